import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';

type Backfill = {
  postbox_settings: { customer_id: string; electronic_delivery: number; updated_at: number };
  postbox_consent_events: {
    id: string;
    customer_id: string;
    kind: string;
    text_version: string;
    occurred_at: number;
  };
};

/**
 * The record of the consent to electronic delivery (§ 5a VersVG, decision 033):
 * `postbox_consent_events` keeps each consent and each revocation with its time and the version
 * of the consent text (a revocation names the version it revokes); `postbox_settings` keeps only
 * the current state. `postbox_paper_copy_requests`: the free paper copy, once per customer (the
 * primary key), for the back office. `postbox_entries.legally_relevant`: letters the back office
 * marked as legally relevant when it delivered them. Consents given before get their record.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('postbox_consent_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('text_version', 'text', (c) => c.notNull())
    .addColumn('occurred_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('postbox_consent_events_customer')
    .on('postbox_consent_events')
    .columns(['customer_id', 'occurred_at'])
    .execute();

  // Consents given before: to the text before § 5a was named (2025-01), at the latest when the
  // settings were last saved, which is all that was kept of them.
  const typed = db as unknown as Kysely<Backfill>;
  const given = await typed
    .selectFrom('postbox_settings')
    .select(['customer_id', 'updated_at'])
    .where('electronic_delivery', '=', 1)
    .execute();
  if (given.length > 0) {
    await typed
      .insertInto('postbox_consent_events')
      .values(
        given.map((row) => ({
          id: randomUUID(),
          customer_id: row.customer_id,
          kind: 'consent',
          text_version: '2025-01',
          occurred_at: row.updated_at,
        })),
      )
      .execute();
  }

  await db.schema
    .createTable('postbox_paper_copy_requests')
    .addColumn('customer_id', 'text', (c) =>
      c.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('requested_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('postbox_entries')
    .addColumn('legally_relevant', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}
