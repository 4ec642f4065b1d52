import { isoToDisplay, viennaIsoDate, viennaTimeOfDay } from '@servicebereich/protocol';

/** "24.11.2026, 19:58" in Vienna time, kept on one line (a no-break space after the comma). */
export function dateTime(iso: string): string {
  const ms = Date.parse(iso);
  return `${isoToDisplay(viennaIsoDate(ms)) ?? ''},\u00a0${viennaTimeOfDay(ms)}`;
}
