import { z } from 'zod/mini';
import { jsonCall, callArea } from '../call.ts';
import { formBoolean, noParams } from '../wire-fields.ts';
import { sessionCalls } from './session.ts';

/** A passkey the customer does not have (removed, another customer's). */
export const PASSKEY_NOT_FOUND = 'Dieser Passkey wurde nicht gefunden.';

/** An answer that is no WebAuthn answer at all (the app never sends one). */
export const PASSKEY_INVALID_ANSWER = 'Die Antwort des Passkeys ist ungültig.';

/**
 * The browser's answer (`PublicKeyCredential.toJSON()`, as @simplewebauthn/browser hands it on)
 * as a JSON text; the server reads it and its WebAuthn library checks all of it.
 */
const credentialParam = () =>
  z
    .string({ error: PASSKEY_INVALID_ANSWER })
    .check(z.maxLength(32_000, { error: PASSKEY_INVALID_ANSWER }));

/**
 * The options for `navigator.credentials.create()` or `.get()` as the server's library writes
 * them (their JSON form); the browser library turns them into the WebAuthn API's objects.
 */
const optionsResult = () => z.object({ Optionen: z.unknown() });

const passkeySchema = () =>
  z.object({
    /** The public id the list shows and removes by (not the credential's id). */
    Id: z.string(),
    /** Where it was set up: "Windows-PC", "iPhone", … */
    Geraet: z.string(),
    /** "Chrome 131", …; empty when the browser did not say. */
    Browser: z.string(),
    /** ISO instants. */
    Eingerichtet: z.string(),
    ZuletztVerwendet: z.string(),
  });
export type Passkey = z.infer<ReturnType<typeof passkeySchema>>;

/** Passkeys on the web (decision 029): the web's counterpart of the biometric login. */
export const passkeyCalls = callArea({
  /**
   * Beyond the spec: the options to create a passkey for the logged-in customer, within minutes
   * of a password login. Their challenge is bound to the session, used once and valid 5 minutes.
   */
  getPasskeyRegistrationOptions: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetPasskeyRegistrationOptions',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: optionsResult,
  }),
  /** Beyond the spec: stores the passkey the browser created with those options. */
  registerPasskey: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'RegisterPasskey',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.object({
        antwort: credentialParam(),
      }),
    result: passkeySchema,
  }),
  /**
   * Beyond the spec: the options to log in with a passkey. No number is asked: the browser
   * offers the passkeys it holds for this site (discoverable credentials), so the answer names
   * none and says nothing about any customer. The challenge is bound to the session.
   */
  getPasskeyLoginOptions: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetPasskeyLoginOptions',
    method: 'POST',
    access: 'public',
    body: 'none',
    params: () => noParams,
    result: optionsResult,
  }),
  /**
   * Beyond the spec: the passkey login. It counts toward the login protection like a password
   * login; every refusal has the one answer `Errors.general` (`PASSKEY_MESSAGES.loginRefused`).
   * The messages live apart (`@servicebereich/protocol/passkey-messages`), so the app's first
   * load leaves them out.
   * The answer is a login's, with the customer's number, which the app did not know before.
   */
  passkeyLogin: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'PasskeyLogin',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () =>
      z.object({
        antwort: credentialParam(),
        /** As at Login. */
        includeschadensmeldung: z._default(formBoolean, false),
      }),
    result: () => z.extend(sessionCalls.login.result, { Verfuegernummer: z.string() }),
  }),
  /** Beyond the spec: the customer's passkeys, latest used first. */
  getPasskeys: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetPasskeys',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () => z.object({ Passkeys: z.array(passkeySchema()) }),
  }),
  /** Beyond the spec: removes one of the customer's passkeys; it logs nobody in any more. */
  removePasskey: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'RemovePasskey',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.object({
        id: z
          .string({ error: PASSKEY_NOT_FOUND })
          .check(z.regex(/^[A-Za-z0-9_-]{22}$/, { error: PASSKEY_NOT_FOUND })),
      }),
    result: () => z.object({ Entfernt: z.literal(true) }),
  }),
});
