import { z } from 'zod/mini';
import { binaryCall, jsonCall, callArea } from '../call.ts';
import { newPasswordParam } from '../password-rules.ts';
import { viennaIsoDate } from '../de-at.ts';
import { customerNumberParam, isoDate, noParams } from '../wire-fields.ts';
import { sessionCalls } from './session.ts';

/** Letters and digits of an activation code, without the ones easily mistaken (I, L, O, U). */
export const ACTIVATION_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const ACTIVATION_CODE_LENGTH = 16;

/** The code as printed in groups of four (`7K3M-Q9TX-4HPA-2W6R`). */
export function formatActivationCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** Spaces and dashes as typed are dropped, lower case is upper case. */
export const activationCodeParam = z.pipe(
  z
    .string({ error: 'Bitte gib deinen Aktivierungscode ein.' })
    .check(z.maxLength(64, { error: 'Der Aktivierungscode ist ungültig.' })),
  z.pipe(
    // As typed: with spaces or dashes, in small letters, and with O for 0 or I and L for 1,
    // which the alphabet leaves out so that nothing is misread.
    z.transform((code: string) =>
      code.replace(/[\s-]/g, '').toUpperCase().replaceAll('O', '0').replace(/[IL]/g, '1'),
    ),
    z.string().check(
      z.regex(new RegExp(`^[${ACTIVATION_CODE_ALPHABET}]{${ACTIVATION_CODE_LENGTH}}$`), {
        error: `Der Aktivierungscode besteht aus ${ACTIVATION_CODE_LENGTH} Buchstaben und Ziffern.`,
      }),
    ),
  ),
);

const activationParams = () =>
  z.object({
    verfuegernummer: customerNumberParam,
    aktivierungscode: activationCodeParam,
    geburtsdatum: isoDate,
  });

export const ACTIVATION_MESSAGES = {
  /** Whatever did not match: the number, the code or the birth date. */
  mismatch:
    'Die Angaben passen nicht zusammen. Bitte prüfe Verfügernummer, Aktivierungscode und Geburtsdatum.',
  used: 'Dieser Aktivierungscode wurde bereits eingelöst. Melde dich mit deinem Passwort an oder fordere bei unserem Kundenservice einen neuen Code an.',
  expired:
    'Dieser Aktivierungscode ist abgelaufen. Bitte fordere bei unserem Kundenservice einen neuen Code an.',
  locked: (minutes: number) =>
    `Zu viele fehlgeschlagene Versuche. Bitte versuche es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} noch einmal.`,
} as const;

export const accountCalls = callArea({
  /**
   * Beyond the spec: a new customer's first step of the activation, checking the Verfügernummer,
   * the activation code from the letter and the birth date before the new password is asked.
   * Every mismatch answers the same `Errors.activate`; a used or expired code says so only when
   * number, code and birth date all match. Attempts count per number and per address.
   */
  checkActivationCode: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'CheckActivationCode',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: activationParams,
    result: () => z.object({ Gueltig: z.literal(true) }),
  }),
  /**
   * Beyond the spec: the activation itself, with the same three values and the new password. The
   * code is used up, the password set and the customer logged in: the answer is a login's.
   */
  activate: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'Activate',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () => z.extend(activationParams(), { passwordnew: newPasswordParam }),
    result: () => sessionCalls.login.result,
  }),
});

const deviceSchema = z.object({
  /** Names the session without being its secret. */
  Id: z.string(),
  /** "iPhone", "Android-Smartphone", "Windows-PC", … */
  Geraet: z.string(),
  /** "Safari 18", "Chrome 131", …; empty when the browser did not say. */
  Browser: z.string(),
  /** ISO instants. */
  Angemeldet: z.string(),
  ZuletztAktiv: z.string(),
  /** Where it was signed in, from its address ("Wien, Österreich"); null when unknown. */
  Ort: z.nullable(z.string()),
  /** The session of this very request. */
  Aktuell: z.boolean(),
});
export type SignedInDevice = z.infer<typeof deviceSchema>;

export const sessionIdParam = z
  .string({ error: 'Dieses Gerät wurde nicht gefunden.' })
  .check(z.regex(/^[A-Za-z0-9_-]{22}$/, { error: 'Dieses Gerät wurde nicht gefunden.' }));

export const deviceCalls = callArea({
  /** Beyond the spec: the customer's live sessions ("Angemeldete Geräte"), latest used first. */
  getSessions: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetSessions',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () => z.object({ Geraete: z.array(deviceSchema) }),
  }),
  /** Beyond the spec: ends one other session of the customer. */
  endSession: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'EndSession',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ id: sessionIdParam }),
    result: () => z.object({ Beendet: z.literal(true) }),
  }),
  /** Beyond the spec: the devices set up for the biometric login, latest used first. */
  getDeviceLogins: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetDeviceLogins',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () =>
      z.object({
        Geraete: z.array(
          z.object({
            Id: z.string(),
            Geraet: z.string(),
            /** ISO instants. */
            Eingerichtet: z.string(),
            ZuletztVerwendet: z.string(),
          }),
        ),
      }),
  }),
  /** Beyond the spec: revokes one device's biometric login. */
  endDeviceLogin: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'EndDeviceLogin',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ id: sessionIdParam }),
    result: () => z.object({ Beendet: z.literal(true) }),
  }),
  /** Beyond the spec: ends every session of the customer but this one. */
  endOtherSessions: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'EndOtherSessions',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () => z.object({ Beendet: z.literal(true) }),
  }),
});

/** The name of the data export: `Meine-Daten-2026-11-24.zip`, the day in Austria. */
export function dataExportFileName(now: number): string {
  return `Meine-Daten-${viennaIsoDate(now)}.zip`;
}

export const dataExportCalls = callArea({
  /**
   * Beyond the spec: everything stored about the customer as one ZIP ("Meine Daten", GDPR
   * Art. 15 and 20), a JSON file with every row and the documents they name. The answer has a
   * Content-Length, so the app can show how much has arrived.
   */
  getMeineDaten: binaryCall({
    mode: 'MeinServicebereich',
    fn: 'GetMeineDaten',
    method: 'GET',
    access: 'customer',
    body: 'none',
    params: () => noParams,
  }),
});
