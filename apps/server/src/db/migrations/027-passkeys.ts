import type { Kysely } from 'kysely';

/**
 * Passkeys on the web (docs/decisions/029): `passkeys` holds each customer's WebAuthn credentials
 * (public keys only), `passkey_challenges` the challenge a session was given, one per purpose,
 * used once and gone with its session.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('passkeys')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    .addColumn('user_handle', 'text', (c) => c.notNull())
    .addColumn('public_key', 'text', (c) => c.notNull())
    .addColumn('counter', 'bigint', (c) => c.notNull())
    .addColumn('transports', 'text', (c) => c.notNull())
    .addColumn('device_name', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_used_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('passkeys_customer_id')
    .on('passkeys')
    .column('customer_id')
    .execute();
  await db.schema
    .createTable('passkey_challenges')
    .addColumn('session_id_hash', 'text', (c) =>
      c.notNull().references('sessions.id_hash').onDelete('cascade'),
    )
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('user_handle', 'text')
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('passkey_challenges_pkey', ['session_id_hash', 'purpose'])
    .execute();
  await db.schema
    .createIndex('passkey_challenges_expires_at')
    .on('passkey_challenges')
    .column('expires_at')
    .execute();
}
