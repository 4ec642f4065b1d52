import type { Kysely } from 'kysely';

/**
 * The protected pages a session has unlocked with their page password. A row per page rather than
 * a JSON list in `sessions`: an unlock is one insert that cannot lose a concurrent one, and rows go
 * with their session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('session_page_unlocks')
    .addColumn('session_id_hash', 'text', (c) =>
      c.notNull().references('sessions.id_hash').onDelete('cascade'),
    )
    .addColumn('page', 'text', (c) => c.notNull())
    .addColumn('unlocked_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('session_page_unlocks_pk', ['session_id_hash', 'page'])
    .execute();
}
