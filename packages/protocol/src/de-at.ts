// The one place that formats and parses German (Austrian) values: amounts, percent, dates, month
// names and masked contract numbers. Browser and server both import it, so plain ECMAScript only.

// Intl's de-AT locale groups thousands with a non-breaking space, but the spec wants a dot, so
// amounts are formatted by hand.
const NBSP = '\u00A0';

// Only ASCII digits: `\d` without the `u` flag is ASCII-only, spelt out to make that obvious.
// Integer part: `0`, or no leading zero and either plain digits or dot-separated groups of three.
const AMOUNT_PATTERN = /^(-?)(0|[1-9][0-9]*|[1-9][0-9]{0,2}(?:\.[0-9]{3})+)(?:,([0-9]{1,2}))?$/;

const MAX_SAFE_CENTS = BigInt(Number.MAX_SAFE_INTEGER);
// Whole euros of MAX_SAFE_CENTS have 14 digits; longer input is refused before BigInt, whose
// parsing grows faster than linearly with a megabyte of digits.
const MAX_EURO_DIGITS = 14;

/**
 * Parses a German amount (`1.234,56`, `1234,5`, `-20`) into integer cents, or null.
 *
 * A leading minus is accepted so that callers can tell "negative" from "not a number" and say so;
 * a field that must be positive checks the sign itself. Rejected: a currency sign, inner spaces,
 * `+`, exponents, leading zeros (`007`), a missing integer part (`,5`), a trailing comma, more than
 * two decimals, thousands groups that are not exactly three digits, and anything beyond
 * Number.MAX_SAFE_INTEGER cents.
 */
export function parseAmount(input: string): number | null {
  const match = AMOUNT_PATTERN.exec(input.trim());
  if (match === null) return null;
  const [, sign = '', integerPart = '', decimals = ''] = match;
  const euros = integerPart.replaceAll('.', '');
  if (euros.length > MAX_EURO_DIGITS) return null;
  // BigInt keeps the arithmetic exact right up to the limit, where a double would round.
  const cents = BigInt(euros) * 100n + BigInt(decimals.padEnd(2, '0'));
  if (cents > MAX_SAFE_CENTS) return null;
  // `-0,00` is zero; a negative zero would fail Object.is checks such as React's state comparison.
  return sign === '-' && cents !== 0n ? -Number(cents) : Number(cents);
}

/** `123456` → `1.234,56`, the exact inverse of parseAmount. Throws on a non-safe-integer. */
export function formatAmountPlain(cents: number): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`Amount must be a safe integer number of cents, got ${cents}`);
  }
  const absolute = Math.abs(cents);
  const euros = Math.floor(absolute / 100);
  const rest = absolute % 100;
  const sign = cents < 0 ? '-' : '';
  return `${sign}${groupThousands(euros)},${String(rest).padStart(2, '0')}`;
}

/** `123456` → `1.234,56 €` (non-breaking space before the euro sign, as usual in Austria). */
export function formatAmount(cents: number): string {
  return `${formatAmountPlain(cents)}${NBSP}€`;
}

/** A value already in percent (`3.5`) → `4 %`, rounded half away from zero. */
export function formatPercent(value: number): string {
  if (!Number.isFinite(value)) {
    throw new RangeError(`Percent must be a finite number, got ${value}`);
  }
  const rounded = Math.round(Math.abs(value));
  const sign = value < 0 && rounded !== 0 ? '-' : '';
  return `${sign}${groupThousands(rounded)}${NBSP}%`;
}

/**
 * A number with at most `maxDecimals` decimals, rounded, trailing zeros dropped, German digits:
 * `78.5` → `78,5`, `2000` → `2.000`, `0.925` → `0,93` (with 2).
 */
export function formatDecimal(value: number, maxDecimals: number): string {
  if (!Number.isFinite(value)) {
    throw new RangeError(`Number must be finite, got ${value}`);
  }
  const [whole = '0', decimals = ''] = Math.abs(value).toFixed(maxDecimals).split('.');
  const kept = decimals.replace(/0+$/, '');
  const sign = value < 0 && (Number(whole) !== 0 || kept !== '') ? '-' : '';
  return `${sign}${groupThousands(Number(whole))}${kept === '' ? '' : `,${kept}`}`;
}

function groupThousands(nonNegativeInteger: number): string {
  return String(nonNegativeInteger).replace(/\B(?=(?:[0-9]{3})+$)/g, '.');
}

const ISO_DATE_PATTERN = /^([0-9]{4})-([0-9]{2})-([0-9]{2})$/;
const DISPLAY_DATE_PATTERN = /^([0-9]{2})\.([0-9]{2})\.([0-9]{4})$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
    return leap ? 29 : 28;
  }
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  return year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** True for `yyyy-mm-dd` naming a real day of the Gregorian calendar, years 0001 to 9999. */
export function isIsoDate(s: string): boolean {
  const match = ISO_DATE_PATTERN.exec(s);
  if (match === null) return false;
  const [, year = '', month = '', day = ''] = match;
  return isCalendarDate(Number(year), Number(month), Number(day));
}

/** `2026-01-05` → `05.01.2026`; null unless the input is a valid ISO date. */
export function isoToDisplay(iso: string): string | null {
  if (!isIsoDate(iso)) return null;
  const [year, month, day] = iso.split('-');
  return `${day}.${month}.${year}`;
}

/**
 * `05.01.2026` → `2026-01-05`; null for anything else. Exactly `DD.MM.YYYY` as the desktop date
 * mask produces it: `5.1.2026` is rejected rather than guessed at.
 */
export function displayToIso(display: string): string | null {
  const match = DISPLAY_DATE_PATTERN.exec(display);
  if (match === null) return null;
  const [, day = '', month = '', year = ''] = match;
  const iso = `${year}-${month}-${day}`;
  return isIsoDate(iso) ? iso : null;
}

/**
 * The calendar date the user sees, as `yyyy-mm-dd`. Deliberately the local date, not
 * `toISOString()`: that is UTC, so a date picked at 00:30 in Vienna would be sent as the day before.
 */
export function toIsoDate(date: Date): string {
  const year = date.getFullYear();
  if (!Number.isInteger(year) || year < 1 || year > 9999) {
    throw new RangeError('Date must be valid and between the years 1 and 9999');
  }
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${month}-${day}`;
}

/** The calendar date `days` after (or before, when negative) an ISO date: `2026-12-30`, 3 → `2027-01-02`. */
export function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** How many calendar days `to` is after `from` (negative when before); both ISO dates. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** 01:00 UTC on the last Sunday of a month (0 for January) of a year. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

/**
 * Vienna's offset from UTC at an instant (epoch ms), in minutes: 120 in summer time, 60 else.
 * Summer time runs from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of
 * October, the rule of the whole EU since 1996 (Directive 2000/84/EC). Worked out here rather
 * than asked of Intl: a browser's first formatter with a time zone takes tens of milliseconds,
 * and the dashboard's first render needs today's date. The tests hold it against Intl.
 */
export function viennaOffsetMinutes(epochMs: number): number {
  const year = new Date(epochMs).getUTCFullYear();
  const summer = epochMs >= lastSundayAtOneUtc(year, 2) && epochMs < lastSundayAtOneUtc(year, 9);
  return summer ? 120 : 60;
}

/** An instant as Vienna's clocks show it, in ISO form (`2026-07-15T00:30:00.000Z`, the Z aside). */
function viennaWallClock(epochMs: number): string {
  return new Date(epochMs + viennaOffsetMinutes(epochMs) * MINUTE_MS).toISOString();
}

/** The calendar date in Austria at an instant (epoch ms), as `yyyy-mm-dd`, whatever the server's zone. */
export function viennaIsoDate(epochMs: number): string {
  return viennaWallClock(epochMs).slice(0, 10);
}

/** The time of day in Austria at an instant (epoch ms), as `HH:MM`, whatever the device's zone. */
export function viennaTimeOfDay(epochMs: number): string {
  return viennaWallClock(epochMs).slice(11, 16);
}

export const GERMAN_MONTHS = [
  'Jänner',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

export type GermanMonth = (typeof GERMAN_MONTHS)[number];

/** 1 → `Jänner`, 12 → `Dezember`. Throws outside 1 to 12. */
export function monthName(month: number): GermanMonth {
  const name = GERMAN_MONTHS[month - 1];
  if (name === undefined) {
    throw new RangeError(`Month must be an integer from 1 to 12, got ${month}`);
  }
  return name;
}

/**
 * `1234567890` → `123-456.789-0`, the way contract numbers are printed on statements; a number
 * of another shape stays as it is.
 */
export function formatContractNumber(contractNumber: string): string {
  return contractNumber.replace(/^(\d{3})(\d{3})(\d{3})(\d+)$/, '$1-$2.$3-$4');
}

/**
 * For analytics: every digit except the last three becomes `X`; separators stay, so `12-345/678`
 * → `XX-XXX/678`. The last three digits count, not the last three characters.
 */
export function maskContractNumber(s: string): string {
  const digitCount = s.replace(/[^0-9]/g, '').length;
  let digitsSeen = 0;
  return s.replace(/[0-9]/g, (digit) => {
    digitsSeen += 1;
    return digitsSeen <= digitCount - 3 ? 'X' : digit;
  });
}

/**
 * Every run of digits in a text masked as `maskContractNumber` masks one: all but its last three
 * digits become X (`/vertrag/7400263190` → `/vertrag/XXXXXXX190`); runs of three digits or fewer
 * stay.
 */
export function maskNumbers(text: string): string {
  return text.replace(/\d+/g, maskContractNumber);
}
