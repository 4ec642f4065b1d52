import { describe, expect, it } from 'vitest';
import { chartPoints, chartSize, datedPoints, monthLabel, valueTicks } from './fund-chart.tsx';

describe('the fund chart', () => {
  it('marks round euro steps from below the lowest to above the highest value', () => {
    expect(valueTicks([1_234_567, 1_310_000, 1_402_000])).toEqual([
      1_200_000, 1_300_000, 1_400_000, 1_500_000,
    ]);
    expect(valueTicks([52_000, 61_900])).toEqual([50_000, 55_000, 60_000, 65_000]);
    // A flat history still gets an axis of whole euros.
    expect(valueTicks([10_050, 10_050])).toEqual([10_000, 10_100]);
  });

  it('keeps every point within its ticks, the first on the left and the last on the right', () => {
    const points = [
      { Datum: '2025-11-30', Wert: 1_234_567 },
      { Datum: '2025-12-31', Wert: 1_402_000 },
      { Datum: '2026-01-31', Wert: 1_310_000 },
    ];
    const ticks = valueTicks(points.map((p) => p.Wert));
    const size = chartSize(326);
    const placed = chartPoints(points, ticks, size);
    const top = chartPoints([{ Datum: '', Wert: ticks.at(-1) ?? 0 }], ticks, size)[0]?.y ?? 0;
    const bottom = chartPoints([{ Datum: '', Wert: ticks[0] ?? 0 }], ticks, size)[0]?.y ?? 0;
    for (const p of placed) {
      expect(p.y).toBeGreaterThanOrEqual(top);
      expect(p.y).toBeLessThanOrEqual(bottom);
    }
    expect(placed[0]?.x).toBeLessThan(placed[1]?.x ?? 0);
    expect(placed[1]?.y).toBeLessThan(placed[2]?.y ?? 0);
  });

  it("spans its box, a little taller on a desktop, and a phone's card before it is measured", () => {
    expect(chartSize(326)).toEqual({ width: 326, height: 180 });
    expect(chartSize(704)).toEqual({ width: 704, height: 225 });
    expect(chartSize(1200)).toEqual({ width: 1200, height: 240 });
    expect(chartSize(0)).toEqual({ width: 320, height: 180 });
    const points = [
      { Datum: '2025-11-30', Wert: 100_000 },
      { Datum: '2026-11-30', Wert: 200_000 },
    ];
    const wide = chartPoints(points, valueTicks(points.map((p) => p.Wert)), chartSize(704));
    expect(wide.at(-1)?.x).toBe(704 - 32);
  });

  it('dates the first and the last month-end, and as many between as there is room for', () => {
    // A year of month-ends on a phone: one between, counted from the last.
    expect(datedPoints(13, chartSize(326))).toEqual([0, 7, 12]);
    // On a desktop's card every other one; none so near the first that their dates would touch.
    expect(datedPoints(13, chartSize(704))).toEqual([0, 2, 4, 6, 8, 10, 12]);
    expect(datedPoints(12, chartSize(704))).toEqual([0, 3, 5, 7, 9, 11]);
    expect(datedPoints(2, chartSize(1200))).toEqual([0, 1]);
    expect(datedPoints(1, chartSize(326))).toEqual([0]);
  });

  it('names month-ends in Austrian German', () => {
    expect(monthLabel('2026-01-31')).toBe('Jän 2026');
    expect(monthLabel('2025-03-31')).toBe('Mär 2025');
  });
});
