import { z } from 'zod/mini';
import { binaryCall, jsonCall, callArea } from '../call.ts';
import {
  CONTRACT_KINDS,
  DIRECT_DEBIT_DAYS,
  CONTRACT_FEATURES,
  MOTIVE_IDS,
  PAYMENT_INTERVALS,
  PAYMENT_MODES,
} from '../constants.ts';
import { isValidIban, normalizeIban } from '../iban.ts';
import { TRANSACTION_EXPORT_FORMATS } from '../transactions-export.ts';
import {
  amountParam,
  cents,
  contractNumberParam,
  formInteger,
  isoDate,
  noParams,
} from '../wire-fields.ts';

export const motiveSchema = z.enum(MOTIVE_IDS);
export const contractKindSchema = z.enum(CONTRACT_KINDS);
export const featureKeySchema = z.enum(CONTRACT_FEATURES);

export const motorCoverageSchema = z.object({
  /** e.g. Haftpflicht, Teilkasko, Vollkasko, Insassenunfall */
  Deckung: z.string(),
  Betrag: cents,
});

/**
 * The detail fields of SPEC section 3. Which ones a contract has depends on its kind; amounts are
 * integer cents, dates `yyyy-mm-dd`.
 */
export const contractDetailsSchema = z.object({
  Name: z.string(),
  ContractIdFormatted: z.string(),
  Status: z.string(),
  Balance: z.optional(cents),
  FromDate: z.optional(isoDate),
  ToDate: z.optional(z.nullable(isoDate)),
  AccountHolderName: z.optional(z.string()),
  BankName: z.optional(z.string()),
  Iban: z.optional(z.string()),
  Bic: z.optional(z.string()),
  DirectDebitDay: z.optional(z.literal(DIRECT_DEBIT_DAYS)),
  PaymentMode: z.optional(z.enum(PAYMENT_MODES)),
  PaymentInterval: z.optional(z.enum(PAYMENT_INTERVALS)),
  GrossAmount: z.optional(cents),
  AktuelleSparrate: z.optional(cents),
  Wertanpassung: z.optional(z.enum(['J', 'N'])),
  /** Years. */
  Duration: z.optional(z.int()),
  /** Interest rate in percent, for savings and loans. */
  InterestRate: z.optional(z.number()),
  /** Whether a loan's interest rate is fixed for its term or follows the market. */
  InterestRateType: z.optional(z.enum(['fix', 'variabel'])),
  KfzBezeichnung: z.optional(z.string()),
  KfzKennzeichen: z.optional(z.string()),
  KfzDeckungen: z.optional(z.array(motorCoverageSchema)),
  /** Month of the main due date, 1 = Jänner. */
  Hauptfaelligkeit: z.optional(z.int().check(z.minimum(1), z.maximum(12))),
  Risikoadresse: z.optional(z.string()),
  HoechsthaftungssummeHaushalt: z.optional(cents),
  HoechsthaftungssummeEigenheim: z.optional(cents),
  ContractAmount: z.optional(cents),
  /** The pension product behind a LebenRisiko contract, where it has one. */
  Produkt: z.optional(z.enum(['FlexibleLife', 'FlexibleLife20', 'VollWert'])),
});

export const contractSchema = z.object({
  ContractId: z.string(),
  Kind: contractKindSchema,
  /** Motive id → motive name; a contract can belong to several motive worlds. */
  Motives: z.partialRecord(motiveSchema, z.string()),
  Features: z.partialRecord(featureKeySchema, z.boolean()),
  Details: contractDetailsSchema,
});
export type Contract = z.infer<typeof contractSchema>;

export const transactionSchema = z.object({
  BookingDate: isoDate,
  ValueDate: isoDate,
  Text: z.string(),
  Amount: cents,
});

const contractParams = z.object({ vertragsnummer: contractNumberParam });

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

const directDebitDayParam = z.pipe(
  z.pipe(
    z.enum(['5', '15', '25'], { error: 'Bitte wähle den 5., 15. oder 25. des Monats.' }),
    z.transform(Number),
  ),
  z.literal(DIRECT_DEBIT_DAYS),
);

export const contractCalls = callArea({
  getVertraege: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetVertraege',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () => z.array(contractSchema),
  }),
  getVertragDetails: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetVertragDetails',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => contractParams,
    result: () => contractSchema,
  }),
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
      z.extend(contractParams, {
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
          z
            .string({ error: 'Bitte gib eine IBAN ein.' })
            .check(
              z.refine(isValidIban, { error: 'Die IBAN ist ungültig. Bitte prüfe deine Eingabe.' }),
            ),
          z.transform(normalizeIban),
        ),
        bic: z.string({ error: 'Bitte gib einen BIC ein.' }).check(
          z.trim(),
          z.toUpperCase(),
          z.regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, {
            error: 'Der BIC ist ungültig. Er hat 8 oder 11 Zeichen.',
          }),
        ),
        abbuchungstag: directDebitDayParam,
        weitereVertraege: z._default(z.array(contractNumberParam), []),
      }),
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
        wunschdatum: isoDate,
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
