import { sql, type Kysely } from 'kysely';

/** The DokBox folder of the inventory's photos and receipts, right after "Wohnen & Eigentum". */
const INVENTORY_CATEGORY = { id: 10, name: 'Mein Hausrat', position: 5 };

/**
 * The household inventory (decision 045): a customer's items, each in a room, of one household
 * insurance or of none (`contract_number` null; a contract that goes leaves its items without
 * one). The price is of one piece, null when unknown. Photo and receipt are DokBox files; deleted
 * there, the item keeps its other details. Also the DokBox folder "Mein Hausrat".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('inventory_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('contract_number', 'text', (c) =>
      c.references('contracts.contract_number').onDelete('set null'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('room', 'text', (c) => c.notNull())
    .addColumn('purchase_date', 'text')
    .addColumn('price_cents', 'bigint')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('notes', 'text', (c) => c.notNull())
    .addColumn('photo_file_id', 'text', (c) => c.references('dokbox_files.id').onDelete('set null'))
    .addColumn('receipt_file_id', 'text', (c) =>
      c.references('dokbox_files.id').onDelete('set null'),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('inventory_items_customer')
    .on('inventory_items')
    .columns(['customer_id', 'updated_at'])
    .execute();

  await sql`update dokbox_categories set position = position + 1 where position >= ${INVENTORY_CATEGORY.position}`.execute(
    db,
  );
  await sql`insert into dokbox_categories (id, name, position) values (${INVENTORY_CATEGORY.id}, ${INVENTORY_CATEGORY.name}, ${INVENTORY_CATEGORY.position})`.execute(
    db,
  );
}
