import { sql, type Kysely } from 'kysely';

/**
 * Mails waiting to be sent, and their attachments by blob hash (the blob is kept while a mail
 * names it). A sent mail is deleted; a mail that failed for good stays, marked `failed`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_queue')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('reply_to', 'text')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('next_attempt_at', 'bigint', (c) => c.notNull())
    .addColumn('locked_until', 'bigint')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create index mail_queue_due on mail_queue (status, next_attempt_at)`.execute(db);

  await db.schema
    .createTable('mail_attachments')
    .addColumn('mail_id', 'text', (c) =>
      c.notNull().references('mail_queue.id').onDelete('cascade'),
    )
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('blob_hash', 'text', (c) => c.notNull().references('blobs.hash'))
    .addPrimaryKeyConstraint('mail_attachments_pk', ['mail_id', 'position'])
    .execute();
  await sql`create index mail_attachments_blob on mail_attachments (blob_hash)`.execute(db);
}
