import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { DAY_MESSAGES, typedDay } from './wire-fields.ts';

/** The message a date field shows for what was typed, or null where it takes it. */
function messageFor(typed: string, missing?: string): string | null {
  const result = z.safeParse(typedDay(missing), typed);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

describe('typedDay', () => {
  it('takes a real day', () => {
    expect(messageFor('2028-02-29')).toBeNull();
  });

  it('asks for a missing day in the field’s own words', () => {
    expect(messageFor('')).toBe(DAY_MESSAGES.missing);
    expect(messageFor('  ', 'Bitte gib das Datum des Schadens an.')).toBe(
      'Bitte gib das Datum des Schadens an.',
    );
  });

  it('says of a whole date whose day does not exist that it does not, typed or sent', () => {
    for (const day of ['31.02.2026', '29.02.2027', '2026-02-30', '31.4.2026']) {
      expect(messageFor(day)).toBe('Diesen Tag gibt es nicht. Bitte prüfe Tag und Monat.');
    }
  });

  it('asks for the format while the date is not whole', () => {
    for (const day of ['12.05.', '12.05.26', 'morgen', '2026-5-1']) {
      expect(messageFor(day)).toBe('Bitte gib das Datum im Format TT.MM.JJJJ ein.');
    }
  });
});
