import { viennaIsoDate } from '@servicebereich/protocol';
import { sql, type Kysely } from 'kysely';

/**
 * A public link works up to a last day (in Austria). Links shared before links had an end get the
 * default term from today.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('dokbox_files').addColumn('share_valid_until', 'text').execute();
  const validUntil = viennaIsoDate(Date.now() + 30 * 24 * 60 * 60 * 1000);
  await sql`update dokbox_files set share_valid_until = ${validUntil} where share_token is not null`.execute(
    db,
  );
}
