import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { DatabaseDialect } from './dialect.ts';

/**
 * A PostgreSQL advisory lock's key for a name: the first 64 bits of its SHA-256, so names need
 * no registry and two names meet only by chance (one in 2^64).
 */
export function advisoryLockKey(name: string): string {
  return createHash('sha256').update(`servicebereich:${name}`).digest().readBigInt64BE().toString();
}

/**
 * Runs `fn` while this process holds the advisory lock `name`: on PostgreSQL a session lock on a
 * connection of its own (`fn` uses the pool as usual), waited for when `wait`, else not taken
 * when another session holds it (then `fn` does not run and the answer is false). On SQLite the
 * process is the only one on its file, so `fn` simply runs.
 */
export async function withAdvisoryLock<DB>(
  db: Kysely<DB>,
  dialect: DatabaseDialect,
  name: string,
  wait: boolean,
  fn: () => Promise<void>,
): Promise<boolean> {
  if (dialect === 'sqlite') {
    await fn();
    return true;
  }
  const key = advisoryLockKey(name);
  return db.connection().execute(async (connection) => {
    if (wait) {
      await sql`select pg_advisory_lock(${key}::bigint)`.execute(connection);
    } else {
      const { rows } = await sql<{
        locked: boolean;
      }>`select pg_try_advisory_lock(${key}::bigint) as locked`.execute(connection);
      if (rows[0]?.locked !== true) return false;
    }
    try {
      await fn();
      return true;
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(connection);
    }
  });
}
