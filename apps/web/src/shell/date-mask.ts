import { DATE_PICKER_FUTURE_LIMIT_YEARS, displayToIso, toIsoDate } from '@servicebereich/protocol';

/**
 * What a `DD.MM.YYYY` field shows after a keystroke: digits only, the dots put in between day,
 * month and year. A day or month closed early with a dot gets its leading zero (`1.` → `01.`);
 * while typing forwards, the dot after a complete day or month appears at once, while deleting it
 * does not come back.
 */
export function maskDate(typed: string, deleting: boolean): string {
  const groups = typed.split('.');
  const digits = groups
    .map((group, index) => {
      const own = group.replace(/\D/g, '');
      const closed = index < groups.length - 1 && index < 2;
      return closed && own.length === 1 ? `0${own}` : own;
    })
    .join('')
    .slice(0, 8);
  let shown = digits.slice(0, 2);
  if (digits.length > 2) shown += `.${digits.slice(2, 4)}`;
  if (digits.length > 4) shown += `.${digits.slice(4)}`;
  if (!deleting && (digits.length === 2 || digits.length === 4)) shown += '.';
  return shown;
}

/** A typed date's value after a keystroke: `yyyy-mm-dd` once it is a real day, the masked text until then. */
export function typedDateValue(typed: string, deleting: boolean): string {
  const masked = maskDate(typed, deleting);
  return displayToIso(masked) ?? masked;
}

/**
 * The latest date the picker offers (SPEC 9): today, or one year ahead where future dates are
 * allowed.
 */
export function latestDate(allowFuture: boolean, now: Date = new Date()): string {
  const limit = new Date(now);
  if (allowFuture) limit.setFullYear(limit.getFullYear() + DATE_PICKER_FUTURE_LIMIT_YEARS);
  return toIsoDate(limit);
}

/**
 * What an `HH:MM` field shows after a keystroke: digits only, the colon put in after the hour. An
 * hour that can only be one digit (3 to 9) or is closed early with a colon gets its leading zero
 * (`9` → `09:`, `7:` → `07:`); while typing forwards, the colon after a complete hour appears at
 * once, while deleting it does not come back.
 */
export function maskTime(typed: string, deleting: boolean): string {
  const [hour = '', ...rest] = typed.split(':');
  let digits = hour.replace(/\D/g, '');
  if ((rest.length > 0 && digits.length === 1) || /^[3-9]/.test(digits)) digits = `0${digits}`;
  digits = (digits + rest.join('').replace(/\D/g, '')).slice(0, 4);
  let shown = digits.slice(0, 2);
  if (digits.length > 2) shown += `:${digits.slice(2)}`;
  if (!deleting && digits.length === 2) shown += ':';
  return shown;
}

/**
 * Where the main pointer is a finger (`pointer: coarse`: phones, tablets) the platform's own date
 * and time pickers are best; with a mouse or touchpad, or no pointer at all, typing is quicker,
 * and a typed time has 24 hours whatever the browser's language (its picker in English has 12).
 */
export function prefersTyping(): boolean {
  return typeof matchMedia !== 'function' || !matchMedia('(pointer: coarse)').matches;
}
