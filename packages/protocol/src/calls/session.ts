import { z } from 'zod/mini';
import { jsonCall, callArea } from '../call.ts';
import { formBoolean, customerNumberParam, noParams } from '../wire-fields.ts';
import { checklistSchema } from './checklists.ts';
import { contractSchema } from './contracts.ts';
import { downloadIdParam } from './postbox.ts';

/** The one answer to a wrong password of a logged-in customer, whatever was wrong. */
export const PASSWORD_WRONG = 'Das Passwort ist nicht korrekt. Bitte versuche es noch einmal.';

/** The answer to a biometric login whose device credential is unknown, used or revoked (SPEC 5). */
export const deviceLoginMissing = (customerNumber: string) =>
  `Für die Verfügernummer ${customerNumber} wurde kein verknüpftes Passwort gefunden. Bitte logge dich manuell ein.`;

/**
 * The app's installation id, random and made by the app at its first start: it names the caller's
 * own device, never a thing of the customer's, so each customer has their own credential on it.
 */
export const installationIdParam = z
  .string({ error: 'Dieses Gerät wurde nicht gefunden.' })
  .check(z.regex(/^[A-Za-z0-9_-]{16,64}$/, { error: 'Dieses Gerät wurde nicht gefunden.' }));

/** What a login answers: what the app stores, and the new session's CSRF token. */
const loginResult = () =>
  z.object({
    vertraege: z.array(contractSchema),
    checklists: z.array(checklistSchema),
    vorname: z.string(),
    CSRFToken: z.string(),
  });

export const sessionCalls = callArea({
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
    result: () => loginResult(),
  }),
  /**
   * Beyond the spec: sets up the biometric login of this device after a password login (decision
   * 027). The answer's secret (256 bits) is the device's to keep in its Keychain or Keystore behind
   * the biometry; the server keeps only its hash. A second set-up of the device replaces the first.
   */
  registerDeviceLogin: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'RegisterDeviceLogin',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ installationid: installationIdParam }),
    result: () => z.object({ DeviceSecret: z.string() }),
  }),
  /**
   * Beyond the spec: the biometric login. It counts toward the login protection like a password
   * login. The secret is used once: the answer carries the next one, and a used one presented
   * again revokes the device's login.
   */
  deviceLogin: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'DeviceLogin',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () =>
      z.object({
        verfuegernummer: customerNumberParam,
        installationid: installationIdParam,
        secret: z
          .string({ error: 'Bitte logge dich manuell ein.' })
          .check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Bitte logge dich manuell ein.' })),
        /** As at Login. */
        includeschadensmeldung: z._default(formBoolean, false),
      }),
    result: () => z.extend(loginResult(), { DeviceSecret: z.string() }),
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
});
