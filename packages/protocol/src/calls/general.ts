import { z } from 'zod/mini';
import { jsonCall, callArea } from '../call.ts';
import { noParams } from '../wire-fields.ts';

const option = z.lazy(() => z.object({ Value: z.string(), Text: z.string() }));

export const emailParam = z.lazy(() =>
  z.pipe(
    z
      .string({ error: 'Bitte gib deine E-Mail-Adresse ein.' })
      .check(z.trim(), z.maxLength(254, { error: 'Die E-Mail-Adresse ist zu lang.' })),
    z.email({ error: 'Bitte gib eine gültige E-Mail-Adresse ein.' }),
  ),
);

export const genderParam = z.enum(['m', 'w'], { error: 'Bitte wähle Herr oder Frau.' });

/** The longest my21 feedback or questionnaire. */
export const MY21_MESSAGE_MAX_LENGTH = 5000;

const my21MailParams = () =>
  z.object({
    email: emailParam,
    message: z.string({ error: 'Bitte gib eine Nachricht ein.' }).check(
      z.trim(),
      z.minLength(1, { error: 'Bitte gib eine Nachricht ein.' }),
      z.maxLength(MY21_MESSAGE_MAX_LENGTH, {
        error: `Die Nachricht darf höchstens ${String(MY21_MESSAGE_MAX_LENGTH)} Zeichen lang sein.`,
      }),
    ),
  });

export const generalCalls = callArea({
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
  emailMy21Feedback: jsonCall({
    mode: 'General',
    fn: 'EmailMy21Feedback',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: my21MailParams,
    result: () => z.object({ Sent: z.literal(true) }),
  }),
  emailMy21Fragebogen: jsonCall({
    mode: 'General',
    fn: 'EmailMy21Fragebogen',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: my21MailParams,
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
});
