import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';

/** A booked appointment as its meeting password opens it. */
export type MeetingAppointment = {
  id: string;
  starts_at: number;
  ends_at: number;
  topic: string;
  documents_json: string;
  room_name: string;
  meeting_password_hash: string;
  agent_name: string;
  /** The customer's rating, when given. */
  rating: number | null;
};

export function meetingRepository(db: Kysely<Tables>) {
  return {
    /** The adviser's booked appointments with a password that ended after `endedAfter`. */
    async withPassword(agentId: string, endedAfter: number): Promise<MeetingAppointment[]> {
      const rows = await db
        .selectFrom('video_appointments')
        .innerJoin('advisers', 'advisers.agent_id', 'video_appointments.agent_id')
        .leftJoin('video_feedback', 'video_feedback.appointment_id', 'video_appointments.id')
        .select([
          'video_appointments.id',
          'video_appointments.starts_at',
          'video_appointments.ends_at',
          'video_appointments.topic',
          'video_appointments.documents_json',
          'video_appointments.room_name',
          'video_appointments.meeting_password_hash',
          'advisers.name as agent_name',
          'video_feedback.rating',
        ])
        .where('video_appointments.agent_id', '=', agentId)
        .where('video_appointments.status', '=', 'booked')
        .where('video_appointments.ends_at', '>', endedAfter)
        .execute();
      return rows.flatMap((row) => {
        const hash = row.meeting_password_hash;
        return hash === null ? [] : [{ ...row, meeting_password_hash: hash }];
      });
    },

    /** Keeps a ChatId (as its hash) until the room closes; closed rooms are removed. */
    async openRoom(room: {
      chatHash: string;
      appointmentId: string;
      now: number;
      expiresAt: number;
    }): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('video_meeting_rooms').where('expires_at', '<=', room.now).execute();
        await trx
          .insertInto('video_meeting_rooms')
          .values({
            chat_hash: room.chatHash,
            appointment_id: room.appointmentId,
            created_at: room.now,
            expires_at: room.expiresAt,
          })
          .execute();
      });
    },

    /** The room of a ChatId while it is open and its appointment booked. */
    async room(chatHash: string, now: number) {
      return db
        .selectFrom('video_meeting_rooms')
        .innerJoin(
          'video_appointments',
          'video_appointments.id',
          'video_meeting_rooms.appointment_id',
        )
        .innerJoin('advisers', 'advisers.agent_id', 'video_appointments.agent_id')
        .select([
          'video_appointments.room_name',
          'video_appointments.starts_at',
          'advisers.name as agent_name',
        ])
        .where('video_meeting_rooms.chat_hash', '=', chatHash)
        .where('video_meeting_rooms.expires_at', '>', now)
        .where('video_appointments.status', '=', 'booked')
        .executeTakeFirst();
    },

    /** The customer's rating of the appointment; a second one replaces the first. */
    async saveFeedback(appointmentId: string, rating: number, comment: string, now: number) {
      await db
        .insertInto('video_feedback')
        .values({ appointment_id: appointmentId, rating, comment, created_at: now })
        .onConflict((oc) =>
          oc.column('appointment_id').doUpdateSet({ rating, comment, created_at: now }),
        )
        .execute();
    },
  };
}
