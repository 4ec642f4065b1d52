import { z } from 'zod';
import { jsonCall } from '../call.ts';
import {
  CONTRACT_KINDS,
  DIRECT_DEBIT_DAYS,
  CONTRACT_FEATURES,
  MOTIVE_IDS,
  PAYMENT_INTERVALS,
  PAYMENT_MODES,
} from '../constants.ts';
import { isValidIban, normalizeIban } from '../iban.ts';
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
  Balance: cents.optional(),
  FromDate: isoDate.optional(),
  ToDate: isoDate.nullable().optional(),
  AccountHolderName: z.string().optional(),
  BankName: z.string().optional(),
  Iban: z.string().optional(),
  Bic: z.string().optional(),
  DirectDebitDay: z.literal(DIRECT_DEBIT_DAYS).optional(),
  PaymentMode: z.enum(PAYMENT_MODES).optional(),
  PaymentInterval: z.enum(PAYMENT_INTERVALS).optional(),
  GrossAmount: cents.optional(),
  AktuelleSparrate: cents.optional(),
  Wertanpassung: z.enum(['J', 'N']).optional(),
  /** Years. */
  Duration: z.number().int().optional(),
  /** Interest rate in percent, for savings and loans. */
  InterestRate: z.number().optional(),
  KfzBezeichnung: z.string().optional(),
  KfzKennzeichen: z.string().optional(),
  KfzDeckungen: z.array(motorCoverageSchema).optional(),
  /** Month of the main due date, 1 = Jänner. */
  Hauptfaelligkeit: z.number().int().min(1).max(12).optional(),
  Risikoadresse: z.string().optional(),
  HoechsthaftungssummeHaushalt: cents.optional(),
  HoechsthaftungssummeEigenheim: cents.optional(),
  ContractAmount: cents.optional(),
  /** The pension product behind a LebenRisiko contract, where it has one. */
  Produkt: z.enum(['FlexibleLife', 'FlexibleLife20', 'VollWert']).optional(),
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

/** A deposit into or a payout from a savings contract, confirmed by the customer. */
const paymentParams = contractParams.extend({
  betrag: amountParam,
  confirmation: z.literal('true', { error: 'Bitte bestätige den Auftrag.' }),
});

export const paymentResultSchema = z.object({
  Betrag: cents,
  /** The balance after the booking. */
  Saldo: cents,
  Buchungsdatum: isoDate,
});

const directDebitDayParam = z
  .enum(['5', '15', '25'], { error: 'Bitte wähle den 5., 15. oder 25. des Monats.' })
  .transform(Number)
  .pipe(z.literal(DIRECT_DEBIT_DAYS));

export const contractCalls = {
  getVertraege: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetVertraege',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: noParams,
    result: z.array(contractSchema),
  }),
  getVertragDetails: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetVertragDetails',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: contractParams,
    result: contractSchema,
  }),
  /** The transactions of one year, newest first; `Years` lists every year that has any. */
  getVertragUmsaetze: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetVertragUmsaetze',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: contractParams.extend({
      jahr: formInteger(1900, 2999, 'Bitte wähle ein gültiges Jahr.'),
    }),
    result: z.object({
      Year: z.number().int(),
      Years: z.array(z.number().int()),
      Entries: z.array(transactionSchema),
    }),
  }),
  /** Changes the direct debit of a contract; answers the contract with its new details. */
  changeSepaLastschrift: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'ChangeSepaLastschrift',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: contractParams.extend({
      kontoinhaber: z
        .string({ error: 'Bitte gib den Namen der Kontoinhaberin oder des Kontoinhabers ein.' })
        .trim()
        .min(2, { error: 'Bitte gib den Namen der Kontoinhaberin oder des Kontoinhabers ein.' })
        .max(70, { error: 'Der Name darf höchstens 70 Zeichen lang sein.' }),
      iban: z
        .string({ error: 'Bitte gib eine IBAN ein.' })
        .refine(isValidIban, { error: 'Die IBAN ist ungültig. Bitte prüfe deine Eingabe.' })
        .transform(normalizeIban),
      bic: z
        .string({ error: 'Bitte gib einen BIC ein.' })
        .trim()
        .toUpperCase()
        .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, {
          error: 'Der BIC ist ungültig. Er hat 8 oder 11 Zeichen.',
        }),
      abbuchungstag: directDebitDayParam,
    }),
    result: contractSchema,
  }),
  einzahlung: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'Einzahlung',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: paymentParams,
    result: paymentResultSchema,
  }),
  auszahlung: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'Auszahlung',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: paymentParams,
    result: paymentResultSchema,
  }),
  /** Asks for an appointment to inspect the insured vehicle. */
  kfzBegutachtung: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'KfzBegutachtung',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: contractParams.extend({
      wunschdatum: isoDate,
      tageszeit: z.enum(['vormittag', 'nachmittag'], {
        error: 'Bitte wähle Vormittag oder Nachmittag.',
      }),
      telefon: z
        .string({ error: 'Bitte gib eine Telefonnummer ein.' })
        .trim()
        .regex(/^\+?[0-9 /-]{6,30}$/, { error: 'Bitte gib eine gültige Telefonnummer ein.' }),
      nachricht: z
        .string()
        .trim()
        .max(1000, { error: 'Die Nachricht darf höchstens 1000 Zeichen lang sein.' })
        .default(''),
    }),
    result: z.object({ Angefragt: z.literal(true), Wunschdatum: isoDate }),
  }),
} as const;
