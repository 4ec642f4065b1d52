import type { Kysely } from 'kysely';

/**
 * A download token opens one file by one call: the call, the file, and whether its thumbnail.
 * Tokens live 60 seconds, so the table is made anew rather than altered: a token issued before
 * the update would be one for no file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('download_tokens').execute();
  await db.schema
    .createTable('download_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('call', 'text', (c) => c.notNull())
    .addColumn('file_id', 'text', (c) => c.notNull())
    .addColumn('thumb', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
}
