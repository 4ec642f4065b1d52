import { addDays, viennaIsoDate, viennaOffsetMinutes } from './de-at.ts';

/** Weekly hours of an adviser: ISO weekday (1 = Monday … 7 = Sunday), minutes after midnight. */
export type WeeklyHours = { weekday: number; startMinute: number; endMinute: number };

/** The hours an adviser offers unless told otherwise: Monday to Friday 9–12 and 13–17, Friday until 15. */
export const OFFICE_HOURS: readonly WeeklyHours[] = [1, 2, 3, 4, 5].flatMap((weekday) => [
  { weekday, startMinute: 9 * 60, endMinute: 12 * 60 },
  { weekday, startMinute: 13 * 60, endMinute: (weekday === 5 ? 15 : 17) * 60 },
]);

/** Easter Sunday of a Gregorian year as `yyyy-mm-dd` (the anonymous Gregorian algorithm). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The public holidays of Austria (Feiertagsruhegesetz) in a year, as `yyyy-mm-dd`: the fixed
 * ones and those that follow Easter. Good Friday is no general holiday since 2019.
 */
export function austrianHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const fixed = ['01-01', '01-06', '05-01', '08-15', '10-26', '11-01', '12-08', '12-25', '12-26'];
  return new Set([
    ...fixed.map((day) => `${year}-${day}`),
    addDays(easter, 1), // Ostermontag
    addDays(easter, 39), // Christi Himmelfahrt
    addDays(easter, 50), // Pfingstmontag
    addDays(easter, 60), // Fronleichnam
  ]);
}

/**
 * The instant of a wall-clock time in Vienna: a date and minutes after its midnight. A time the
 * clocks skip (the spring change) has none: null.
 */
export function viennaInstant(isoDate: string, minuteOfDay: number): number | null {
  const wall = Date.parse(`${isoDate}T00:00:00Z`) + minuteOfDay * 60_000;
  // The offset before and after a change differ; the one that maps back to the wall time wins.
  for (const guess of [wall - 60 * 60_000, wall - 120 * 60_000]) {
    const offset = viennaOffsetMinutes(guess);
    const instant = wall - offset * 60_000;
    if (viennaOffsetMinutes(instant) === offset) return instant;
  }
  return null;
}

/** The ISO weekday (1 = Monday … 7 = Sunday) of a date. */
function isoWeekday(isoDate: string): number {
  const day = new Date(`${isoDate}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}

/**
 * The free slots of an adviser from `now` on: each day of the next `days` (in Vienna, starting
 * today) that is no public holiday, cut into `slotMinutes` slots within the weekly hours; a slot
 * starting before `now + leadMinutes` or at a booked instant is left out. Sorted by start.
 */
export function freeSlots(options: {
  hours: readonly WeeklyHours[];
  now: number;
  days: number;
  slotMinutes: number;
  leadMinutes: number;
  booked: ReadonlySet<number>;
}): { start: number; end: number }[] {
  const today = viennaIsoDate(options.now);
  const earliest = options.now + options.leadMinutes * 60_000;
  const holidays = new Map<number, Set<string>>();
  const slots: { start: number; end: number }[] = [];
  for (let offset = 0; offset < options.days; offset += 1) {
    const date = addDays(today, offset);
    const year = Number(date.slice(0, 4));
    let yearHolidays = holidays.get(year);
    if (yearHolidays === undefined) {
      yearHolidays = austrianHolidays(year);
      holidays.set(year, yearHolidays);
    }
    if (yearHolidays.has(date)) continue;
    const weekday = isoWeekday(date);
    for (const window of options.hours) {
      if (window.weekday !== weekday) continue;
      for (
        let minute = window.startMinute;
        minute + options.slotMinutes <= window.endMinute;
        minute += options.slotMinutes
      ) {
        const start = viennaInstant(date, minute);
        if (start === null || start < earliest || options.booked.has(start)) continue;
        slots.push({ start, end: start + options.slotMinutes * 60_000 });
      }
    }
  }
  return slots.sort((a, b) => a.start - b.start);
}

let viennaDay: Intl.DateTimeFormat | undefined;
let viennaTime: Intl.DateTimeFormat | undefined;

/** The day in Vienna as people write it: `Montag, 4. Jänner 2027`. */
export function formatViennaDay(epochMs: number): string {
  viennaDay ??= new Intl.DateTimeFormat('de-AT', {
    timeZone: 'Europe/Vienna',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  return viennaDay.format(epochMs);
}

let viennaDayParts: Intl.DateTimeFormat | undefined;

/** The day in Vienna in three short parts, as a calendar's chip shows it: `Mo.`, `4`, `Jän.` */
export function formatViennaDayParts(epochMs: number): {
  weekday: string;
  day: string;
  month: string;
} {
  viennaDayParts ??= new Intl.DateTimeFormat('de-AT', {
    timeZone: 'Europe/Vienna',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
  });
  const part = (type: Intl.DateTimeFormatPartTypes, parts: Intl.DateTimeFormatPart[]) =>
    parts.find((candidate) => candidate.type === type)?.value ?? '';
  const parts = viennaDayParts.formatToParts(epochMs);
  return {
    weekday: part('weekday', parts),
    day: part('day', parts),
    month: part('month', parts),
  };
}

/** The time of day in Vienna: `09:30`. */
export function formatViennaTime(epochMs: number): string {
  viennaTime ??= new Intl.DateTimeFormat('de-AT', {
    timeZone: 'Europe/Vienna',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return viennaTime.format(epochMs);
}

/** Day and time in Vienna: `Montag, 4. Jänner 2027, 10:00 Uhr`. */
export function formatViennaDateTime(epochMs: number): string {
  return `${formatViennaDay(epochMs)}, ${formatViennaTime(epochMs)} Uhr`;
}
