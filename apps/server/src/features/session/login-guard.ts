import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { addressKey } from '../../security/address-key.ts';

/** Failures before the first lock. */
export const FREE_ATTEMPTS = 5;
const MAX_LOCK_MS = 60 * 60_000;
/** A customer number's failures are forgotten a day after the last one. */
const FAILURE_MEMORY_MS = 24 * 60 * 60_000;
/** An address's failures are forgotten an hour after its last attempt. */
const ADDRESS_MEMORY_MS = 60 * 60_000;
const MAX_ADDRESS_WAIT_MS = 15 * 60_000;
const MINUTE_MS = 60_000;

export function lockDurationMs(failures: number): number {
  if (failures < FREE_ATTEMPTS) return 0;
  return Math.min(60_000 * 2 ** (failures - FREE_ATTEMPTS), MAX_LOCK_MS);
}

/**
 * Where no password is checked at all, as a multiple of the configured failures per minute: a
 * spray from many addresses, each failing once, is held there.
 */
export const OVERALL_CAP_FACTOR = 2;

/** While the global throttle holds, how long after its last attempt an address waits. */
export function addressWaitMs(failures: number): number {
  if (failures < 1) return 0;
  return Math.min(1000 * 2 ** (failures - 1), MAX_ADDRESS_WAIT_MS);
}

/**
 * An attempt counted before its password is checked; or refused unchecked because the number is
 * locked, or because the address must wait under the global throttle.
 */
export type LoginAttempt =
  | { kind: 'reserved'; lockedUntil: number }
  | { kind: 'locked'; lockedUntil: number }
  | { kind: 'throttled'; retryAt: number };

type AttemptOf = { customerNumber: string; address: string; now: number };

export type LoginGuard = ReturnType<typeof loginGuard>;

/**
 * The failures of the last 60 s, estimated from those of this minute and the previous one (by the
 * share of it still in the last 60 s); and when that estimate, with no further failure, falls
 * under `limit` again.
 */
export function failuresInLastMinute(
  now: number,
  current: number,
  previous: number,
  limit: number,
): { failures: number; underAt: number } {
  const minute = now - (now % MINUTE_MS);
  const failures = current + previous * (1 - (now - minute) / MINUTE_MS);
  // Within this minute the previous one's share shrinks to nothing; after it, this one's does.
  const underAt =
    current < limit
      ? minute + MINUTE_MS * (1 - (limit - current) / Math.max(previous, 1))
      : minute + MINUTE_MS + MINUTE_MS * (1 - limit / Math.max(current, 1));
  return { failures, underAt: Math.ceil(underAt) };
}

/**
 * Failed logins per customer number, per client address and across all numbers, kept in the
 * database so a restart does not reset them and several server processes share them. The number
 * need not exist: unknown and known numbers are treated alike.
 *
 * Across all numbers: from `failuresPerMinute` failures in the last minute on, an address that
 * failed before waits longer after each failure; from `OVERALL_CAP_FACTOR` times as many on,
 * every address waits until the count is under that again, so that many addresses failing once
 * each are held too. A customer who logs in rightly takes back the failure counted for them.
 */
export function loginGuard(db: Kysely<Tables>, options: { failuresPerMinute: number }) {
  const cap = options.failuresPerMinute * OVERALL_CAP_FACTOR;

  /** The previous minute's failures. */
  async function previousMinute(trx: Transaction<Tables>, minute: number): Promise<number> {
    const row = await trx
      .selectFrom('login_failure_minutes')
      .select('failures')
      .where('minute', '=', minute - MINUTE_MS)
      .executeTakeFirst();
    return row?.failures ?? 0;
  }

  /**
   * Counts the attempt as a failure (of the number, the address and the minute) before its
   * password is checked, and sets the lock it earns if it fails; `succeeded` takes that back.
   * Checking first and counting afterwards let parallel guesses all pass a lock that none of
   * them had recorded yet.
   */
  function reserve({ customerNumber, address, now }: AttemptOf): Promise<LoginAttempt> {
    return db.transaction().execute(async (trx) => {
      // Each upsert creates the row or takes its row lock with a no-op update (PostgreSQL), so
      // parallel attempts queue here; SQLite's BEGIN IMMEDIATE serialises all writers anyway.
      // Rows are taken in one order (minute, address, number) so transactions never deadlock.
      // The minute's row first: attempts from any address queue on it, and none passes a count
      // that one before it has not written yet.
      const minute = now - (now % MINUTE_MS);
      const { failures: current } = await trx
        .insertInto('login_failure_minutes')
        .values({ minute, failures: 0 })
        .onConflict((oc) =>
          oc
            .column('minute')
            .doUpdateSet((eb) => ({ failures: eb.ref('login_failure_minutes.failures') })),
        )
        .returning('failures')
        .executeTakeFirstOrThrow();
      const lastMinute = failuresInLastMinute(now, current, await previousMinute(trx, minute), cap);
      if (lastMinute.failures >= cap) {
        return { kind: 'throttled', retryAt: Math.max(lastMinute.underAt, now + 1000) };
      }

      const client = await trx
        .insertInto('login_address_failures')
        .values({ address: addressKey(address), failures: 0, last_attempt_at: now })
        .onConflict((oc) =>
          oc
            .column('address')
            .doUpdateSet((eb) => ({ failures: eb.ref('login_address_failures.failures') })),
        )
        .returning(['failures', 'last_attempt_at'])
        .executeTakeFirstOrThrow();
      const recentFailures = client.last_attempt_at < now - ADDRESS_MEMORY_MS ? 0 : client.failures;
      const retryAt = client.last_attempt_at + addressWaitMs(recentFailures);
      if (retryAt > now && lastMinute.failures >= options.failuresPerMinute) {
        return { kind: 'throttled', retryAt };
      }

      const row = await trx
        .insertInto('login_failures')
        .values({
          customer_number: customerNumber,
          failures: 0,
          locked_until: 0,
          last_failure_at: now,
        })
        .onConflict((oc) =>
          oc
            .column('customer_number')
            .doUpdateSet((eb) => ({ failures: eb.ref('login_failures.failures') })),
        )
        .returning(['failures', 'locked_until', 'last_failure_at'])
        .executeTakeFirstOrThrow();
      if (row.locked_until > now) return { kind: 'locked', lockedUntil: row.locked_until };
      const failures = row.last_failure_at < now - FAILURE_MEMORY_MS ? 1 : row.failures + 1;
      const lockMs = lockDurationMs(failures);
      const lockedUntil = lockMs > 0 ? now + lockMs : 0;

      await trx
        .updateTable('login_address_failures')
        .set({ failures: recentFailures + 1, last_attempt_at: now })
        .where('address', '=', addressKey(address))
        .execute();
      await trx
        .updateTable('login_failures')
        .set({ failures, locked_until: lockedUntil, last_failure_at: now })
        .where('customer_number', '=', customerNumber)
        .execute();
      await trx
        .updateTable('login_failure_minutes')
        .set({ failures: current + 1 })
        .where('minute', '=', minute)
        .execute();
      return { kind: 'reserved', lockedUntil };
    });
  }

  /** The right password: the number's failures and lock are gone, the attempt no failure. */
  function succeeded({ customerNumber, address, now }: AttemptOf): Promise<void> {
    return db.transaction().execute(async (trx) => {
      // In the order `reserve` takes the rows: minute, address, number.
      await trx
        .updateTable('login_failure_minutes')
        .set((eb) => ({ failures: eb('failures', '-', 1) }))
        .where('minute', '=', now - (now % MINUTE_MS))
        .where('failures', '>', 0)
        .execute();
      await trx
        .updateTable('login_address_failures')
        .set((eb) => ({ failures: eb('failures', '-', 1) }))
        .where('address', '=', addressKey(address))
        .where('failures', '>', 0)
        .execute();
      await trx
        .deleteFrom('login_failures')
        .where('customer_number', '=', customerNumber)
        .execute();
    });
  }

  /** Forgets what no longer counts. */
  async function purgeExpired(now: number): Promise<void> {
    await db
      .deleteFrom('login_failures')
      .where('last_failure_at', '<', now - FAILURE_MEMORY_MS)
      .execute();
    await db
      .deleteFrom('login_address_failures')
      .where('last_attempt_at', '<', now - ADDRESS_MEMORY_MS)
      .execute();
    await db
      .deleteFrom('login_failure_minutes')
      .where('minute', '<', now - 2 * MINUTE_MS)
      .execute();
  }

  return { reserve, succeeded, purgeExpired };
}
