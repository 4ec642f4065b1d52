import { displayToIso } from '@servicebereich/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { latestDate, maskDate, maskTime, prefersTyping } from './date-mask.ts';

/** Types `keys` one after the other into an empty field, as the field's onChange sees it. */
function type(keys: string, start = ''): string {
  let shown = start;
  for (const key of keys) shown = maskDate(shown + key, false);
  return shown;
}

describe('the DD.MM.YYYY mask', () => {
  it('puts the dots in while digits are typed', () => {
    expect(type('1')).toBe('1');
    expect(type('12')).toBe('12.');
    expect(type('1203')).toBe('12.03.');
    expect(type('12032026')).toBe('12.03.2026');
    expect(type('120320261')).toBe('12.03.2026');
  });

  it('keeps only digits and pads a day or month closed with a dot', () => {
    expect(type('1.3.2026')).toBe('01.03.2026');
    expect(type('ab12-03/2026')).toBe('12.03.2026');
    expect(maskDate('12032026', false)).toBe('12.03.2026');
    expect(maskDate('12.03.2026 ', false)).toBe('12.03.2026');
  });

  it('does not put a deleted dot back', () => {
    expect(maskDate('12', true)).toBe('12');
    expect(maskDate('12.03', true)).toBe('12.03');
    expect(maskDate('', true)).toBe('');
  });

  it('hands on yyyy-mm-dd only for real days', () => {
    expect(displayToIso(type('12032026'))).toBe('2026-03-12');
    expect(displayToIso(type('29022028'))).toBe('2028-02-29');
    expect(displayToIso(type('29022026'))).toBeNull();
    expect(displayToIso(type('31042026'))).toBeNull();
    expect(displayToIso(type('1203202'))).toBeNull();
  });
});

describe('the HH:MM mask', () => {
  /** Types `keys` one after the other into an empty field. */
  function typeTime(keys: string): string {
    let shown = '';
    for (const key of keys) shown = maskTime(shown + key, false);
    return shown;
  }

  it('puts the colon in after the hour, 24 hours', () => {
    expect(typeTime('1')).toBe('1');
    expect(typeTime('14')).toBe('14:');
    expect(typeTime('1430')).toBe('14:30');
    expect(typeTime('14301')).toBe('14:30');
    expect(typeTime('2359')).toBe('23:59');
  });

  it('pads an hour that can only be one digit or is closed early', () => {
    expect(typeTime('9')).toBe('09:');
    expect(typeTime('930')).toBe('09:30');
    expect(typeTime('1:5')).toBe('01:5');
    expect(maskTime('7.45', false)).toBe('07:45');
    expect(maskTime('0930', false)).toBe('09:30');
    expect(maskTime('9:30', false)).toBe('09:30');
  });

  it('does not put a deleted colon back', () => {
    expect(maskTime('14', true)).toBe('14');
    expect(maskTime('14:3', true)).toBe('14:3');
    expect(maskTime('', true)).toBe('');
  });
});

describe('the date limits', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('ends today, or a year ahead where future dates are allowed', () => {
    const now = new Date(2026, 2, 18, 23, 30);
    expect(latestDate(false, now)).toBe('2026-03-18');
    expect(latestDate(true, now)).toBe('2027-03-18');
  });

  it('types dates and times with a mouse or without a pointer, picks them on a touch screen', () => {
    const pointer = (kind: 'fine' | 'coarse' | 'none') => (query: string) => ({
      matches: query === `(pointer: ${kind})`,
    });
    vi.stubGlobal('matchMedia', pointer('fine'));
    expect(prefersTyping()).toBe(true);
    vi.stubGlobal('matchMedia', pointer('none'));
    expect(prefersTyping()).toBe(true);
    vi.stubGlobal('matchMedia', pointer('coarse'));
    expect(prefersTyping()).toBe(false);
  });
});
