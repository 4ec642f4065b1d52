import { z } from 'zod';
import { isIsoDate, parseAmount } from './de-at.ts';

/** Building blocks for call parameters. Form values arrive as strings; these parse them strictly. */

export const contractNumberParam = z
  .string({ error: 'Bitte gib eine Vertragsnummer an.' })
  .trim()
  .regex(/^\d{6,12}$/, { error: 'Die Vertragsnummer ist ungültig.' });

export const customerNumberParam = z
  .string({ error: 'Bitte gib deine Verfügernummer ein.' })
  .trim()
  .regex(/^\d{10}$/, { error: 'Die Verfügernummer besteht aus 10 Ziffern.' });

export const isoDate = z.string().refine(isIsoDate, { error: 'Bitte gib ein gültiges Datum ein.' });

/** A form boolean: the app sends `true`/`false`; `1`/`0` are accepted from older clients. */
export const formBoolean = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');

export function formInteger(min: number, max: number, error = 'Bitte gib eine gültige Zahl ein.') {
  return z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d{1,15}$/, { error }),
    ])
    .transform(Number)
    .pipe(z.number({ error }).int({ error }).min(min, { error }).max(max, { error }));
}

/** An amount typed by the customer in German format (`1.234,56`), parsed to integer cents. */
export const amountParam = z
  .string({ error: 'Bitte gib einen Betrag ein.' })
  .transform((value, ctx) => {
    const cents = parseAmount(value);
    if (cents === null) {
      ctx.addIssue({ code: 'custom', message: 'Bitte gib den Betrag im Format 1.234,56 ein.' });
      return z.NEVER;
    }
    return cents;
  });

/** Money on the wire is integer cents. */
export const cents = z.number().int();

export const noParams = z.object({});
