import type { AnalyticsEvent } from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';

export type AnalyticsCount = { day: string; event: string; detail: string; count: number };

/** The counts of usage analytics per day, event and detail (decision 034); nothing else is kept. */
export function analyticsRepository(db: Kysely<Tables>) {
  return {
    /** Adds the events to the counts of `day` (`yyyy-mm-dd`), in one statement. */
    async count(day: string, events: readonly AnalyticsEvent[]): Promise<void> {
      // One row per key: PostgreSQL refuses a statement that updates a row twice.
      const rows = new Map<string, AnalyticsCount>();
      for (const { name, detail } of events) {
        const key = `${name}|${detail}`;
        const row = rows.get(key) ?? { day, event: name, detail, count: 0 };
        row.count += 1;
        rows.set(key, row);
      }
      await db
        .insertInto('analytics_counts')
        .values([...rows.values()])
        .onConflict((oc) =>
          oc.columns(['day', 'event', 'detail']).doUpdateSet((eb) => ({
            count: eb('analytics_counts.count', '+', eb.ref('excluded.count')),
          })),
        )
        .execute();
    },

    /** Deletes the counts of the days before `day`; answers how many rows went. */
    async deleteBefore(day: string): Promise<number> {
      const result = await db
        .deleteFrom('analytics_counts')
        .where('day', '<', day)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Every count, newest day first, then by event and detail. */
    list(): Promise<AnalyticsCount[]> {
      return db
        .selectFrom('analytics_counts')
        .select(['day', 'event', 'detail', 'count'])
        .orderBy('day', 'desc')
        .orderBy('event')
        .orderBy('detail')
        .execute();
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof analyticsRepository>;
