import type { Kysely } from 'kysely';

/**
 * A session's fresh proof that its customer is present (the password typed again), which a change
 * of the direct-debit account needs and uses up. One row per session at most; it goes with its
 * session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_reauthentications')
    .addColumn('session_id_hash', 'text', (c) =>
      c.primaryKey().references('sessions.id_hash').onDelete('cascade'),
    )
    .addColumn('proof', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint', (c) => c.notNull())
    .execute();
}
