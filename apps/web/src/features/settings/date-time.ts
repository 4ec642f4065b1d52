import { isoToDisplay, viennaIsoDate, viennaTimeOfDay } from '@servicebereich/protocol';

/** "24.11.2026, 19:58" in Vienna time. */
export function dateTime(iso: string): string {
  const ms = Date.parse(iso);
  return `${isoToDisplay(viennaIsoDate(ms)) ?? ''}, ${viennaTimeOfDay(ms)}`;
}
