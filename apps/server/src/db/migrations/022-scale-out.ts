import { sql, type Kysely } from 'kysely';

/**
 * Several server processes on one PostgreSQL database: `job_runs` holds when each scheduled job
 * last started (jobs/scheduled-jobs.ts), `rate_limit_counts` the requests each rate-limit key
 * made in its current window, summed over the processes (http/shared-rate-limit.ts).
 *
 * A million customers: an index for every lookup by customer that had none (the query plans of
 * docs/scale.md). The login read every checklist row to find the customer's; the contract list
 * is read in its order straight from the index.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('job_runs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('started_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('rate_limit_counts')
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('window_end', 'bigint', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('max', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('rate_limit_counts_pk', ['key', 'window_end'])
    .execute();
  await db.schema
    .createIndex('rate_limit_counts_window_end')
    .on('rate_limit_counts')
    .column('window_end')
    .execute();
  await sql`create index checklists_customer on checklists (customer_id, id)`.execute(db);
  await sql`create index checklist_items_checklist on checklist_items (checklist_id, position)`.execute(
    db,
  );
  await sql`create index checklist_documents_item on checklist_documents (item_id)`.execute(db);
  await sql`create index download_tokens_customer on download_tokens (customer_id)`.execute(db);
  await sql`create index contracts_customer_position on contracts (customer_id, position)`.execute(
    db,
  );
  await sql`drop index contracts_customer_id`.execute(db);
}
