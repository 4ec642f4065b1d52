import { ANALYTICS_RETENTION_MONTHS } from '@servicebereich/protocol';
import {
  analyticsRepository,
  type AnalyticsCount,
} from '../features/analytics/analytics-repository.ts';
import { UsageError, type AdminCommand } from './admin-command.ts';

const BY_DETAIL = '--einzeln';

/** The counts summed per day and event, in the order listed. */
function perDayAndEvent(counts: readonly AnalyticsCount[]): AnalyticsCount[] {
  const sums = new Map<string, AnalyticsCount>();
  for (const { day, event, count } of counts) {
    const key = `${day} ${event}`;
    const sum = sums.get(key) ?? { day, event, detail: '', count: 0 };
    sum.count += count;
    sums.set(key, sum);
  }
  return [...sums.values()];
}

/**
 * `analytics report [--einzeln]`: how often each event happened per day, newest day first, over
 * the days kept (decision 034); with `--einzeln` by screen, claim type or upload too.
 */
export const analyticsCommand: AdminCommand = {
  usage: [
    `report [${BY_DETAIL}]    Nutzungsstatistik: Anzahl je Tag und Ereignis (${BY_DETAIL}: je Seite, Schadensart, Ablage)`,
  ],
  run: async (args, { db, out }) => {
    const [subcommand, ...rest] = args;
    if (subcommand !== 'report') {
      throw new UsageError(`Unbekannter Befehl: analytics ${subcommand ?? ''}`);
    }
    const unknown = rest.filter((arg) => arg !== BY_DETAIL);
    if (unknown.length > 0) throw new UsageError(`Unbekannte Angabe: ${unknown.join(' ')}`);
    const counts = await analyticsRepository(db).list();
    if (counts.length === 0) {
      out(
        `Keine Nutzungsstatistik (gezählt wird nach Zustimmung, aufbewahrt ${String(ANALYTICS_RETENTION_MONTHS)} Monate).`,
      );
      return 0;
    }
    const rows = rest.includes(BY_DETAIL) ? counts : perDayAndEvent(counts);
    const eventWidth = Math.max(...rows.map((row) => row.event.length));
    const detailWidth = Math.max(...rows.map((row) => row.detail.length));
    for (const { day, event, detail, count } of rows) {
      out(
        [
          day,
          event.padEnd(eventWidth),
          ...(detailWidth > 0 ? [detail.padEnd(detailWidth)] : []),
          String(count).padStart(6),
        ].join('  '),
      );
    }
    return 0;
  },
};
