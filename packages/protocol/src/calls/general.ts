import { z } from 'zod/mini';
import { jsonCall } from '../call.ts';
import { formBoolean, noParams } from '../wire-fields.ts';

const option = z.object({ Value: z.string(), Text: z.string() });

export const emailParam = z.pipe(
  z
    .string({ error: 'Bitte gib deine E-Mail-Adresse ein.' })
    .check(z.trim(), z.maxLength(254, { error: 'Die E-Mail-Adresse ist zu lang.' })),
  z.email({ error: 'Bitte gib eine gültige E-Mail-Adresse ein.' }),
);

export const genderParam = z.enum(['m', 'w'], { error: 'Bitte wähle Herr oder Frau.' });

const my21MailParams = z.object({
  email: emailParam,
  message: z
    .string({ error: 'Bitte gib eine Nachricht ein.' })
    .check(
      z.trim(),
      z.minLength(1, { error: 'Bitte gib eine Nachricht ein.' }),
      z.maxLength(5000, { error: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.' }),
    ),
});

export const generalCalls = {
  getCsrfToken: jsonCall({
    mode: 'General',
    fn: 'GetCSRFToken',
    method: 'POST',
    access: 'public',
    body: 'none',
    params: () => noParams,
    result: () => z.object({ CSRFToken: z.string() }),
  }),
  /** Keeps the session alive; the app sends it every 300000 ms while logged in. */
  ping: jsonCall({
    mode: 'General',
    fn: 'Ping',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () => z.object({ LoggedIn: z.literal(true) }),
  }),
  /** Professions, in the grammatical gender of `geschlecht`. */
  beruf: jsonCall({
    mode: 'General',
    fn: 'Beruf',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () => z.object({ geschlecht: genderParam }),
    result: () => z.array(option),
  }),
  titelV2: jsonCall({
    mode: 'General',
    fn: 'TitelV2',
    method: 'POST',
    access: 'public',
    body: 'none',
    params: () => noParams,
    result: () => z.object({ Vorgestellt: z.array(option), Nachgestellt: z.array(option) }),
  }),
  checkAppVersion: jsonCall({
    mode: 'General',
    fn: 'CheckAppVersion',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () =>
      z.object({
        version: z
          .string({ error: 'Bitte gib eine Version an.' })
          .check(
            z.trim(),
            z.regex(/^\d{1,4}(\.\d{1,4}){0,3}$/, { error: 'Die Version ist ungültig.' }),
          ),
        platform: z.enum(['android', 'ios', 'web'], { error: 'Die Plattform ist ungültig.' }),
      }),
    result: () =>
      z.object({
        UpdateRequired: z.boolean(),
        MinimumVersion: z.string(),
        StoreUrl: z.nullable(z.string()),
      }),
  }),
  /** A message to an adviser (agentId) or to the headquarters, with optional attachments. */
  kontakt: jsonCall({
    mode: 'General',
    fn: 'Kontakt',
    method: 'POST',
    access: 'customer',
    body: 'multipart',
    files: { field: 'file', maxCount: 5, required: false, thumbnails: false },
    params: () =>
      z
        .object({
          agentId: z.optional(z.string().check(z.trim(), z.maxLength(40))),
          headquarter: z.optional(formBoolean),
          betreff: z
            .string({ error: 'Bitte gib einen Betreff ein.' })
            .check(
              z.trim(),
              z.minLength(1, { error: 'Bitte gib einen Betreff ein.' }),
              z.maxLength(200, { error: 'Der Betreff darf höchstens 200 Zeichen lang sein.' }),
            ),
          nachricht: z
            .string({ error: 'Bitte gib eine Nachricht ein.' })
            .check(
              z.trim(),
              z.minLength(1, { error: 'Bitte gib eine Nachricht ein.' }),
              z.maxLength(5000, { error: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.' }),
            ),
          telefon: z.optional(z.string().check(z.trim(), z.maxLength(30))),
          rueckruf: z.optional(formBoolean),
        })
        .check(
          z.refine(
            (p) => (p.agentId !== undefined && p.agentId !== '') !== (p.headquarter === true),
            {
              error: 'Bitte wähle einen Berater oder die Zentrale.',
              path: ['agentId'],
            },
          ),
        ),
    result: () => z.object({ Sent: z.literal(true) }),
  }),
  emailMy21Feedback: jsonCall({
    mode: 'General',
    fn: 'EmailMy21Feedback',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () => my21MailParams,
    result: () => z.object({ Sent: z.literal(true) }),
  }),
  emailMy21Fragebogen: jsonCall({
    mode: 'General',
    fn: 'EmailMy21Fragebogen',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () => my21MailParams,
    result: () => z.object({ Sent: z.literal(true) }),
  }),
  /** Echoes the request headers the server saw (cookies and tokens left out). */
  debugHeader: jsonCall({
    mode: 'General',
    fn: 'DebugHeader',
    method: 'GET',
    access: 'dev',
    body: 'none',
    params: () => noParams,
    result: () => z.object({ Headers: z.record(z.string(), z.string()) }),
  }),
} as const;
