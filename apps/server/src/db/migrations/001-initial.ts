import type { Kysely } from 'kysely';

/** Customers, sessions, login throttling, download tokens, contracts and credit checklists. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('customers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_number', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('gender', 'text', (c) => c.notNull())
    .addColumn('title_prefix', 'text', (c) => c.notNull())
    .addColumn('title_suffix', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('house_number', 'text', (c) => c.notNull())
    .addColumn('stair_floor_door', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('profession', 'text', (c) => c.notNull())
    .addColumn('employment_type', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) => c.references('customers.id').onDelete('cascade'))
    .addColumn('csrf_token', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
  await db.schema
    .createIndex('sessions_customer_id')
    .on('sessions')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('login_failures')
    .addColumn('customer_number', 'text', (c) => c.primaryKey())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('locked_until', 'bigint', (c) => c.notNull())
    .addColumn('last_failure_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('download_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contracts')
    .addColumn('contract_number', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('motives_json', 'text', (c) => c.notNull())
    .addColumn('features_json', 'text', (c) => c.notNull())
    .addColumn('details_json', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contracts_customer_id')
    .on('contracts')
    .column('customer_id')
    .execute();

  await db.schema
    .createTable('contract_transactions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contract_number', 'text', (c) =>
      c.notNull().references('contracts.contract_number').onDelete('cascade'),
    )
    .addColumn('booking_date', 'text', (c) => c.notNull())
    .addColumn('value_date', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contract_transactions_contract_date')
    .on('contract_transactions')
    .columns(['contract_number', 'booking_date'])
    .execute();

  await db.schema
    .createTable('checklists')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('contract_number', 'text', (c) =>
      c.references('contracts.contract_number').onDelete('set null'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('checklist_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('checklist_id', 'text', (c) =>
      c.notNull().references('checklists.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('required', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('checklist_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) =>
      c.notNull().references('checklist_items.id').onDelete('cascade'),
    )
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('upload_date', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
