import { z } from 'zod';
import { jsonCall } from '../call.ts';
import { contractNumberParam, formBoolean } from '../wire-fields.ts';

export const adviserSchema = z.object({
  AgentId: z.string(),
  Name: z.string(),
  Funktion: z.string(),
  Email: z.string(),
  Telefon: z.string(),
  Adresse: z.string(),
  BildUrl: z.string().nullable(),
  VideoTermin: z.boolean(),
});

export const adviserCalls = {
  /** The customer's adviser, or the adviser of one contract. */
  getBerater: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetBerater',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: z.object({ vertragsnummer: contractNumberParam.optional() }),
    result: adviserSchema,
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
    params: z.object({
      password: z
        .string({ error: 'Bitte gib das Passwort ein.' })
        .min(1, { error: 'Bitte gib das Passwort ein.' })
        .max(100),
      beraterid: z
        .string({ error: 'Der Berater ist ungültig.' })
        .trim()
        .regex(/^[A-Za-z0-9-]{1,40}$/, { error: 'Der Berater ist ungültig.' }),
      checkpassword: formBoolean.default(false),
    }),
    result: z.object({ ChatId: z.string().nullable() }),
  }),
  videoCallGetRoom: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'VideoCallGetRoom',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: z.object({
      chatid: z
        .string({ error: 'Der Termin ist ungültig.' })
        .trim()
        .regex(/^[A-Za-z0-9_-]{8,100}$/, { error: 'Der Termin ist ungültig.' }),
    }),
    result: z.object({ RoomUrl: z.string(), Beginn: z.string(), BeraterName: z.string() }),
  }),
} as const;
