/**
 * A mobile number as typed ("0664 1234567", "+43 664/123 45 67", "0043 664 1234567") in E.164
 * ("+436641234567"), or null when it is none. A number without a country code is Austrian; an
 * Austrian one must be a mobile number (area codes 650 to 699), for the SMS it is kept for.
 */
export function normaliseMobile(typed: string): string | null {
  const compact = typed.replace(/[\s/().-]/g, '');
  const international = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : compact.startsWith('0')
        ? `43${compact.slice(1)}`
        : null;
  // E.164: a country code that does not begin with 0, at most 15 digits in all.
  if (international === null || !/^[1-9]\d{7,14}$/.test(international)) return null;
  if (international.startsWith('43') && !/^436[5-9]\d{6,10}$/.test(international)) return null;
  return `+${international}`;
}

/**
 * A stored mobile number as the customer reads it: an Austrian one grouped as "+43 664 1234567"
 * (country, network, subscriber), a foreign one in E.164; a number that is none is shown as it
 * was stored.
 */
export function displayMobile(stored: string): string {
  const e164 = normaliseMobile(stored);
  if (e164 === null) return stored;
  const austrian = /^\+43(6\d\d)(\d+)$/.exec(e164);
  return austrian === null ? e164 : `+43 ${austrian[1] ?? ''} ${austrian[2] ?? ''}`;
}
