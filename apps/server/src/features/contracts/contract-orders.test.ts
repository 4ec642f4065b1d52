import { describe, expect, it } from 'vitest';
import { isoDay, nextBusinessDay } from './contract-orders.ts';

describe('isoDay', () => {
  it('is the calendar day in Vienna, in winter and in summer time', () => {
    expect(isoDay(Date.parse('2026-11-22T22:59:59Z'))).toBe('2026-11-22');
    expect(isoDay(Date.parse('2026-11-22T23:00:00Z'))).toBe('2026-11-23');
    expect(isoDay(Date.parse('2026-07-01T21:59:59Z'))).toBe('2026-07-01');
    expect(isoDay(Date.parse('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
  });
});

describe('nextBusinessDay', () => {
  it('skips the weekend', () => {
    expect(nextBusinessDay('2026-11-20')).toBe('2026-11-23');
    expect(nextBusinessDay('2026-11-23')).toBe('2026-11-24');
  });
});
