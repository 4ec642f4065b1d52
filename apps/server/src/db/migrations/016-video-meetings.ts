import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/**
 * The video meeting of an appointment. Each appointment gets a random room name (the provider's
 * room, told to the adviser and, after the password, to the customer) and the SHA-256 of its meeting
 * password, salted with the appointment's id; a move mails a new password. The documents the
 * adviser asks for are kept per appointment. `video_meeting_rooms` keeps the ChatIds handed out
 * (as SHA-256) until the room closes; `video_feedback` one rating per appointment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('video_appointments').addColumn('room_name', 'text').execute();
  await db.schema
    .alterTable('video_appointments')
    .addColumn('meeting_password_hash', 'text')
    .execute();
  await db.schema
    .alterTable('video_appointments')
    .addColumn('documents_json', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
  // Appointments booked before have no password (their mails had none) but get their room.
  const typed = db as Kysely<{ video_appointments: { id: string; room_name: string | null } }>;
  const rows = await typed.selectFrom('video_appointments').select('id').execute();
  for (const row of rows) {
    await typed
      .updateTable('video_appointments')
      .set({ room_name: randomBytes(16).toString('hex') })
      .where('id', '=', row.id)
      .execute();
  }

  await db.schema
    .createTable('video_meeting_rooms')
    .addColumn('chat_hash', 'text', (c) => c.primaryKey())
    .addColumn('appointment_id', 'text', (c) =>
      c.notNull().references('video_appointments.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('video_feedback')
    .addColumn('appointment_id', 'text', (c) =>
      c.primaryKey().references('video_appointments.id').onDelete('cascade'),
    )
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}
