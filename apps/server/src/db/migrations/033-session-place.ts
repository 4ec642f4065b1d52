import type { Kysely } from 'kysely';

/** Sessions keep where they were signed in (from the client address), never the address itself. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('place', 'text').execute();
}
