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
  /** Booked appointments with a password that ended after `endedAfter`. */
  function live(endedAfter: number) {
    return db
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
      .where('video_appointments.status', '=', 'booked')
      .where('video_appointments.ends_at', '>', endedAfter)
      .where('video_appointments.meeting_password_hash', 'is not', null)
      .$narrowType<{ meeting_password_hash: string }>();
  }

  return {
    /**
     * The booked appointments with a password that ended after `endedAfter`: the adviser's, or
     * those of every adviser for `null`.
     */
    async withPassword(agentId: string | null, endedAfter: number): Promise<MeetingAppointment[]> {
      const query = live(endedAfter);
      return (
        agentId === null ? query : query.where('video_appointments.agent_id', '=', agentId)
      ).execute();
    },

    /** The booked appointment whose password has this hash while it holds, as `withPassword`. */
    async byPasswordHash(
      passwordHash: string,
      endedAfter: number,
    ): Promise<MeetingAppointment | undefined> {
      return live(endedAfter)
        .where('video_appointments.meeting_password_hash', '=', passwordHash)
        .executeTakeFirst();
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
