import { z } from 'zod/mini';
import { binaryCall, jsonCall, callArea } from '../call.ts';
import { DIRECT_DEBIT_DAYS } from '../constants.ts';
import { addDays, daysBetween } from '../de-at.ts';
import { bicFitsIban } from '../banks.ts';
import { isValidIban, normalizeIban } from '../iban.ts';
import { TRANSACTION_EXPORT_FORMATS } from '../transactions-export.ts';
import {
  amountParam,
  cents,
  contractNumberParam,
  formInteger,
  isoDate,
  typedDay,
} from '../wire-fields.ts';
import { contractParams, contractSchema } from './contracts.ts';

/** A vehicle's inspection: a workday from tomorrow to about three months ahead. */
export const INSPECTION_DAYS = {
  first: 1,
  last: 92,
  message: 'Bitte wähle einen Werktag in den nächsten 3 Monaten.',
  missing: 'Bitte wähle deinen Wunschtermin.',
} as const;

/** The first and the last day an inspection may be asked for, `today` in Austria. */
export function inspectionDayRange(today: string): { min: string; max: string } {
  return { min: addDays(today, INSPECTION_DAYS.first), max: addDays(today, INSPECTION_DAYS.last) };
}

/** Whether a vehicle may be inspected on a day (`yyyy-mm-dd`), asked for on `today`. */
export function isInspectionDay(day: string, today: string): boolean {
  const ahead = daysBetween(today, day);
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return (
    ahead >= INSPECTION_DAYS.first &&
    ahead <= INSPECTION_DAYS.last &&
    weekday !== 0 &&
    weekday !== 6
  );
}

// The calls of a contract's pages beyond its overview: its transactions, the debit account,
// deposits and payouts, the vehicle inspection. Apart from the contracts' own area, which the
// first screens need, so that their schemas load with the pages that make them (decision 009).

export const transactionSchema = z.object({
  BookingDate: isoDate,
  ValueDate: isoDate,
  Text: z.string(),
  Amount: cents,
});

/**
 * A deposit into or a payout from a savings contract. `confirmation=false` is the check step: it
 * makes every check the order will make and answers what it would book, booking nothing;
 * `confirmation=true` is the customer's binding order.
 */
const paymentParams = z.extend(contractParams, {
  betrag: amountParam,
  confirmation: z.enum(['true', 'false'], { error: 'Bitte bestätige den Auftrag.' }),
});

export const paymentResultSchema = z.object({
  Betrag: cents,
  /** The balance after the booking. */
  Saldo: cents,
  Buchungsdatum: isoDate,
});

/** An empty BIC field: the app empties it for an IBAN of a bank the directory does not know. */
export const BIC_MISSING = 'Bitte gib einen BIC ein.';
/** A BIC that is not the one of the IBAN's bank, where the bank directory knows it. */
export const BIC_MISMATCH = 'Der BIC passt nicht zu dieser IBAN. Bitte prüfe ihn.';

const directDebitDayParam = z.pipe(
  z.pipe(
    z.enum(['5', '15', '25'], { error: 'Bitte wähle den 5., 15. oder 25. des Monats.' }),
    z.transform(Number),
  ),
  z.literal(DIRECT_DEBIT_DAYS),
);

export const contractPageCalls = callArea({
  /** The transactions of one year, newest first; `Years` lists every year that has any. */
  getVertragUmsaetze: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetVertragUmsaetze',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.extend(contractParams, {
        jahr: formInteger(1900, 2999, 'Bitte wähle ein gültiges Jahr.'),
      }),
    result: () =>
      z.object({
        Year: z.int(),
        Years: z.array(z.int()),
        Entries: z.array(transactionSchema),
      }),
  }),
  /** A year of a contract's transactions as a file: CSV for spreadsheets, or PDF to keep. */
  exportVertragUmsaetze: binaryCall({
    mode: 'MeinServicebereich',
    fn: 'ExportVertragUmsaetze',
    method: 'GET',
    access: 'customer',
    body: 'none',
    params: () =>
      z.extend(contractParams, {
        jahr: formInteger(1900, 2999, 'Bitte wähle ein gültiges Jahr.'),
        format: z.enum(TRANSACTION_EXPORT_FORMATS, { error: 'Bitte wähle CSV oder PDF.' }),
      }),
  }),
  /**
   * Changes the direct debit of a contract, and of the contracts in `weitereVertraege` that debit
   * the same account, in one transaction. Needs a fresh `ConfirmPassword` of the session, which it
   * uses up. Answers the changed contracts with their new details, the named one first.
   */
  changeSepaLastschrift: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'ChangeSepaLastschrift',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z
        .extend(contractParams, {
          kontoinhaber: z
            .string({ error: 'Bitte gib den Namen der Kontoinhaberin oder des Kontoinhabers ein.' })
            .check(
              z.trim(),
              z.minLength(2, {
                error: 'Bitte gib den Namen der Kontoinhaberin oder des Kontoinhabers ein.',
              }),
              z.maxLength(70, { error: 'Der Name darf höchstens 70 Zeichen lang sein.' }),
            ),
          iban: z.pipe(
            z.string({ error: 'Bitte gib eine IBAN ein.' }).check(
              z.refine(isValidIban, {
                error: 'Die IBAN ist ungültig. Bitte prüfe deine Eingabe.',
              }),
            ),
            z.transform(normalizeIban),
          ),
          bic: z.string({ error: BIC_MISSING }).check(
            z.trim(),
            z.minLength(1, { error: BIC_MISSING, abort: true }),
            z.toUpperCase(),
            z.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, {
              error: 'Der BIC ist ungültig. Er hat 8 oder 11 Zeichen.',
            }),
          ),
          abbuchungstag: directDebitDayParam,
          weitereVertraege: z._default(z.array(contractNumberParam), []),
        })
        .check(
          z.refine(({ bic, iban }) => bicFitsIban(bic, iban), {
            error: BIC_MISMATCH,
            path: ['bic'],
          }),
        ),
    result: () => z.array(contractSchema),
  }),
  einzahlung: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'Einzahlung',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => paymentParams,
    result: () => paymentResultSchema,
  }),
  auszahlung: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'Auszahlung',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => paymentParams,
    result: () => paymentResultSchema,
  }),
  /** Asks for an appointment to inspect the insured vehicle. */
  kfzBegutachtung: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'KfzBegutachtung',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.extend(contractParams, {
        wunschdatum: typedDay(INSPECTION_DAYS.missing),
        tageszeit: z.enum(['vormittag', 'nachmittag'], {
          error: 'Bitte wähle Vormittag oder Nachmittag.',
        }),
        telefon: z
          .string({ error: 'Bitte gib eine Telefonnummer ein.' })
          .check(
            z.trim(),
            z.regex(/^\+?[0-9 /-]{6,30}$/, { error: 'Bitte gib eine gültige Telefonnummer ein.' }),
          ),
        nachricht: z._default(
          z
            .string()
            .check(
              z.trim(),
              z.maxLength(1000, { error: 'Die Nachricht darf höchstens 1000 Zeichen lang sein.' }),
            ),
          '',
        ),
      }),
    result: () => z.object({ Angefragt: z.literal(true), Wunschdatum: isoDate }),
  }),
});
