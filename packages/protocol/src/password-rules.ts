import { z } from 'zod/mini';

/** A new password's rules, shown to the customer while typing and checked by the server. */
export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 256;

export const PASSWORD_MESSAGES = {
  missing: 'Bitte gib ein neues Passwort ein.',
  tooShort: `Das Passwort muss mindestens ${PASSWORD_MIN_LENGTH} Zeichen lang sein.`,
  tooLong: `Das Passwort darf höchstens ${PASSWORD_MAX_LENGTH} Zeichen lang sein.`,
  controlCharacters: 'Das Passwort darf keine Steuerzeichen enthalten.',
  sameAsOld: 'Das neue Passwort muss sich vom bisherigen unterscheiden.',
  common: 'Dieses Passwort ist sehr verbreitet und leicht zu erraten. Bitte wähle ein anderes.',
} as const;

/**
 * Length in characters as the customer sees them: code points of the NFC form, so "ä" counts
 * once however it was typed and an emoji is not two.
 */
export function passwordLength(password: string): number {
  return Array.from(password.normalize('NFC')).length;
}

const CONTROL = /\p{Cc}/u;

/** The rules of a new password that hold or not for the password alone. */
export function passwordRuleChecks(password: string) {
  const length = passwordLength(password);
  return {
    minLength: length >= PASSWORD_MIN_LENGTH,
    maxLength: length <= PASSWORD_MAX_LENGTH,
    noControlCharacters: !CONTROL.test(password),
  };
}

/** Any Unicode, 12 to 256 characters, no control characters; never trimmed. */
export const newPasswordParam = z.string({ error: PASSWORD_MESSAGES.missing }).check(
  z.refine((p) => passwordRuleChecks(p).minLength, { error: PASSWORD_MESSAGES.tooShort }),
  z.refine((p) => passwordRuleChecks(p).maxLength, { error: PASSWORD_MESSAGES.tooLong }),
  z.refine((p) => passwordRuleChecks(p).noControlCharacters, {
    error: PASSWORD_MESSAGES.controlCharacters,
  }),
);

export function samePassword(a: string, b: string): boolean {
  return a.normalize('NFC') === b.normalize('NFC');
}
