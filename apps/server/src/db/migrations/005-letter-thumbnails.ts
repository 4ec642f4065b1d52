import { sql, type Kysely } from 'kysely';

/** The first page of a postbox letter as a thumbnail, drawn when the DokBox first shows it. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('postbox_entries')
    .addColumn('thumb_hash', 'text', (c) => c.references('blobs.hash'))
    .execute();
  await sql`create index postbox_entries_thumb on postbox_entries (thumb_hash)`.execute(db);
}
