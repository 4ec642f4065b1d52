import type { Kysely } from 'kysely';

/**
 * The e-bike tracker of a contract: one row per contract once its activation was asked for, with
 * the state of the activation (docs/decisions/025-ebike-immowert-bestfit.md). While a row is
 * `angefragt`, `next_check_at` says when the provider is asked next; a process that asks holds
 * the row until `locked_until`, so each request to the provider is sent by one process only.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ebike_trackers')
    .addColumn('contract_number', 'text', (c) =>
      c.primaryKey().references('contracts.contract_number').onDelete('cascade'),
    )
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('tracker_id', 'text', (c) => c.notNull())
    .addColumn('frame_number', 'text', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('provider_activation_id', 'text')
    .addColumn('reason', 'text')
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .addColumn('activated_at', 'bigint')
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('next_check_at', 'bigint')
    .addColumn('locked_until', 'bigint')
    .addColumn('changed_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('ebike_trackers_due')
    .on('ebike_trackers')
    .columns(['status', 'next_check_at'])
    .execute();
}
