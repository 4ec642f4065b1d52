import { z } from 'zod/mini';
import { isIsoDate, parseAmount } from './de-at.ts';

/** Building blocks for call parameters. Form values arrive as strings; these parse them strictly. */

/**
 * A contract's number, also as the app and the letters print it (`740-026.319-0`): its separators
 * are dropped. `name` is what the form calls it (an insurance's "Polizzennummer").
 */
export function contractNumber(name = 'Vertragsnummer') {
  return z.string({ error: `Bitte gib eine ${name} an.` }).check(
    z.trim(),
    z.overwrite((typed) => typed.replace(/[\s./-]/g, '')),
    z.regex(/^\d{6,12}$/, { error: `Die ${name} ist ungültig.` }),
  );
}

export const contractNumberParam = contractNumber();

export const customerNumberParam = z
  .string({ error: 'Bitte gib deine Verfügernummer ein.' })
  .check(z.trim(), z.regex(/^\d{10}$/, { error: 'Die Verfügernummer besteht aus 10 Ziffern.' }));

/** What every date field says of a day it cannot take, beside its own word for a missing one. */
export const DAY_MESSAGES = {
  missing: 'Bitte gib ein Datum ein.',
  notReal: 'Diesen Tag gibt es nicht. Bitte prüfe Tag und Monat.',
  format: 'Bitte gib das Datum im Format TT.MM.JJJJ ein.',
} as const;

/** A day written out whole, as typed (31.02.2026) or as sent (2026-02-31), whether it exists. */
const WHOLE_DAY = /^(\d{1,2}\.\d{1,2}\.\d{4}|\d{4}-\d{2}-\d{2})$/;

/**
 * A calendar day, `yyyy-mm-dd`. A form's date field holds what was typed until it is a real day,
 * so the messages speak of that: missing (in the field's own words), a day that does not exist
 * (31.02.), or not yet a whole date.
 */
export function typedDay(missing: string = DAY_MESSAGES.missing) {
  return z.string({ error: missing }).check(
    z.refine((day) => day.trim() !== '', { error: missing, abort: true }),
    z.refine((day) => isIsoDate(day) || !WHOLE_DAY.test(day.trim()), {
      error: DAY_MESSAGES.notReal,
      abort: true,
    }),
    z.refine(isIsoDate, { error: DAY_MESSAGES.format }),
  );
}

export const isoDate = typedDay();

/** A form boolean: the app sends `true`/`false`; `1`/`0` are accepted from older clients. */
export const formBoolean = z.lazy(() =>
  z.pipe(
    z.union([z.boolean(), z.enum(['true', 'false', '1', '0'])]),
    z.transform((v) => v === true || v === 'true' || v === '1'),
  ),
);

/** `45.300` and `45 300` as typed in Austria are 45300; `4.53` stays what it is (refused). */
function withoutThousandsSeparators(typed: string): string {
  return /^-?\d{1,3}(?:([.\s\u00a0\u202f])\d{3})(?:\1\d{3})*$/.test(typed)
    ? typed.replace(/[.\s\u00a0\u202f]/g, '')
    : typed;
}

export function formInteger(min: number, max: number, error = 'Bitte gib eine gültige Zahl ein.') {
  return z.pipe(
    z.pipe(
      z.union([
        z.number(),
        z
          .string()
          .check(
            z.trim(),
            z.overwrite(withoutThousandsSeparators),
            z.regex(/^-?\d{1,15}$/, { error }),
          ),
      ]),
      z.transform(Number),
    ),
    z.int({ error }).check(z.minimum(min, { error }), z.maximum(max, { error })),
  );
}

/** An amount typed by the customer in German format (`1.234,56`), parsed to integer cents. */
export const amountParam = z.lazy(() =>
  z.pipe(
    z.string({ error: 'Bitte gib einen Betrag ein.' }),
    z.transform((value, ctx) => {
      const cents = parseAmount(value);
      if (cents === null) {
        ctx.issues.push({
          code: 'custom',
          // Left empty, the amount is asked for; typed otherwise, its form is shown.
          message:
            value.trim() === ''
              ? 'Bitte gib einen Betrag ein.'
              : 'Bitte gib den Betrag im Format 1.234,56 ein.',
          input: value,
        });
        return z.NEVER;
      }
      return cents;
    }),
  ),
);

/** Money on the wire is integer cents. */
export const cents = z.int();

export const noParams = z.object({});

/** Control characters, and the marks that turn the direction of text (which can disguise it). */
const CONTROL_CHARACTERS = /[\p{Cc}\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;

export const TEXT_MESSAGES = {
  tooLong: (max: number) => `Bitte gib höchstens ${max} Zeichen ein.`,
  controlCharacters: 'Bitte verwende keine Steuerzeichen wie Zeilenumbrüche oder Tabulatoren.',
} as const;

/**
 * A line of text: trimmed, at most `max` characters, no control characters. `required` is the
 * message for an empty one; null makes the field optional (empty when left out).
 */
export function textLine(max: number, required: string | null) {
  const base = z.string({ error: required ?? TEXT_MESSAGES.tooLong(max) }).check(
    z.trim(),
    z.maxLength(max, { error: TEXT_MESSAGES.tooLong(max) }),
    z.refine((value) => !CONTROL_CHARACTERS.test(value), {
      error: TEXT_MESSAGES.controlCharacters,
    }),
  );
  return required === null ? z._default(base, '') : base.check(z.minLength(1, { error: required }));
}

/** An Austrian postcode: four digits, the first not 0. */
export const postcodeParam = z.string({ error: 'Bitte gib eine Postleitzahl ein.' }).check(
  z.trim(),
  z.regex(/^[1-9]\d{3}$/, {
    error: 'Bitte gib eine österreichische Postleitzahl (4 Ziffern) ein.',
  }),
);
