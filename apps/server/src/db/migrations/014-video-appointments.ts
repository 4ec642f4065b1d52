import { sql, type Kysely } from 'kysely';

/**
 * Video appointments: each adviser's weekly hours (in Vienna time) and the booked appointments.
 * A slot is booked once only: the database refuses a second booked appointment of one adviser at
 * the same instant, whatever number of requests arrive at once. A cancelled one keeps its row and
 * frees its slot.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('adviser_hours')
    .addColumn('agent_id', 'text', (c) =>
      c.notNull().references('advisers.agent_id').onDelete('cascade'),
    )
    .addColumn('weekday', 'integer', (c) => c.notNull())
    .addColumn('start_minute', 'integer', (c) => c.notNull())
    .addColumn('end_minute', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('adviser_hours_pk', ['agent_id', 'weekday', 'start_minute'])
    .execute();

  await db.schema
    .createTable('video_appointments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('agent_id', 'text', (c) =>
      c.notNull().references('advisers.agent_id').onDelete('cascade'),
    )
    .addColumn('customer_id', 'text', (c) =>
      c.notNull().references('customers.id').onDelete('cascade'),
    )
    .addColumn('contract_number', 'text')
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('ends_at', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    /** Counts each move, for the calendar files' SEQUENCE. */
    .addColumn('sequence', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('changed_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`create unique index video_appointments_slot on video_appointments (agent_id, starts_at) where status = 'booked'`.execute(
    db,
  );
  await sql`create index video_appointments_customer on video_appointments (customer_id, starts_at)`.execute(
    db,
  );
}
