import { z } from 'zod/mini';
import { jsonCall, callArea } from '../call.ts';
import type { Errors } from '../envelope.ts';
import { emailParam } from './general.ts';
import {
  customerNumberParam,
  isoDate,
  noParams,
  postcodeParam,
  TEXT_MESSAGES,
  textLine,
} from '../wire-fields.ts';
import { PASSWORD_WRONG } from './session.ts';
import { newPasswordParam, PASSWORD_MESSAGES, samePassword } from '../password-rules.ts';
import { normaliseMobile } from '../mobile-number.ts';
import { PROFESSIONS, TITLES_AFTER, TITLES_BEFORE } from '../reference-data.ts';

export const userSchema = z.object({
  verfuegernummer: z.string(),
  /** m = Herr, w = Frau */
  geschlecht: z.enum(['m', 'w']),
  titelvorne: z.string(),
  titelhinten: z.string(),
  vorname: z.string(),
  nachname: z.string(),
  geburtsdatum: isoDate,
  email: z.string(),
  mobil: z.string(),
  strasse: z.string(),
  hausnummer: z.string(),
  /** Stiege/Stock/Tür, e.g. "2/3/14". */
  stiegestocktuer: z.string(),
  plz: z.string(),
  ort: z.string(),
  beruf: z.string(),
  beschaeftigungsart: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A postal address as written in Austria: `Mariahilfer Straße 1/2/3, 1060 Wien`. */
export function postalAddress(
  user: Pick<User, 'strasse' | 'hausnummer' | 'stiegestocktuer' | 'plz' | 'ort'>,
): string {
  const door = user.stiegestocktuer === '' ? '' : `/${user.stiegestocktuer}`;
  return `${user.strasse} ${user.hausnummer}${door}, ${user.plz} ${user.ort}`;
}

export const PROFILE_MESSAGES = {
  tooLong: TEXT_MESSAGES.tooLong,
  controlCharacters: TEXT_MESSAGES.controlCharacters,
  mobile: 'Bitte gib eine gültige Mobilnummer ein, zum Beispiel 0664 1234567.',
  titlePrefix: 'Bitte wähle einen Titel aus der Liste.',
  titleSuffix: 'Bitte wähle einen Titel aus der Liste.',
  profession: 'Bitte wähle einen Beruf aus der Liste.',
  unknownFields: 'Diese Angaben können im Profil nicht geändert werden.',
  postcodeUnknown: 'Diese Postleitzahl gibt es in Österreich nicht.',
  cityMismatch: (postcode: string, places: readonly string[]) =>
    `Dieser Ort passt nicht zur Postleitzahl ${postcode}. Zu ihr gehört zum Beispiel ${places.join(', ')}.`,
  /** Identifying data changes only at the customer service, with a document. */
  readOnly: {
    verfuegernummer: 'Die Verfügernummer passt nicht zu deiner Anmeldung.',
    geschlecht:
      'Die Anrede können wir nur mit einem Nachweis ändern. Bitte wende dich an unseren Kundenservice.',
    vorname:
      'Deinen Namen können wir nur mit einem Nachweis ändern, etwa einer Heiratsurkunde. Bitte wende dich an unseren Kundenservice.',
    nachname:
      'Deinen Namen können wir nur mit einem Nachweis ändern, etwa einer Heiratsurkunde. Bitte wende dich an unseren Kundenservice.',
    geburtsdatum:
      'Dein Geburtsdatum können wir nur mit einem Nachweis ändern. Bitte wende dich an unseren Kundenservice.',
  },
  emailChangesPerDay:
    'Du hast deine E-Mail-Adresse heute schon mehrmals geändert. Bitte versuche es morgen noch einmal.',
  linkInvalid:
    'Dieser Bestätigungslink ist ungültig. Bitte prüfe, ob du ihn vollständig aus der E-Mail übernommen hast.',
  linkExpired:
    'Dieser Bestätigungslink ist abgelaufen oder wurde durch eine neuere Änderung ersetzt. Bitte ändere deine E-Mail-Adresse im Profil noch einmal.',
  linkUsed: 'Diese E-Mail-Adresse wurde mit diesem Link bereits bestätigt.',
} as const;

/** One entry of a list the app offers (titles, professions), or empty for none. */
const choice = (values: readonly string[], error: string) =>
  z._default(
    z.string({ error }).check(
      z.trim(),
      z.refine((value) => value === '' || values.includes(value), { error }),
    ),
    '',
  );

/** Empty for none; otherwise any way of writing a mobile number, answered in E.164. */
export const mobileNumberParam = z._default(
  z.pipe(
    z
      .string({ error: PROFILE_MESSAGES.mobile })
      .check(z.trim(), z.maxLength(30, { error: PROFILE_MESSAGES.mobile })),
    z.transform((typed, ctx) => {
      if (typed === '') return '';
      const e164 = normaliseMobile(typed);
      if (e164 === null) {
        ctx.issues.push({ code: 'custom', message: PROFILE_MESSAGES.mobile, input: typed });
        return z.NEVER;
      }
      return e164;
    }),
  ),
  '',
);

/**
 * Data that identifies the customer: sent, it must be what is stored (an older app sends the
 * whole profile); the server refuses any other value and changes nothing.
 */
const readOnly = z.optional(z.string().check(z.maxLength(200)));

/** The editable fields of the profile; anything else is refused, never silently dropped. */
export const updateUserDataParams = z.strictObject(
  {
    titelvorne: choice(TITLES_BEFORE, PROFILE_MESSAGES.titlePrefix),
    titelhinten: choice(TITLES_AFTER, PROFILE_MESSAGES.titleSuffix),
    email: emailParam,
    mobil: mobileNumberParam,
    strasse: textLine(100, 'Bitte gib deine Straße ein.'),
    hausnummer: textLine(20, 'Bitte gib deine Hausnummer ein.'),
    stiegestocktuer: textLine(20, null),
    plz: postcodeParam,
    ort: textLine(100, 'Bitte gib deinen Ort ein.'),
    beruf: choice(
      PROFESSIONS.map(([value]) => value),
      PROFILE_MESSAGES.profession,
    ),
    beschaeftigungsart: textLine(100, null),
    verfuegernummer: readOnly,
    geschlecht: readOnly,
    vorname: readOnly,
    nachname: readOnly,
    geburtsdatum: readOnly,
  },
  { error: PROFILE_MESSAGES.unknownFields },
);

const IDENTITY_FIELDS = ['geschlecht', 'vorname', 'nachname', 'geburtsdatum'] as const;

/**
 * The identifying fields a profile change sent with another value than the customer's: one
 * error each. Leaving them out or sending them unchanged is fine.
 */
export function identityChangeErrors(
  user: User,
  sent: Partial<Record<(typeof IDENTITY_FIELDS)[number], string | undefined>>,
): Errors {
  return Object.fromEntries(
    IDENTITY_FIELDS.filter((f) => sent[f] !== undefined && sent[f].trim() !== user[f]).map((f) => [
      f,
      PROFILE_MESSAGES.readOnly[f],
    ]),
  );
}

/** The single-use token of a confirmation link: 256 bits, URL-safe Base64. */
export const emailChangeTokenParam = z
  .string({ error: PROFILE_MESSAGES.linkInvalid })
  .check(z.regex(/^[A-Za-z0-9_-]{43}$/, { error: PROFILE_MESSAGES.linkInvalid }));

export const profileCalls = callArea({
  getUserAddress: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetUserAddress',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () => userSchema,
  }),
  /**
   * Saves the editable profile fields (docs/decisions/019). Name, birth date, gender and number
   * are read-only. A new e-mail address takes effect only once confirmed by the link mailed to
   * it: the Result still carries the current address, GetEmailChange the pending one.
   */
  updateUserData: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UpdateUserData',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => updateUserDataParams,
    result: () => userSchema,
  }),
  /** Beyond the spec: the e-mail address waiting for its confirmation, if any. */
  getEmailChange: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetEmailChange',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () =>
      z.object({
        Ausstehend: z.nullable(
          z.object({
            email: z.string(),
            /** ISO instant: the link works until then. */
            GueltigBis: z.string(),
          }),
        ),
      }),
  }),
  /**
   * Beyond the spec: the link mailed to a new address, opened. Public, as the mail may be read
   * on a device without a session; the token alone is the proof, and it works once.
   */
  confirmEmailChange: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'ConfirmEmailChange',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () => z.object({ token: emailChangeTokenParam }),
    result: () => z.object({ Bestaetigt: z.literal(true), email: z.string() }),
  }),
  /**
   * The session's customer sets a new password. A wrong `passwordold` counts as a failed login
   * of the number and answers `Errors.passwordold`. On success the session and its CSRF token are
   * replaced (the answer carries the new token), every other session of the customer ends, and
   * a mail tells the customer.
   */
  changePassword: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'ChangePassword',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z
        .object({
          verfuegernummer: customerNumberParam,
          passwordold: z
            .string({ error: 'Bitte gib dein bisheriges Passwort ein.' })
            .check(
              z.minLength(1, { error: 'Bitte gib dein bisheriges Passwort ein.' }),
              z.maxLength(1024, { error: PASSWORD_WRONG }),
            ),
          passwordnew: newPasswordParam,
        })
        .check(
          z.refine((p) => !samePassword(p.passwordold, p.passwordnew), {
            error: PASSWORD_MESSAGES.sameAsOld,
            path: ['passwordnew'],
          }),
        ),
    result: () => z.object({ Changed: z.literal(true), CSRFToken: z.string() }),
  }),
});
