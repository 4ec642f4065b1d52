import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';

/** Failures before the first lock. */
export const FREE_ATTEMPTS = 5;
const MAX_LOCK_MS = 60 * 60_000;
/** A customer number's failures are forgotten a day after the last one. */
const FAILURE_MEMORY_MS = 24 * 60 * 60_000;

export function lockDurationMs(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(60_000 * 2 ** (failures - FREE_ATTEMPTS), MAX_LOCK_MS);
}

/**
 * Failed logins per customer number, kept in the database so a restart does not reset them. The
 * number need not exist: unknown and known numbers are treated alike.
 */
export function loginGuard(db: Kysely<Tables>) {
  async function lockedUntil(customerNumber: string): Promise<number> {
    const row = await db
      .selectFrom('login_failures')
      .select('locked_until')
      .where('customer_number', '=', customerNumber)
      .executeTakeFirst();
    return row?.locked_until ?? 0;
  }

  async function recordFailure(customerNumber: string, now: number): Promise<number> {
    const row = await db
      .insertInto('login_failures')
      .values({
        customer_number: customerNumber,
        failures: 1,
        locked_until: 0,
        last_failure_at: now,
      })
      .onConflict((oc) =>
        oc.column('customer_number').doUpdateSet({
          failures: sql<number>`case when login_failures.last_failure_at < ${now - FAILURE_MEMORY_MS} then 1 else login_failures.failures + 1 end`,
          last_failure_at: now,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    const lockMs = lockDurationMs(row.failures);
    if (lockMs > 0) {
      await db
        .updateTable('login_failures')
        .set({ locked_until: now + lockMs })
        .where('customer_number', '=', customerNumber)
        .execute();
    }
    return row.failures;
  }

  async function reset(customerNumber: string): Promise<void> {
    await db.deleteFrom('login_failures').where('customer_number', '=', customerNumber).execute();
  }

  return { lockedUntil, recordFailure, reset };
}
