import { z } from 'zod/mini';
import { jsonCall, type FilePart, callArea } from '../call.ts';
import { CLAIM_MAX_FILES, CLAIM_TYPES, claimSchema } from '../claim-forms.ts';
import { contractNumber, contractNumberParam, isoDate, noParams } from '../wire-fields.ts';
import { emailParam } from './general.ts';

// Beyond the spec: SPEC 7 names no claim calls. Designed in its style, one Mode for the area
// because a visitor may report a claim too (docs/decisions/018-claims.md).

/** The way of a claim; each later status may follow an earlier one, the last two end it. */
export const CLAIM_STATUSES = [
  'eingegangen',
  'in-pruefung',
  'unterlagen-angefordert',
  'gutachten',
  'reguliert',
  'abgelehnt',
] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

export const CLAIM_STATUS_LABELS = {
  eingegangen: 'Eingegangen',
  'in-pruefung': 'In Prüfung',
  'unterlagen-angefordert': 'Unterlagen angefordert',
  gutachten: 'Gutachten',
  reguliert: 'Reguliert',
  abgelehnt: 'Abgelehnt',
} as const satisfies Record<ClaimStatus, string>;

/** Files of a claim: photos and PDFs, kept without thumbnails (the app lists them by name). */
const claimFiles = (required: boolean): FilePart => ({
  field: 'file',
  maxCount: CLAIM_MAX_FILES,
  required,
  thumbnails: false,
});

/** `S-2026-004711`: the year of the report and seven digits. */
export const claimNumberParam = z
  .string({ error: 'Bitte gib eine Schadennummer an.' })
  .check(
    z.trim(),
    z.toUpperCase(),
    z.regex(/^S-\d{4}-\d{7}$/, { error: 'Die Schadennummer ist ungültig.' }),
  );

export const claimSummarySchema = z.object({
  Schadennummer: z.string(),
  Typ: z.enum(CLAIM_TYPES),
  Vertragsnummer: z.string(),
  Status: z.enum(CLAIM_STATUSES),
  /** The day the report came in. */
  Eingegangen: isoDate,
  /** The day of the loss (for a hospital stay, the admission). */
  Schadendatum: isoDate,
});
export type ClaimSummary = z.infer<typeof claimSummarySchema>;

export const claimHistoryEntrySchema = z.object({
  Status: z.enum(CLAIM_STATUSES),
  /** Epoch milliseconds. */
  Zeitpunkt: z.int(),
  /** A note for the customer, or empty. */
  Notiz: z.string(),
});

export const claimDocumentSchema = z.object({
  Dateiname: z.string(),
  Dateityp: z.string(),
  Hochgeladen: isoDate,
  /** When it came, epoch milliseconds: whether it came after documents were asked for. */
  Zeitpunkt: z.int(),
  /** For a damaged item's receipt: which item (counted from 0). */
  Gegenstand: z.optional(z.int()),
});

export const claimDetailSchema = z.extend(claimSummarySchema, {
  /** The answers of the form as the server took them (amounts in cents). */
  Angaben: z.record(z.string(), z.unknown()),
  /** Oldest first. */
  Verlauf: z.array(claimHistoryEntrySchema),
  Dokumente: z.array(claimDocumentSchema),
});
export type ClaimDetail = z.infer<typeof claimDetailSchema>;

const visitorName = z
  .string({ error: 'Bitte gib deinen Namen an.' })
  .check(
    z.trim(),
    z.minLength(2, { error: 'Bitte gib deinen Namen an.' }),
    z.maxLength(200, { error: 'Höchstens 200 Zeichen.' }),
  );

/** A field left empty is asked for with `missing` rather than called invalid. */
const required = <T extends z.ZodMiniType<unknown, string>>(missing: string, field: T) =>
  z.pipe(
    z.string({ error: missing }).check(z.minLength(1, { error: missing, abort: true })),
    field,
  );

/** A field of the visitor's identity. */
const given = <T extends z.ZodMiniType<unknown, string>>(what: string, field: T) =>
  required(`Bitte gib ${what} an.`, field);

const postcode = z
  .string({ error: 'Bitte gib deine Postleitzahl an.' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Bitte gib deine Postleitzahl an.', abort: true }),
    z.regex(/^\d{4}$/, { error: 'Die Postleitzahl hat 4 Ziffern.' }),
  );

export const claimCalls = callArea({
  /** A logged-in customer reports a claim on one of their contracts, with up to 10 files. */
  schadensmeldungMelden: jsonCall({
    mode: 'Schadensmeldung',
    fn: 'Melden',
    method: 'POST',
    access: 'customer',
    body: 'multipart',
    files: claimFiles(false),
    params: () =>
      claimSchema({
        vertragsnummer: required(
          'Bitte wähle den Vertrag, für den du den Schaden meldest.',
          contractNumberParam,
        ),
      }),
    result: () => claimSummarySchema,
  }),
  /**
   * A visitor reports a claim: the contract is named by its policy number and its holder's birth
   * date and postcode; confirmations go to the address given.
   */
  schadensmeldungMeldenGast: jsonCall({
    mode: 'Schadensmeldung',
    fn: 'MeldenGast',
    method: 'POST',
    access: 'public',
    body: 'multipart',
    files: claimFiles(false),
    params: () =>
      claimSchema({
        vertragsnummer: given('deine Polizzennummer', contractNumber('Polizzennummer')),
        geburtsdatum: given('dein Geburtsdatum', isoDate),
        plz: postcode,
        name: visitorName,
        email: given('deine E-Mail-Adresse', emailParam),
      }),
    result: () => claimSummarySchema,
  }),
  /** The customer's claims, newest first. */
  getSchadensmeldungen: jsonCall({
    mode: 'Schadensmeldung',
    fn: 'GetSchadensmeldungen',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () => z.array(claimSummarySchema),
  }),
  /** One of the customer's claims with its answers, status history and documents. */
  getSchadensmeldung: jsonCall({
    mode: 'Schadensmeldung',
    fn: 'GetSchadensmeldung',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ schadennummer: claimNumberParam }),
    result: () => claimDetailSchema,
  }),
  /** More files for one of the customer's claims; the claims desk gets them by mail. */
  addSchadensmeldungDokumente: jsonCall({
    mode: 'Schadensmeldung',
    fn: 'AddSchadensmeldungDokumente',
    method: 'POST',
    access: 'customer',
    body: 'multipart',
    files: claimFiles(true),
    params: () => z.object({ schadennummer: claimNumberParam }),
    result: () => claimDetailSchema,
  }),
});
