import type { Kysely } from 'kysely';

/**
 * Attempts for a customer number whose password is being checked (`login-guard.ts`): an attempt
 * that would reach the lock if all of them failed waits for their outcome instead of being
 * refused, so parallel logins with the right password all pass. `pending_since` is when the last
 * of them began: attempts a crashed process left pending count as failures once it is old.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('login_failures')
    .addColumn('pending', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('login_failures')
    .addColumn('pending_since', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
}
