import { ANALYTICS_RETENTION_MONTHS, viennaIsoDate } from '@servicebereich/protocol';
import { generalError, MESSAGES } from '../../http/api-error.ts';
import type { CallContext, Handlers } from '../../http/handlers.ts';
import type { ScheduledJob } from '../../jobs/scheduled-jobs.ts';
import type { AnalyticsRepository } from './analytics-repository.ts';

/** The first day (Vienna) still kept at `now`: the same day of the month, 13 months before. */
export function firstKeptDay(now: number): string {
  const [year = 0, month = 1, day = 1] = viennaIsoDate(now).split('-').map(Number);
  const first = new Date(Date.UTC(year, month - 1 - ANALYTICS_RETENTION_MONTHS, 1));
  const lastOfMonth = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(day, lastOfMonth));
  return first.toISOString().slice(0, 10);
}

export function analyticsHandlers(deps: {
  analytics: AnalyticsRepository;
  /** Whether this client may send now (a limit per address). */
  allow: (ctx: CallContext) => Promise<boolean>;
}): Pick<Handlers, 'nutzungsstatistik'> {
  return {
    nutzungsstatistik: async ({ ereignisse }, ctx) => {
      if (!(await deps.allow(ctx))) throw generalError(MESSAGES.tooManyRequests, 429);
      await deps.analytics.count(viennaIsoDate(ctx.now), ereignisse);
      return { Gezaehlt: ereignisse.length };
    },
  };
}

/** Deletes the counts older than the retention period, at the start and then twice a day. */
export function analyticsExpiryJob(
  analytics: AnalyticsRepository,
  clock: () => number,
): ScheduledJob {
  return {
    name: 'expire-analytics',
    everyMs: 12 * 60 * 60_000,
    atStart: true,
    run: async () => {
      await analytics.deleteBefore(firstKeptDay(clock()));
    },
  };
}
