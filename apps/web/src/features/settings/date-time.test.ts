import { describe, expect, it } from 'vitest';
import { dateTime } from './date-time.ts';

describe('dateTime', () => {
  it('writes the day and the time in Vienna, joined so that they do not break apart', () => {
    expect(dateTime('2026-11-24T18:58:00Z')).toBe('24.11.2026,\u00a019:58');
    expect(dateTime('2026-07-01T22:05:00Z')).toBe('02.07.2026,\u00a000:05');
  });
});
