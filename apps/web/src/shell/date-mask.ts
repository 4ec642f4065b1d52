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
 * Where the main pointer is a finger (`pointer: coarse`: phones, tablets) the platform's own date
 * picker is best; with a mouse or touchpad, or no pointer at all, typing the date is quicker.
 */
export function prefersTypedDate(): boolean {
  return typeof matchMedia !== 'function' || !matchMedia('(pointer: coarse)').matches;
}
