import { setTimeout as sleep } from 'node:timers/promises';
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
/** Attempts left pending this long were lost with their process: they count as failures. */
const PENDING_MS = 30_000;
/**
 * How often an attempt that waits for those in flight looks again, and how often at most: as
 * long as they may take before they count as lost.
 */
const WAIT_STEP_MS = 50;
const MAX_WAIT_STEPS = PENDING_MS / WAIT_STEP_MS;

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
 * locked, or because the address must wait under the global throttle (or the attempts in flight
 * for its number did not end in time).
 */
export type LoginAttempt =
  | { kind: 'reserved' }
  | { kind: 'locked'; lockedUntil: number }
  | { kind: 'throttled'; retryAt: number };

type AttemptOf = { customerNumber: string; address: string; now: number };

type NumberRow = {
  failures: number;
  last_failure_at: number;
  pending: number;
  pending_since: number;
};

/**
 * The failures of a number with one more attempt, the attempts still being checked (counted
 * already; those a lost process left are not), and whether the new one must wait for them, as it
 * would reach the lock if they failed too.
 */
function nextAttempt(
  row: NumberRow,
  now: number,
): { failures: number; pending: number; waits: boolean } {
  const failures = row.last_failure_at < now - FAILURE_MEMORY_MS ? 1 : row.failures + 1;
  const pending = row.pending_since < now - PENDING_MS ? 0 : row.pending;
  return { failures, pending, waits: pending > 0 && lockDurationMs(failures) > 0 };
}

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
   * password is checked, and as pending; `failed` sets the lock it earns, `succeeded` takes the
   * failure back. Checking first and counting afterwards let parallel guesses all pass a lock
   * that none of them had recorded yet. An attempt that would reach the lock if those pending
   * failed too waits for their outcome: parallel guesses are checked only up to the lock, and
   * parallel logins with the right password all pass.
   */
  async function reserve(of: AttemptOf): Promise<LoginAttempt> {
    for (let step = 0; step < MAX_WAIT_STEPS; step++) {
      // While it waits, it reads: the counting takes locks every attempt queues on.
      if (step > 0) {
        await sleep(WAIT_STEP_MS);
        if (await stillWaits(of)) continue;
      }
      const attempt = await tryReserve(of);
      if (attempt !== 'wait') return attempt;
    }
    return { kind: 'throttled', retryAt: of.now + 1000 };
  }

  async function stillWaits({ customerNumber, now }: AttemptOf): Promise<boolean> {
    const row = await db
      .selectFrom('login_failures')
      .select(['failures', 'locked_until', 'last_failure_at', 'pending', 'pending_since'])
      .where('customer_number', '=', customerNumber)
      .executeTakeFirst();
    return row !== undefined && row.locked_until <= now && nextAttempt(row, now).waits;
  }

  function tryReserve({ customerNumber, address, now }: AttemptOf): Promise<LoginAttempt | 'wait'> {
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
          pending: 0,
          pending_since: now,
        })
        .onConflict((oc) =>
          oc
            .column('customer_number')
            .doUpdateSet((eb) => ({ failures: eb.ref('login_failures.failures') })),
        )
        .returning(['failures', 'locked_until', 'last_failure_at', 'pending', 'pending_since'])
        .executeTakeFirstOrThrow();
      if (row.locked_until > now) return { kind: 'locked', lockedUntil: row.locked_until };
      const { failures, pending, waits } = nextAttempt(row, now);
      if (waits) return 'wait';

      await trx
        .updateTable('login_address_failures')
        .set({ failures: recentFailures + 1, last_attempt_at: now })
        .where('address', '=', addressKey(address))
        .execute();
      await trx
        .updateTable('login_failures')
        .set({
          failures,
          last_failure_at: now,
          pending: pending + 1,
          pending_since: now,
        })
        .where('customer_number', '=', customerNumber)
        .execute();
      await trx
        .updateTable('login_failure_minutes')
        .set({ failures: current + 1 })
        .where('minute', '=', minute)
        .execute();
      return { kind: 'reserved' };
    });
  }

  /**
   * The wrong password: the attempt is no longer pending, and the number is locked where its
   * failures earn it. Answers until when (0: not locked).
   */
  function failed({ customerNumber, now }: AttemptOf): Promise<number> {
    return db.transaction().execute(async (trx) => {
      // The update takes the row's lock (PostgreSQL) before the failures are read.
      const row = await trx
        .updateTable('login_failures')
        .set((eb) => ({
          pending: eb
            .case()
            .when('pending', '>', 0)
            .then(eb('pending', '-', 1))
            .else(0)
            .end(),
        }))
        .where('customer_number', '=', customerNumber)
        .returning('failures')
        .executeTakeFirst();
      // A right password in the meantime took the failures back.
      if (row === undefined) return 0;
      const lockMs = lockDurationMs(row.failures);
      if (lockMs === 0) return 0;
      await trx
        .updateTable('login_failures')
        .set({ locked_until: now + lockMs })
        .where('customer_number', '=', customerNumber)
        .execute();
      return now + lockMs;
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

  return { reserve, failed, succeeded, purgeExpired };
}
