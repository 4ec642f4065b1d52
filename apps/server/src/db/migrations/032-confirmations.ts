import { sql, type Kysely } from 'kysely';

/** The DokBox folder the confirmations go to, placed right after "Verträge & Polizzen". */
const CONFIRMATIONS_CATEGORY = { id: 9, name: 'Bestätigungen', position: 1 };

/**
 * Confirmations a customer requested for a contract (decision 043): the kind, the day confirmed,
 * the document's lines as issued (`document_json`, what its public check shows), its number
 * (printed, not a secret) and the SHA-256 of its verification code (the code itself is printed
 * on the document and kept nowhere). `revoked_at` is set once the customer revokes it. Also the
 * DokBox folder "Bestätigungen".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('confirmations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('contract_number', 'text', (c) =>
      c.notNull().references('contracts.contract_number').onDelete('cascade'),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('as_of', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().unique())
    .addColumn('code_hash', 'text', (c) => c.notNull().unique())
    .addColumn('document_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('confirmations_contract')
    .on('confirmations')
    .columns(['contract_number', 'created_at'])
    .execute();

  await sql`update dokbox_categories set position = position + 1 where position >= ${CONFIRMATIONS_CATEGORY.position}`.execute(
    db,
  );
  await sql`insert into dokbox_categories (id, name, position) values (${CONFIRMATIONS_CATEGORY.id}, ${CONFIRMATIONS_CATEGORY.name}, ${CONFIRMATIONS_CATEGORY.position})`.execute(
    db,
  );
}
