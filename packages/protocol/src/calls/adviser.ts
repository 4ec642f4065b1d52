import { z } from 'zod/mini';
import { CONTACT_FILES, contactParams } from '../adviser-contact.ts';
import { binaryCall, jsonCall, callArea } from '../call.ts';
import { contractNumberParam, noParams } from '../wire-fields.ts';

/** The answer for a photo that is not there, or not of one of the customer's advisers. */
export const ADVISER_PHOTO_MISSING = 'Zu dieser Beraterin oder diesem Berater gibt es kein Foto.';

export const adviserSchema = z.object({
  AgentId: z.string(),
  Name: z.string(),
  Funktion: z.string(),
  Email: z.string(),
  Telefon: z.string(),
  Adresse: z.string(),
  /** The address of the photo (GetBeraterBild, the app's own origin); null without one. */
  BildUrl: z.nullable(z.string()),
  VideoTermin: z.boolean(),
});

export type Adviser = z.infer<typeof adviserSchema>;

/** An adviser with the customer's contracts they look after. */
export const adviserWithContractsSchema = z.extend(adviserSchema, {
  Vertraege: z.array(z.object({ ContractId: z.string(), Name: z.string() })),
});

/** The head office, which every customer may write to. */
export const headOfficeSchema = z.object({
  Name: z.string(),
  Email: z.string(),
  Telefon: z.string(),
  Adresse: z.string(),
});

export const adviserCalls = callArea({
  /**
   * Beyond the spec: every adviser of the customer (their own and those of their contracts),
   * each once with the contracts they look after, and the head office.
   */
  getBeraterUebersicht: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetBeraterUebersicht',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () =>
      z.object({ Berater: z.array(adviserWithContractsSchema), Zentrale: headOfficeSchema }),
  }),
  /**
   * Beyond the spec: the photo of one of the customer's advisers, a JPEG. Another customer's
   * adviser, and one without a photo, are answered alike (`beraterid`).
   */
  getBeraterBild: binaryCall({
    mode: 'MeinServicebereich',
    fn: 'GetBeraterBild',
    method: 'GET',
    access: 'customer',
    body: 'none',
    params: () =>
      z.object({
        beraterid: z
          .string({ error: ADVISER_PHOTO_MISSING })
          .check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,40}$/, { error: ADVISER_PHOTO_MISSING })),
      }),
  }),
  /** The customer's adviser, or the adviser of one contract. */
  getBerater: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetBerater',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ vertragsnummer: z.optional(contractNumberParam) }),
    result: () => adviserSchema,
  }),
  /**
   * A message to one of the customer's advisers (agentId) or to the head office (headquarter),
   * with an optional callback wish and up to 10 photos or PDFs (docs/decisions/020).
   */
  kontakt: jsonCall({
    mode: 'General',
    fn: 'Kontakt',
    method: 'POST',
    access: 'customer',
    body: 'multipart',
    files: CONTACT_FILES,
    params: () => contactParams,
    result: () => z.object({ Sent: z.literal(true) }),
  }),
});
