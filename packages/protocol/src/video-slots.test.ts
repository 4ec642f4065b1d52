import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { instantParam } from './calls/video-appointments.ts';
import {
  austrianHolidays,
  easterSunday,
  formatViennaDateTime,
  formatViennaDayParts,
  freeSlots,
  viennaInstant,
} from './video-slots.ts';

const MONDAY_TO_FRIDAY_9_TO_10 = [1, 2, 3, 4, 5].map((weekday) => ({
  weekday,
  startMinute: 9 * 60,
  endMinute: 10 * 60,
}));

function slotsFrom(now: string, days: number, booked: readonly string[] = []) {
  return freeSlots({
    hours: MONDAY_TO_FRIDAY_9_TO_10,
    now: Date.parse(now),
    days,
    slotMinutes: 30,
    leadMinutes: 120,
    booked: new Set(booked.map((b) => Date.parse(b))),
  }).map((slot) => new Date(slot.start).toISOString());
}

describe('easterSunday', () => {
  it('knows the dates of Easter', () => {
    expect(easterSunday(2000)).toBe('2000-04-23');
    expect(easterSunday(2024)).toBe('2024-03-31');
    expect(easterSunday(2026)).toBe('2026-04-05');
    expect(easterSunday(2027)).toBe('2027-03-28');
    expect(easterSunday(2038)).toBe('2038-04-25');
  });
});

describe('austrianHolidays', () => {
  it('has the fixed holidays and those that follow Easter, without Good Friday', () => {
    expect([...austrianHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-01-06',
      '2026-04-06',
      '2026-05-01',
      '2026-05-14',
      '2026-05-25',
      '2026-06-04',
      '2026-08-15',
      '2026-10-26',
      '2026-11-01',
      '2026-12-08',
      '2026-12-25',
      '2026-12-26',
    ]);
    expect(austrianHolidays(2026).has('2026-04-03')).toBe(false);
  });
});

describe('viennaInstant', () => {
  it('is an hour behind UTC in winter and two in summer, and has none for a skipped time', () => {
    expect(new Date(viennaInstant('2026-12-01', 9 * 60) ?? 0).toISOString()).toBe(
      '2026-12-01T08:00:00.000Z',
    );
    expect(new Date(viennaInstant('2026-07-01', 9 * 60) ?? 0).toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(viennaInstant('2027-03-28', 2 * 60 + 30)).toBeNull();
  });
});

describe('freeSlots', () => {
  it('keeps the wall-clock hours across the change to summer time', () => {
    // Friday 27 March 2026 in winter time, Monday 30 March in summer time.
    expect(slotsFrom('2026-03-26T20:00:00.000Z', 5)).toEqual([
      '2026-03-27T08:00:00.000Z',
      '2026-03-27T08:30:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-03-30T07:30:00.000Z',
    ]);
  });

  it('keeps them across the change to winter time, and leaves out the national holiday', () => {
    // Friday 23 October 2026 in summer time; Monday 26 October is a holiday; Tuesday in winter time.
    expect(slotsFrom('2026-10-22T20:00:00.000Z', 6)).toEqual([
      '2026-10-23T07:00:00.000Z',
      '2026-10-23T07:30:00.000Z',
      '2026-10-27T08:00:00.000Z',
      '2026-10-27T08:30:00.000Z',
    ]);
  });

  it('leaves out Easter Monday, booked slots and slots too soon to prepare', () => {
    // Thursday 2 April 2026, 06:30 in Vienna: 09:00 is more than two hours ahead, 09:30 booked.
    expect(slotsFrom('2026-04-02T04:30:00.000Z', 5, ['2026-04-02T07:30:00.000Z'])).toEqual([
      '2026-04-02T07:00:00.000Z',
      '2026-04-03T07:00:00.000Z',
      '2026-04-03T07:30:00.000Z',
    ]);
    // At 07:30 in Vienna the 09:00 slot is too soon, the 09:30 slot not.
    expect(slotsFrom('2026-04-02T05:30:00.000Z', 1)).toEqual(['2026-04-02T07:30:00.000Z']);
  });
});

describe('formatViennaDateTime', () => {
  it('writes day and time in Vienna, with Austrian month names', () => {
    expect(formatViennaDateTime(Date.parse('2027-01-04T09:00:00.000Z'))).toBe(
      'Montag, 4. Jänner 2027, 10:00 Uhr',
    );
    expect(formatViennaDateTime(Date.parse('2026-07-01T07:30:00.000Z'))).toBe(
      'Mittwoch, 1. Juli 2026, 09:30 Uhr',
    );
  });
});

describe('formatViennaDayParts', () => {
  it('writes the day in Vienna in short parts, with Austrian month names', () => {
    // 23:30 UTC on 3 January is 4 January in Vienna.
    expect(formatViennaDayParts(Date.parse('2027-01-03T23:30:00.000Z'))).toEqual({
      weekday: 'Mo.',
      day: '4',
      month: 'Jän.',
    });
    expect(formatViennaDayParts(Date.parse('2026-12-09T08:00:00.000Z'))).toEqual({
      weekday: 'Mi.',
      day: '9',
      month: 'Dez.',
    });
  });
});

describe('instantParam', () => {
  it('takes an instant as the server writes it and refuses anything else with the slot message', () => {
    expect(z.safeParse(instantParam, '2026-12-01T09:30:00.000Z').success).toBe(true);
    for (const bad of ['', 'morgen', '2026-13-01T09:30:00.000Z', '2026-12-01T09:30:00Z']) {
      const result = z.safeParse(instantParam, bad);
      expect(result.error?.issues[0]?.message).toBe('Bitte wähle einen freien Termin.');
    }
  });
});
