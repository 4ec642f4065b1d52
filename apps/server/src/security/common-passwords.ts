import { readFileSync } from 'node:fs';

// The 49,233 most common passwords of the zxcvbn dictionary (MIT, see
// common-passwords.LICENSE.txt), one per line, lower case.
let list: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  list ??= new Set(
    readFileSync(new URL('common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .filter((line) => line !== ''),
  );
  return list;
}

/**
 * Whether a password is a common one, or a common one with digits and symbols put after it
 * ("Passwort2026!"): long enough, but among the first guesses of anyone who tries.
 */
export function isCommonPassword(password: string): boolean {
  const lower = password.normalize('NFC').toLowerCase();
  const base = lower.replace(/[^\p{L}]+$/u, '');
  const words = commonPasswords();
  return words.has(lower) || (base !== '' && words.has(base));
}
