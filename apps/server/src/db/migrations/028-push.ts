import type { Kysely } from 'kysely';

/**
 * Push notifications (docs/decisions/030-push.md). `push_registrations`: one per device
 * (installation) and customer, with the provider's address of the device (an FCM or APNs token,
 * a Web Push endpoint with its keys), unique, so a token registered again by another customer
 * moves to them; `session_hash` names the session that registered it, which its logout removes.
 * `push_preferences`: the customer's topics (a missing row means all on). `push_outbox`: one
 * message per registration, sent by the `send-push` job and retried with a pause that doubles;
 * removing a registration removes its messages. The storm warning's push messages go to the
 * outbox now, so the table that recorded them for a sender that did not exist yet goes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('push_registrations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('installation_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text')
    .addColumn('auth', 'text')
    .addColumn('session_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('push_registrations_customer_installation', [
      'customer_id',
      'installation_id',
    ])
    .execute();
  await db.schema
    .createIndex('push_registrations_session')
    .on('push_registrations')
    .column('session_hash')
    .execute();

  await db.schema
    .createTable('push_preferences')
    .addColumn('customer_id', 'text', (c) =>
      c.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('postbox', 'integer', (c) => c.notNull())
    .addColumn('claims', 'integer', (c) => c.notNull())
    .addColumn('storm', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('push_outbox')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('registration_id', 'text', (c) =>
      c.notNull().references('push_registrations.id').onDelete('cascade'),
    )
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('screen', 'text', (c) => c.notNull())
    .addColumn('badge', 'integer')
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_outbox_due')
    .on('push_outbox')
    .column('next_attempt_at')
    .execute();
  await db.schema
    .createIndex('push_outbox_registration')
    .on('push_outbox')
    .column('registration_id')
    .execute();

  await db.schema.dropTable('storm_push_messages').execute();
}
