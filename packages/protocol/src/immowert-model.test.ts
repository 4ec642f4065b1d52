import { describe, expect, it } from 'vitest';
import {
  IMMOWERT_STATE_PRICES,
  immoWertAgeFactor,
  valueProperty,
  type ImmoWertInput,
} from './immowert-model.ts';

const FLAT_IN_VIENNA: ImmoWertInput = {
  type: 'wohnung',
  state: 'Wien',
  statutoryCity: false,
  buildingYear: 1998,
  livingArea: 78.5,
  condition: 'gepflegt',
  year: 2026,
};

describe('the ImmoWert model', () => {
  it('multiplies the state price by each factor and the area, in whole euros and thousands', () => {
    // 5.400 € × 0,92 (28 years old) = 4.968 € per m²; × 78,5 m² = 389.988 €.
    expect(valueProperty(FLAT_IN_VIENNA)).toEqual({
      Bundesland: 'Wien',
      Statutarstadt: false,
      Grundpreis: 540_000,
      Lagefaktor: 1,
      Objektfaktor: 1,
      Altersfaktor: 0.92,
      Zustandsfaktor: 1,
      Quadratmeterpreis: 496_800,
      Schaetzwert: 39_000_000,
      Von: 35_100_000,
      Bis: 42_900_000,
    });
  });

  it('values a house in a statutory city by its kind, location and condition', () => {
    // 3.000 € × 1,2 × 0,9 × 1,1 (new) × 0,85 = 3.029,40 → 3.029 € per m²; × 140 m² = 424.060 €.
    const house = valueProperty({
      type: 'einfamilienhaus',
      state: 'Steiermark',
      statutoryCity: true,
      buildingYear: 2024,
      livingArea: 140,
      condition: 'renovierungsbeduerftig',
      year: 2026,
    });
    expect(house).toMatchObject({
      Lagefaktor: 1.2,
      Objektfaktor: 0.9,
      Altersfaktor: 1.1,
      Zustandsfaktor: 0.85,
      Quadratmeterpreis: 302_900,
      Schaetzwert: 42_400_000,
    });
  });

  it('knows a price for every federal state of the postcode list', () => {
    expect(Object.keys(IMMOWERT_STATE_PRICES).sort()).toEqual(
      [
        'Burgenland',
        'Kärnten',
        'Niederösterreich',
        'Oberösterreich',
        'Salzburg',
        'Steiermark',
        'Tirol',
        'Vorarlberg',
        'Wien',
      ].sort(),
    );
    expect(valueProperty({ ...FLAT_IN_VIENNA, state: 'Bayern' })).toBeUndefined();
  });

  it.each([
    [-1, 1.1],
    [0, 1.1],
    [5, 1.1],
    [6, 1],
    [20, 1],
    [21, 0.92],
    [40, 0.92],
    [41, 0.85],
    [70, 0.85],
    [71, 0.9],
    [400, 0.9],
  ])('takes the age factor of a building %i years old as %d', (age, factor) => {
    expect(immoWertAgeFactor(age)).toBe(factor);
  });

  it('keeps the range around the estimate and rises with the area', () => {
    for (const livingArea of [10, 55, 78.5, 120, 2000]) {
      const v = valueProperty({ ...FLAT_IN_VIENNA, livingArea });
      expect(v?.Von).toBeLessThanOrEqual(v?.Schaetzwert ?? 0);
      expect(v?.Bis).toBeGreaterThanOrEqual(v?.Schaetzwert ?? 0);
    }
    const small = valueProperty({ ...FLAT_IN_VIENNA, livingArea: 50 })?.Schaetzwert ?? 0;
    const large = valueProperty({ ...FLAT_IN_VIENNA, livingArea: 100 })?.Schaetzwert ?? 0;
    expect(large).toBeGreaterThan(small);
  });
});
