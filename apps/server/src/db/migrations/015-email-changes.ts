import type { Kysely } from 'kysely';

/**
 * A customer's change of e-mail address waits here until the link mailed to the new address is
 * opened: the link's token only as SHA-256, single-use (`confirmed_at`), valid until
 * `expires_at`; a newer change withdraws the open one (`withdrawn_at`). Rows stay a week, so the
 * changes of a day can be counted.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('email_changes')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('new_email', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('confirmed_at', 'bigint')
    .addColumn('withdrawn_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('email_changes_customer_id')
    .on('email_changes')
    .columns(['customer_id', 'created_at'])
    .execute();
}
