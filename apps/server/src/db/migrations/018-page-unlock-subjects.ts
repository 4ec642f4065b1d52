import type { Kysely } from 'kysely';

/**
 * A page password no longer opens a page as such but one thing behind it: the completion page of
 * a video appointment is opened by that appointment's meeting password (decision 006). The unlock
 * keeps what it opened (`subject`): for the completion page the meeting password's hash, so the
 * unlock ends with that password (moved, cancelled, expired). The index finds the appointment by it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('session_page_unlocks').addColumn('subject', 'text').execute();
  await db.schema
    .createIndex('video_appointments_password')
    .on('video_appointments')
    .column('meeting_password_hash')
    .execute();
}
