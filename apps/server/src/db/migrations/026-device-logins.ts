import type { Kysely } from 'kysely';

/**
 * The biometric login (docs/decisions/027): `device_credentials` holds each device's secret as
 * SHA-256 only, with the previous secret so that a replayed one is recognised.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('device_credentials')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('device_name', 'text', (c) => c.notNull())
    .addColumn('secret_hash', 'text', (c) => c.notNull().unique())
    .addColumn('previous_secret_hash', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('device_credentials_customer_device', ['customer_id', 'device_id'])
    .execute();
}
