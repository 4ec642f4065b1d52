import type { Kysely } from 'kysely';

/**
 * Advisers, the pension and fund values of FlexibleLife, FlexibleLife 2.0 and Voll:Wert contracts,
 * the payment orders of contracts (kept to recognise a repeated order) and motor inspection
 * requests.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('advisers')
    .addColumn('agent_id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('picture_url', 'text')
    .addColumn('video_appointments', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .alterTable('customers')
    .addColumn('adviser_id', 'text', (c) => c.references('advisers.agent_id').onDelete('set null'))
    .execute();
  await db.schema
    .alterTable('contracts')
    .addColumn('adviser_id', 'text', (c) => c.references('advisers.agent_id').onDelete('set null'))
    .execute();

  await db.schema
    .createTable('contract_pensions')
    .addColumn('contract_number', 'text', (c) =>
      c.primaryKey().references('contracts.contract_number').onDelete('cascade'),
    )
    .addColumn('surrender_value_cents', 'bigint', (c) => c.notNull())
    .addColumn('guaranteed_capital_cents', 'bigint', (c) => c.notNull())
    .addColumn('risk_cover_cents', 'bigint', (c) => c.notNull())
    .addColumn('email_confirmation', 'integer', (c) => c.notNull())
    .addColumn('valuation_date', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('contract_funds')
    .addColumn('contract_number', 'text', (c) =>
      c.notNull().references('contracts.contract_number').onDelete('cascade'),
    )
    .addColumn('slot', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('isin', 'text', (c) => c.notNull())
    .addColumn('share_percent', 'integer', (c) => c.notNull())
    .addColumn('units_thousandths', 'bigint', (c) => c.notNull())
    .addColumn('value_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('contract_funds_pk', ['contract_number', 'slot'])
    .execute();
  await db.schema
    .createTable('contract_fund_history')
    .addColumn('contract_number', 'text', (c) =>
      c.notNull().references('contracts.contract_number').onDelete('cascade'),
    )
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('value_cents', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('contract_fund_history_pk', ['contract_number', 'date'])
    .execute();

  await db.schema
    .createTable('contract_orders')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contract_number', 'text', (c) =>
      c.notNull().references('contracts.contract_number').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'bigint', (c) => c.notNull())
    .addColumn('result_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('contract_orders_contract_kind')
    .on('contract_orders')
    .columns(['contract_number', 'kind', 'created_at'])
    .execute();

  await db.schema
    .createTable('motor_inspection_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('contract_number', 'text', (c) =>
      c.notNull().references('contracts.contract_number').onDelete('cascade'),
    )
    .addColumn('preferred_date', 'text', (c) => c.notNull())
    .addColumn('time_of_day', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
