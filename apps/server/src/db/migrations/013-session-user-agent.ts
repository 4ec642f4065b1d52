import type { Kysely } from 'kysely';

/** Sessions keep the browser's user agent, so the customer can tell the signed-in devices apart. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('sessions').addColumn('user_agent', 'text').execute();
}
