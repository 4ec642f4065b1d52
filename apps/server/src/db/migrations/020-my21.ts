import type { Kysely } from 'kysely';

/**
 * A customer's my21 programme: the day in Austria it started (`yyyy-mm-dd`; day n opens on start
 * + n − 1) and the days whose task the customer marked as done.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('my21_programmes')
    .addColumn('customer_id', 'text', (c) =>
      c.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('started_on', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('my21_tasks_done')
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('my21_programmes.customer_id').onDelete('cascade'),
    )
    .addColumn('day', 'integer', (c) => c.notNull())
    .addColumn('done_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('my21_tasks_done_pkey', ['customer_id', 'day'])
    .execute();
}
