import { z } from 'zod/mini';
import { jsonCall } from '../call.ts';
import { formBoolean, customerNumberParam, noParams } from '../wire-fields.ts';
import { checklistSchema } from './checklists.ts';
import { contractSchema } from './contracts.ts';
import { downloadIdParam } from './postbox.ts';

/** The one answer to a wrong password of a logged-in customer, whatever was wrong. */
export const PASSWORD_WRONG = 'Das Passwort ist nicht korrekt. Bitte versuche es noch einmal.';

export const sessionCalls = {
  /**
   * Starts a session with a new id. The answer carries a new CSRF token, bound to the new session;
   * the token fetched before the login is no longer valid.
   */
  login: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'Login',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () =>
      z.object({
        verfuegernummer: customerNumberParam,
        passwort: z
          .string({ error: 'Bitte gib dein Passwort ein.' })
          .check(
            z.minLength(1, { error: 'Bitte gib dein Passwort ein.' }),
            z.maxLength(1024, { error: 'Die Verfügernummer oder das Passwort ist nicht korrekt.' }),
          ),
        /** With `false`, the claim features (Schadensmeldung…) are left out of each contract. */
        includeschadensmeldung: z._default(formBoolean, false),
      }),
    result: () =>
      z.object({
        vertraege: z.array(contractSchema),
        checklists: z.array(checklistSchema),
        vorname: z.string(),
        CSRFToken: z.string(),
      }),
  }),
  isLoggedIn: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'IsLoggedIn',
    method: 'POST',
    access: 'public',
    body: 'none',
    params: () => noParams,
    result: () => z.object({ LoggedIn: z.boolean() }),
  }),
  logout: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'Logout',
    method: 'POST',
    access: 'public',
    body: 'none',
    params: () => noParams,
    result: () => z.object({ LoggedIn: z.literal(false) }),
  }),
  /**
   * Beyond the spec: the logged-in customer proves it is them again before a change that an
   * attacker with a stolen session would want (the account of a direct debit). The proof holds
   * for a few minutes and for one such change. A wrong password counts as a failed login of the
   * customer's number and gets one answer, `Errors.passwort`, whatever was wrong.
   */
  confirmPassword: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'ConfirmPassword',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.object({
        passwort: z
          .string({ error: 'Bitte gib dein Passwort ein.' })
          .check(
            z.minLength(1, { error: 'Bitte gib dein Passwort ein.' }),
            z.maxLength(1024, { error: PASSWORD_WRONG }),
          ),
      }),
    result: () => z.object({ Bestaetigt: z.literal(true), GueltigSekunden: z.int() }),
  }),
  /**
   * A short-lived, single-use token that authorises one file download without the cookie.
   * Beyond the spec: it names what it is for (the file call, the file and, for ShowDokboxFile,
   * whether its thumbnail) and opens nothing else.
   */
  getTokenId: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetTokenId',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z
        .object({
          call: z.enum(['GetPostBoxFile', 'ShowDokboxFile'], {
            error: 'Diese Datei kann nicht geöffnet werden.',
          }),
          fileid: downloadIdParam('Die Datei ist ungültig.'),
          Thumb: z._default(formBoolean, false),
        })
        .check(
          z.refine((p) => !p.Thumb || p.call === 'ShowDokboxFile', {
            error: 'Eine Vorschau gibt es nur für Dateien der DokBox.',
            path: ['Thumb'],
          }),
        ),
    result: () => z.object({ TokenId: z.string(), ExpiresInSeconds: z.int() }),
  }),
} as const;
