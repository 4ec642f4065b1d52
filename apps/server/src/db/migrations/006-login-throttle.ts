import type { Kysely } from 'kysely';

/**
 * The global throttle of failed logins: failed attempts per minute across all customer numbers,
 * and per client address (IPv6 by its /64) its recent failures and its last attempt.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failure_minutes')
    .addColumn('minute', 'bigint', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('login_address_failures')
    .addColumn('address', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('last_attempt_at', 'bigint', (c) => c.notNull())
    .execute();
}
