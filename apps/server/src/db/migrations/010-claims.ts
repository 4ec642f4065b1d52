import { sql, type Kysely } from 'kysely';

/**
 * Claims (Schadensmeldungen): the report with its answers as JSON, its files (blobs) and its
 * status history. A claim names its contract but not only through it: a visitor's claim keeps
 * the e-mail address the confirmations go to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('claims')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claim_number', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('contract_number', 'text', (c) =>
      c.notNull().references('contracts.contract_number').onDelete('cascade'),
    )
    .addColumn('claim_type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('event_date', 'text', (c) => c.notNull())
    .addColumn('answers_json', 'text', (c) => c.notNull())
    .addColumn('reporter_email', 'text', (c) => c.notNull())
    .addColumn('reported_by_visitor', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('claims_customer_created')
    .on('claims')
    .columns(['customer_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('claim_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('blob_hash', 'text', (c) => c.notNull().references('blobs.hash'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create index claim_files_claim on claim_files (claim_id, created_at)`.execute(db);
  await sql`create index claim_files_blob on claim_files (blob_hash)`.execute(db);

  await db.schema
    .createTable('claim_history')
    .addColumn('claim_id', 'text', (c) => c.notNull().references('claims.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('claim_history_pk', ['claim_id', 'position'])
    .execute();
}
