import { z } from 'zod/mini';
import { jsonCall } from '../call.ts';
import { emailParam, genderParam } from './general.ts';
import { customerNumberParam, isoDate, noParams } from '../wire-fields.ts';
import { postcodeParam } from './storm-warning.ts';
import { PASSWORD_WRONG } from './session.ts';
import { newPasswordParam, PASSWORD_MESSAGES, samePassword } from '../password-rules.ts';

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

const text = (max: number, required: string | null) => {
  const base = z.string().check(z.trim(), z.maxLength(max, { error: `Höchstens ${max} Zeichen.` }));
  return required === null ? z._default(base, '') : base.check(z.minLength(1, { error: required }));
};

export const profileCalls = {
  getUserAddress: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetUserAddress',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () => userSchema,
  }),
  updateUserData: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UpdateUserData',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.object({
        geschlecht: genderParam,
        titelvorne: text(40, null),
        titelhinten: text(40, null),
        vorname: text(100, 'Bitte gib deinen Vornamen ein.'),
        nachname: text(100, 'Bitte gib deinen Nachnamen ein.'),
        geburtsdatum: isoDate,
        email: emailParam,
        mobil: z
          .string()
          .check(
            z.trim(),
            z.regex(/^\+?[0-9 /-]{6,20}$/, { error: 'Bitte gib eine gültige Mobilnummer ein.' }),
          ),
        strasse: text(100, 'Bitte gib deine Straße ein.'),
        hausnummer: text(20, 'Bitte gib deine Hausnummer ein.'),
        stiegestocktuer: text(20, null),
        plz: postcodeParam,
        ort: text(100, 'Bitte gib deinen Ort ein.'),
        beruf: text(100, null),
        beschaeftigungsart: text(100, null),
      }),
    result: () => userSchema,
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
} as const;
