import { z } from 'zod/mini';
import { jsonCall, callArea } from '../call.ts';
import {
  CONTRACT_KINDS,
  DIRECT_DEBIT_DAYS,
  CONTRACT_FEATURES,
  MOTIVE_IDS,
  PAYMENT_INTERVALS,
  PAYMENT_MODES,
} from '../constants.ts';
import { cents, contractNumberParam, isoDate, noParams } from '../wire-fields.ts';

export const motiveSchema = z.enum(MOTIVE_IDS);
export const contractKindSchema = z.enum(CONTRACT_KINDS);
export const featureKeySchema = z.enum(CONTRACT_FEATURES);

export const motorCoverageSchema = z.lazy(() =>
  z.object({
    /** e.g. Haftpflicht, Teilkasko, Vollkasko, Insassenunfall */
    Deckung: z.string(),
    Betrag: cents,
  }),
);

/**
 * The detail fields of SPEC section 3. Which ones a contract has depends on its kind; amounts are
 * integer cents, dates `yyyy-mm-dd`.
 */
export const contractDetailsSchema = z.lazy(() =>
  z.object({
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
  }),
);

export const contractSchema = z.lazy(() =>
  z.object({
    ContractId: z.string(),
    Kind: contractKindSchema,
    /** Motive id → motive name; a contract can belong to several motive worlds. */
    Motives: z.partialRecord(motiveSchema, z.string()),
    Features: z.partialRecord(featureKeySchema, z.boolean()),
    Details: contractDetailsSchema,
  }),
);
export type Contract = z.infer<typeof contractSchema>;

export const contractParams = z.object({ vertragsnummer: contractNumberParam });

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
});
