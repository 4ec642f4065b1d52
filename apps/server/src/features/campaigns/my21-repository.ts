import type { Kysely } from 'kysely';
import { customerNumberOf } from '../../db/customer-number.ts';
import type { Tables } from '../../db/tables.ts';

/** Where a customer stands in my21: the first day and the days whose task is done. */
export type My21Progress = { startedOn: string; done: ReadonlySet<number> };

export type My21Repository = ReturnType<typeof my21Repository>;

export function my21Repository(db: Kysely<Tables>) {
  async function progress(customerId: string): Promise<My21Progress | null> {
    const programme = await db
      .selectFrom('my21_programmes')
      .select('started_on')
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    if (programme === undefined) return null;
    const done = await db
      .selectFrom('my21_tasks_done')
      .select('day')
      .where('customer_id', '=', customerId)
      .execute();
    return { startedOn: programme.started_on, done: new Set(done.map((row) => row.day)) };
  }

  return {
    progress,

    /** Starts the programme on `today` unless it has started before; answers the progress. */
    async start(customerId: string, today: string, now: number): Promise<My21Progress> {
      await db
        .insertInto('my21_programmes')
        .values({ customer_id: customerId, started_on: today, created_at: now })
        .onConflict((oc) => oc.column('customer_id').doNothing())
        .execute();
      return (await progress(customerId)) ?? { startedOn: today, done: new Set() };
    },

    async setDone(customerId: string, day: number, done: boolean, now: number): Promise<void> {
      if (done) {
        await db
          .insertInto('my21_tasks_done')
          .values({ customer_id: customerId, day, done_at: now })
          .onConflict((oc) => oc.columns(['customer_id', 'day']).doNothing())
          .execute();
      } else {
        await db
          .deleteFrom('my21_tasks_done')
          .where('customer_id', '=', customerId)
          .where('day', '=', day)
          .execute();
      }
    },

    /** The customer number that a my21 mail names, for a logged-in sender. */
    customerNumber: (customerId: string) => customerNumberOf(db, customerId),
  };
}
