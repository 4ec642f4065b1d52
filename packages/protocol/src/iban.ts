/**
 * IBAN lengths of the SEPA countries (ISO 13616 registry). Direct debits are SEPA only, so an IBAN
 * of any other country is refused rather than checked against a partial list.
 */
const IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

const IBAN_PATTERN = /^([A-Z]{2})([0-9]{2})[A-Z0-9]+$/;

/** Customers paste IBANs with spaces (also non-breaking ones) and in lower case. */
export function normalizeIban(s: string): string {
  return s.replace(/\s+/g, '').toUpperCase();
}

/**
 * ISO 13616 remainder of the IBAN read as one big number (letters A–Z count as 10–35). Taken one
 * character at a time, so every intermediate value stays below 10,000 and no BigInt is needed.
 */
function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const char of alphanumeric) {
    const value = Number.parseInt(char, 36);
    remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
  }
  return remainder;
}

/** Accepts spaced and lower-case input, as typed; the length must match the country. */
export function isValidIban(s: string): boolean {
  const iban = normalizeIban(s);
  const match = IBAN_PATTERN.exec(iban);
  if (match === null) return false;
  const [, country = '', checkDigits = ''] = match;
  if (IBAN_LENGTHS[country] !== iban.length) return false;
  // 98 − (n mod 97) is always 02…98: 00, 01 and 99 never come out of a correct calculation.
  const check = Number(checkDigits);
  if (check < 2 || check > 98) return false;
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** `at611904300234573201` → `AT61 1904 3002 3457 3201`, the print format of ISO 13616. */
export function formatIban(s: string): string {
  return normalizeIban(s).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * `AT611904300234573201` → `AT61 •••• •••• •••• 3201`: country and check digits and the last four
 * characters, enough for a customer to recognise an account, too little to debit it. For mails and
 * anything else that leaves the app.
 */
export function maskIban(s: string): string {
  const iban = normalizeIban(s);
  const hidden = iban.slice(4, -4).replace(/./g, '•');
  return formatIban(iban.slice(0, 4) + hidden + iban.slice(-4));
}
