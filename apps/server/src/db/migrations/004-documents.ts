import { sql, type Kysely } from 'kysely';

/**
 * Stored files and the documents that point at them: blobs (content-addressed files on disk),
 * checklist documents' files, postbox entries and settings, DokBox categories and files.
 */
/** The DokBox folders every customer has; 99 (Postbox) is added by the server, not stored. */
const DOKBOX_CATEGORIES: readonly (readonly [number, string])[] = [
  [1, 'Verträge & Polizzen'],
  [2, 'Rechnungen & Belege'],
  [3, 'Ausweise & Urkunden'],
  [4, 'Wohnen & Eigentum'],
  [5, 'Fahrzeuge'],
  [6, 'Gesundheit'],
  [7, 'Fotos'],
  [8, 'Sonstiges'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blobs')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('size', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  // Blobs that lost their last reference (or whose upload failed): the sweeper removes the file
  // once the row is due and no blob row has come back for the hash.
  await db.schema
    .createTable('blob_deletions')
    .addColumn('hash', 'text', (c) => c.primaryKey())
    .addColumn('due_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('checklist_documents')
    .addColumn('blob_hash', 'text', (c) => c.references('blobs.hash'))
    .execute();
  await db.schema
    .alterTable('checklist_documents')
    .addColumn('content_type', 'text', (c) => c.notNull().defaultTo('application/pdf'))
    .execute();

  await db.schema
    .createTable('postbox_entries')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('creation_date', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('blob_hash', 'text', (c) => c.notNull().references('blobs.hash'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('postbox_entries_customer_date')
    .on('postbox_entries')
    .columns(['customer_id', 'creation_date'])
    .execute();

  await db.schema
    .createTable('postbox_settings')
    .addColumn('customer_id', 'text', (c) =>
      c.primaryKey().references('customers.id').onDelete('cascade'),
    )
    .addColumn('electronic_delivery', 'integer', (c) => c.notNull())
    .addColumn('notify', 'integer', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('dokbox_categories')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await (db as Kysely<{ dokbox_categories: { id: number; name: string; position: number } }>)
    .insertInto('dokbox_categories')
    .values(DOKBOX_CATEGORIES.map(([id, name], position) => ({ id, name, position })))
    .execute();

  await db.schema
    .createTable('dokbox_files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('category_id', 'integer', (c) => c.notNull().references('dokbox_categories.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('file_date', 'text', (c) => c.notNull())
    .addColumn('is_360', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('blob_hash', 'text', (c) => c.notNull().references('blobs.hash'))
    .addColumn('thumb_hash', 'text', (c) => c.references('blobs.hash'))
    .addColumn('share_token', 'text', (c) => c.unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('dokbox_files_customer_date')
    .on('dokbox_files')
    .columns(['customer_id', 'file_date'])
    .execute();
  await sql`create index dokbox_files_blob on dokbox_files (blob_hash)`.execute(db);
  await sql`create index dokbox_files_thumb on dokbox_files (thumb_hash)`.execute(db);
  await sql`create index checklist_documents_blob on checklist_documents (blob_hash)`.execute(db);
  await sql`create index postbox_entries_blob on postbox_entries (blob_hash)`.execute(db);
}
