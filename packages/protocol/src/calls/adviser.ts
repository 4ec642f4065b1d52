import { z } from 'zod/mini';
import { jsonCall } from '../call.ts';
import { contractNumberParam, formBoolean, noParams } from '../wire-fields.ts';

export const adviserSchema = z.object({
  AgentId: z.string(),
  Name: z.string(),
  Funktion: z.string(),
  Email: z.string(),
  Telefon: z.string(),
  Adresse: z.string(),
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

export const adviserCalls = {
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
   * With checkpassword=true only the appointment password is checked (page
   * /services/video-termin-abschluss); otherwise the meeting room is created.
   */
  videoCallGenerate: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'VideoCallGenerate',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () =>
      z.object({
        password: z
          .string({ error: 'Bitte gib das Passwort ein.' })
          .check(z.minLength(1, { error: 'Bitte gib das Passwort ein.' }), z.maxLength(100)),
        beraterid: z
          .string({ error: 'Der Berater ist ungültig.' })
          .check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,40}$/, { error: 'Der Berater ist ungültig.' })),
        checkpassword: z._default(formBoolean, false),
      }),
    result: () => z.object({ ChatId: z.nullable(z.string()) }),
  }),
  videoCallGetRoom: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'VideoCallGetRoom',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () =>
      z.object({
        chatid: z
          .string({ error: 'Der Termin ist ungültig.' })
          .check(
            z.trim(),
            z.regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'Der Termin ist ungültig.' }),
          ),
      }),
    result: () => z.object({ RoomUrl: z.string(), Beginn: z.string(), BeraterName: z.string() }),
  }),
} as const;
