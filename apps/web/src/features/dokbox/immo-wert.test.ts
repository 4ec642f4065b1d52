import { describe, expect, it } from 'vitest';
import { describeImmoWert, splitImmoWert } from './immo-wert.ts';

describe('splitImmoWert', () => {
  it('splits building year and area', () => {
    expect(splitImmoWert('1998###78')).toEqual({ buildingYear: '1998', area: '78' });
    expect(splitImmoWert(' 2004 ### 112,5 ')).toEqual({ buildingYear: '2004', area: '112,5' });
  });

  it('leaves other descriptions alone', () => {
    expect(splitImmoWert('Fotos vom Einzug')).toBeNull();
    expect(splitImmoWert('a###b###c')).toBeNull();
  });

  it('describes building year and area in words', () => {
    expect(describeImmoWert('1998###78')).toBe('Baujahr 1998, Wohnfläche 78 m²');
    expect(describeImmoWert('frei formuliert')).toBe('frei formuliert');
  });
});
