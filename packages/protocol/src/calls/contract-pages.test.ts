import { describe, expect, it } from 'vitest';
import { inspectionDayRange, isInspectionDay } from './contract-pages.ts';

describe('the days a vehicle may be inspected', () => {
  // Monday, 7 December 2026.
  const today = '2026-12-07';

  it('are the workdays from tomorrow to 92 days ahead', () => {
    expect(inspectionDayRange(today)).toEqual({ min: '2026-12-08', max: '2027-03-09' });
    expect(isInspectionDay('2026-12-08', today)).toBe(true);
    expect(isInspectionDay('2027-03-09', today)).toBe(true);
  });

  it('are not today, a weekend or further ahead', () => {
    expect(isInspectionDay(today, today)).toBe(false);
    expect(isInspectionDay('2026-12-12', today)).toBe(false);
    expect(isInspectionDay('2026-12-13', today)).toBe(false);
    expect(isInspectionDay('2027-03-10', today)).toBe(false);
  });
});
