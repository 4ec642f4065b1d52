import type { Kysely } from 'kysely';

/**
 * The storm warning (docs/decisions/023-storm-warning.md). Per contract: on/off and e-mail
 * (`storm_settings`), the watched postcodes, and the devices that get warnings: phone numbers in
 * E.164 with the SHA-256 of their open confirmation code, and push ids. `storm_code_requests`
 * counts the codes sent per customer (a day's limit). The warnings read from the CAP source
 * (unique per sender and identifier) with the postcodes their areas cover, what later alerts
 * said of earlier ones (`storm_superseded`), and one delivery per warning, postcode and
 * recipient (a unique index), so each match is sent once by any process; push messages wait in
 * `storm_push_messages` for the native app's sender. `storm_feed_documents` remembers the source
 * documents already read, `storm_jobs` which process runs the job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('storm_settings')
    .addColumn('contract_number', 'text', (c) =>
      c.primaryKey().references('contracts.contract_number').onDelete('cascade'),
    )
    .addColumn('active', 'integer', (c) => c.notNull())
    .addColumn('email', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('storm_postcodes')
    .addColumn('contract_number', 'text', (c) =>
      c.notNull().references('contracts.contract_number').onDelete('cascade'),
    )
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('storm_postcodes_pk', ['contract_number', 'postcode'])
    .execute();
  await db.schema
    .createIndex('storm_postcodes_postcode')
    .on('storm_postcodes')
    .column('postcode')
    .execute();

  await db.schema
    .createTable('storm_devices')
    .addColumn('contract_number', 'text', (c) =>
      c.notNull().references('contracts.contract_number').onDelete('cascade'),
    )
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text')
    .addColumn('confirmed_at', 'bigint')
    .addColumn('code_hash', 'text')
    .addColumn('code_expires_at', 'bigint')
    .addColumn('code_tries', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('storm_devices_pk', ['contract_number', 'device_id'])
    .execute();
  // A number once per contract (push devices have none, and NULLs never collide).
  await db.schema
    .createIndex('storm_devices_mobile')
    .on('storm_devices')
    .columns(['contract_number', 'mobile'])
    .unique()
    .execute();

  await db.schema
    .createTable('storm_code_requests')
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('storm_code_requests_customer')
    .on('storm_code_requests')
    .columns(['customer_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('storm_warnings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('level', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('headline', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('instruction', 'text', (c) => c.notNull())
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('onset_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('received_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('storm_warnings_identifier', ['sender', 'identifier'])
    .execute();

  // What later alerts said of earlier ones, also when the earlier one arrives after them.
  await db.schema
    .createTable('storm_superseded')
    .addColumn('sender', 'text', (c) => c.notNull())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('storm_superseded_pk', ['sender', 'identifier'])
    .execute();

  await db.schema
    .createTable('storm_warning_postcodes')
    .addColumn('warning_id', 'text', (c) =>
      c.notNull().references('storm_warnings.id').onDelete('cascade'),
    )
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('storm_warning_postcodes_pk', ['warning_id', 'postcode'])
    .execute();
  await db.schema
    .createIndex('storm_warning_postcodes_postcode')
    .on('storm_warning_postcodes')
    .column('postcode')
    .execute();

  await db.schema
    .createTable('storm_deliveries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('warning_id', 'text', (c) =>
      c.notNull().references('storm_warnings.id').onDelete('cascade'),
    )
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('customer_id', 'text', (c) => c.notNull())
    .addColumn('contract_number', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint')
    .addUniqueConstraint('storm_deliveries_once', ['warning_id', 'postcode', 'recipient'])
    .execute();
  await db.schema
    .createIndex('storm_deliveries_due')
    .on('storm_deliveries')
    .columns(['status', 'next_attempt_at'])
    .execute();

  await db.schema
    .createTable('storm_push_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('contract_number', 'text', (c) => c.notNull())
    .addColumn('warning_id', 'text', (c) =>
      c.notNull().references('storm_warnings.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('storm_feed_documents')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('outcome', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('storm_jobs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('holder', 'text')
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .execute();
  const jobs = db as Kysely<{
    storm_jobs: { name: string; holder: string | null; locked_until: number };
  }>;
  await jobs
    .insertInto('storm_jobs')
    .values({ name: 'warnings', holder: null, locked_until: 0 })
    .execute();
}
