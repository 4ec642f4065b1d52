import { isoToDisplay, viennaIsoDate } from '@servicebereich/protocol';

const timeOfDay = new Intl.DateTimeFormat('de-AT', {
  timeZone: 'Europe/Vienna',
  hour: '2-digit',
  minute: '2-digit',
});

/** "24.11.2026, 19:58" in Vienna time. */
export function dateTime(iso: string): string {
  const ms = Date.parse(iso);
  return `${isoToDisplay(viennaIsoDate(ms)) ?? ''}, ${timeOfDay.format(ms)}`;
}
