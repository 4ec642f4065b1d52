import type { Kysely } from 'kysely';

/**
 * Activation codes sent to new customers by letter: stored as SHA-256 hashes, single-use
 * (`used_at`), valid until `expires_at`. A new code for a customer replaces the older ones.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('activation_codes')
    .addColumn('code_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('activation_codes_customer_id')
    .on('activation_codes')
    .column('customer_id')
    .execute();
}
