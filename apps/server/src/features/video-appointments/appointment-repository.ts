import type { WeeklyHours } from '@servicebereich/protocol';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { insertVideoAppointment, type NewVideoAppointment } from '../../db/records.ts';
import type { Tables, VideoAppointmentsTable } from '../../db/tables.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';

export type AppointmentRow = Selectable<VideoAppointmentsTable> & { agent_name: string };

/** Runs after the write, inside its transaction (queues the mails). */
type Then = (trx: Transaction<Tables>, row: AppointmentRow) => Promise<void>;

export function appointmentRepository(db: Kysely<Tables>) {
  async function find(trx: Kysely<Tables>, id: string): Promise<AppointmentRow | undefined> {
    return trx
      .selectFrom('video_appointments')
      .innerJoin('advisers', 'advisers.agent_id', 'video_appointments.agent_id')
      .selectAll('video_appointments')
      .select('advisers.name as agent_name')
      .where('video_appointments.id', '=', id)
      .executeTakeFirst();
  }

  return {
    async weeklyHours(agentId: string): Promise<WeeklyHours[]> {
      const rows = await db
        .selectFrom('adviser_hours')
        .selectAll()
        .where('agent_id', '=', agentId)
        .orderBy('weekday')
        .orderBy('start_minute')
        .execute();
      return rows.map((r) => ({
        weekday: r.weekday,
        startMinute: r.start_minute,
        endMinute: r.end_minute,
      }));
    },

    /** The starts of the adviser's booked appointments from `from` on. */
    async bookedStarts(agentId: string, from: number): Promise<Set<number>> {
      const rows = await db
        .selectFrom('video_appointments')
        .select('starts_at')
        .where('agent_id', '=', agentId)
        .where('status', '=', 'booked')
        .where('starts_at', '>=', from)
        .execute();
      return new Set(rows.map((r) => r.starts_at));
    },

    /** The customer's booked appointments that have not ended, soonest first. */
    async upcoming(customerId: string, now: number): Promise<AppointmentRow[]> {
      return db
        .selectFrom('video_appointments')
        .innerJoin('advisers', 'advisers.agent_id', 'video_appointments.agent_id')
        .selectAll('video_appointments')
        .select('advisers.name as agent_name')
        .where('video_appointments.customer_id', '=', customerId)
        .where('video_appointments.status', '=', 'booked')
        .where('video_appointments.ends_at', '>', now)
        .orderBy('video_appointments.starts_at')
        .execute();
    },

    /** One of the customer's booked appointments that has not begun; undefined for any other. */
    async ownUpcoming(
      customerId: string,
      id: string,
      now: number,
    ): Promise<AppointmentRow | undefined> {
      const row = await find(db, id);
      if (row === undefined || row.customer_id !== customerId) return undefined;
      return row.status === 'booked' && row.starts_at > now ? row : undefined;
    },

    /**
     * Books the slot, or answers 'taken' when another booking of the adviser holds it: the
     * unique index decides, so of any number of requests at once exactly one wins.
     */
    async book(
      appointment: NewVideoAppointment,
      now: number,
      then: Then,
    ): Promise<'booked' | 'taken'> {
      try {
        await db.transaction().execute(async (trx) => {
          await insertVideoAppointment(trx, appointment, now);
          const row = await find(trx, appointment.id);
          if (row === undefined) throw new Error('booked appointment not found');
          await then(trx, row);
        });
        return 'booked';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /**
     * Moves a booked appointment to another start with a new meeting password, or answers
     * 'taken' as `book` does.
     */
    async move(
      { id, startsAt, endsAt }: { id: string; startsAt: number; endsAt: number },
      meetingPasswordHash: string,
      now: number,
      then: Then,
    ): Promise<'moved' | 'taken'> {
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .updateTable('video_appointments')
            .set((eb) => ({
              starts_at: startsAt,
              ends_at: endsAt,
              meeting_password_hash: meetingPasswordHash,
              sequence: eb('sequence', '+', 1),
              changed_at: now,
            }))
            .where('id', '=', id)
            .where('status', '=', 'booked')
            .execute();
          const row = await find(trx, id);
          if (row === undefined) throw new Error('moved appointment not found');
          await then(trx, row);
        });
        return 'moved';
      } catch (error) {
        if (isUniqueViolation(error)) return 'taken';
        throw error;
      }
    },

    /** Every booked appointment that ended after `endedAfter`, soonest first (back office). */
    async booked(endedAfter: number): Promise<AppointmentRow[]> {
      return db
        .selectFrom('video_appointments')
        .innerJoin('advisers', 'advisers.agent_id', 'video_appointments.agent_id')
        .selectAll('video_appointments')
        .select('advisers.name as agent_name')
        .where('video_appointments.status', '=', 'booked')
        .where('video_appointments.ends_at', '>', endedAfter)
        .orderBy('video_appointments.starts_at')
        .execute();
    },

    /** A booked appointment that ended after `endedAfter`; undefined for any other. */
    async findBooked(id: string, endedAfter: number): Promise<AppointmentRow | undefined> {
      const row = await find(db, id);
      return row?.status === 'booked' && row.ends_at > endedAfter ? row : undefined;
    },

    /**
     * Replaces the documents the adviser asks for, of a booked appointment that ended after
     * `endedAfter` (its completion page still opens); undefined for any other.
     */
    async requestDocuments(
      id: string,
      documents: readonly string[],
      endedAfter: number,
      then: Then,
    ): Promise<AppointmentRow | undefined> {
      return db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('video_appointments')
          .set({ documents_json: JSON.stringify(documents) })
          .where('id', '=', id)
          .where('status', '=', 'booked')
          .where('ends_at', '>', endedAfter)
          .executeTakeFirst();
        if (updated.numUpdatedRows === 0n) return undefined;
        const row = await find(trx, id);
        if (row === undefined) throw new Error('appointment not found after its update');
        await then(trx, row);
        return row;
      });
    },

    /** Cancels a booked appointment; its slot is free again. */
    async cancel(id: string, now: number, then: Then): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('video_appointments')
          .set((eb) => ({ status: 'cancelled', sequence: eb('sequence', '+', 1), changed_at: now }))
          .where('id', '=', id)
          .where('status', '=', 'booked')
          .execute();
        const row = await find(trx, id);
        if (row === undefined) throw new Error('cancelled appointment not found');
        await then(trx, row);
      });
    },
  };
}

export type AppointmentRepository = ReturnType<typeof appointmentRepository>;
