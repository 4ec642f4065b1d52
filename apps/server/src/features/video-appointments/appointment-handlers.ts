import { randomUUID } from 'node:crypto';
import {
  freeSlots,
  VIDEO_BOOKING_DAYS,
  VIDEO_LEAD_MINUTES,
  VIDEO_MAX_UPCOMING,
  VIDEO_MESSAGES,
  VIDEO_SLOT_MINUTES,
  VIDEO_TOPIC_DOCUMENTS,
  VIDEO_TOPICS,
  type VideoAppointment,
  type VideoTopic,
} from '@servicebereich/protocol';
import type { Transaction } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { registerBlobs } from '../../files/blob-repository.ts';
import { putBlob, type BlobStore } from '../../files/blob-store.ts';
import { fieldError, refusedId } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { MailOutbox } from '../../mail/mail-queue.ts';
import {
  hashMeetingPassword,
  newMeetingPassword,
  newRoomName,
} from '../../security/meeting-passwords.ts';
import type { AdviserRepository } from '../adviser/adviser-repository.ts';
import type { AppointmentRepository, AppointmentRow } from './appointment-repository.ts';
import {
  adviserAppointmentMail,
  appointmentCalendar,
  customerAppointmentMail,
  type AppointmentChange,
  type AppointmentFacts,
  type MeetingAccess,
} from './appointment-mails.ts';
import { meetingAccess } from './meeting-access.ts';

type AppointmentHandlers = Pick<
  Handlers,
  | 'getVideoTerminSlots'
  | 'bookVideoTermin'
  | 'getVideoTermine'
  | 'moveVideoTermin'
  | 'cancelVideoTermin'
>;

function topicOf(value: string): VideoTopic {
  const topic = VIDEO_TOPICS.find((t) => t === value);
  if (topic === undefined) throw new Error(`unknown video topic ${value}`);
  return topic;
}

/**
 * Who an appointment's mails go to, read before a change's transaction takes the database (the
 * back office's requests for documents too).
 */
export async function peopleOf(
  advisers: AdviserRepository,
  customerId: string,
  agentId: string,
): Promise<Pick<AppointmentFacts, 'adviser' | 'customer'>> {
  const customer = await advisers.sender(customerId);
  return {
    adviser: await advisers.contactOf(agentId),
    customer: {
      name: [customer.title_prefix, customer.first_name, customer.last_name]
        .filter((part) => part !== '')
        .join(' '),
      customerNumber: customer.customer_number,
      email: customer.email,
    },
  };
}

/** What the mails tell of an appointment as stored. */
export function factsOf(
  row: AppointmentRow,
  people: Pick<AppointmentFacts, 'adviser' | 'customer'>,
): AppointmentFacts {
  return {
    ...people,
    id: row.id,
    startsAt: row.starts_at,
    endsAt: row.ends_at,
    sequence: row.sequence,
    topic: topicOf(row.topic),
    message: row.message,
    contract: row.contract_number,
    documents: JSON.parse(row.documents_json) as string[],
  };
}

function answerOf(row: AppointmentRow): VideoAppointment {
  return {
    TerminId: row.id,
    BeraterId: row.agent_id,
    BeraterName: row.agent_name,
    Beginn: new Date(row.starts_at).toISOString(),
    Ende: new Date(row.ends_at).toISOString(),
    Thema: topicOf(row.topic),
    Vertragsnummer: row.contract_number,
  };
}

export function appointmentHandlers(deps: {
  appointments: AppointmentRepository;
  advisers: AdviserRepository;
  blobs: BlobStore;
  mails: MailOutbox;
  videoMeetingUrl: string | null;
}): AppointmentHandlers {
  const { appointments, advisers, blobs, mails, videoMeetingUrl } = deps;

  /** One of the customer's advisers who offers video appointments; refused like a missing one. */
  async function videoAdviser(customerId: string, agentId: string) {
    const adviser = (await advisers.forCustomerWithContracts(customerId)).find(
      (a) => a.AgentId === agentId,
    );
    if (adviser === undefined || !adviser.VideoTermin) {
      throw refusedId('beraterid', VIDEO_MESSAGES.agent);
    }
    return adviser;
  }

  async function slotsOf(agentId: string, now: number) {
    return freeSlots({
      hours: await appointments.weeklyHours(agentId),
      now,
      days: VIDEO_BOOKING_DAYS,
      slotMinutes: VIDEO_SLOT_MINUTES,
      leadMinutes: VIDEO_LEAD_MINUTES,
      booked: await appointments.bookedStarts(agentId, now),
    });
  }

  /** The free slot starting at `start`, or a field error for `beginn`. */
  async function freeSlotAt(agentId: string, start: number, now: number) {
    const slot = (await slotsOf(agentId, now)).find((s) => s.start === start);
    if (slot === undefined) throw fieldError('beginn', VIDEO_MESSAGES.slot);
    return slot;
  }

  /**
   * Queues the customer's and the adviser's mail with the calendar file, inside the transaction
   * of the change, so mails go out for changes that happened only. A booking or move carries the
   * new meeting password (`access`), a cancellation none.
   */
  function mailChange(
    people: Pick<AppointmentFacts, 'adviser' | 'customer'>,
    change: AppointmentChange,
    now: number,
    access: MeetingAccess | null,
  ) {
    return async (trx: Transaction<Tables>, row: AppointmentRow) => {
      const facts = factsOf(row, people);
      const calendar = await putBlob(
        blobs,
        Buffer.from(appointmentCalendar(facts, change, now), 'utf8'),
      );
      await registerBlobs(trx, [calendar], now);
      if (facts.customer.email !== '') {
        await mails.queueIn(
          trx,
          customerAppointmentMail(facts, change, calendar.hash, access),
          now,
        );
      }
      await mails.queueIn(trx, adviserAppointmentMail(facts, change, calendar.hash, access), now);
    };
  }

  return {
    getVideoTerminSlots: async ({ beraterid }, ctx) => {
      const adviser = await videoAdviser(ctx.customerId, beraterid);
      return {
        BeraterId: adviser.AgentId,
        BeraterName: adviser.Name,
        Slots: (await slotsOf(adviser.AgentId, ctx.now)).map((s) => ({
          Beginn: new Date(s.start).toISOString(),
          Ende: new Date(s.end).toISOString(),
        })),
      };
    },

    bookVideoTermin: async (params, ctx) => {
      const adviser = await videoAdviser(ctx.customerId, params.beraterid);
      if (params.vertragsnummer !== undefined) {
        const contract = await advisers.ownContract(ctx.customerId, params.vertragsnummer);
        if (contract === undefined) throw refusedId('vertragsnummer', VIDEO_MESSAGES.contract);
      }
      if ((await appointments.upcoming(ctx.customerId, ctx.now)).length >= VIDEO_MAX_UPCOMING) {
        throw fieldError('beginn', VIDEO_MESSAGES.tooMany);
      }
      const slot = await freeSlotAt(adviser.AgentId, Date.parse(params.beginn), ctx.now);
      const id = randomUUID();
      const password = newMeetingPassword();
      const roomName = newRoomName();
      const outcome = await appointments.book(
        {
          id,
          agentId: adviser.AgentId,
          customerId: ctx.customerId,
          contractNumber: params.vertragsnummer ?? null,
          topic: params.thema,
          message: params.nachricht,
          startsAt: slot.start,
          endsAt: slot.end,
          roomName,
          meetingPasswordHash: hashMeetingPassword(id, password),
          documents: VIDEO_TOPIC_DOCUMENTS[params.thema],
        },
        ctx.now,
        mailChange(
          await peopleOf(advisers, ctx.customerId, adviser.AgentId),
          'booked',
          ctx.now,
          meetingAccess(
            ctx.request,
            { agentId: adviser.AgentId, roomName, password },
            videoMeetingUrl,
          ),
        ),
      );
      if (outcome === 'taken') throw fieldError('beginn', VIDEO_MESSAGES.taken);
      mails.sendSoon();
      const booked = await appointments.ownUpcoming(ctx.customerId, id, ctx.now);
      if (booked === undefined) throw new Error('booked appointment not found');
      return answerOf(booked);
    },

    getVideoTermine: async (_params, ctx) => ({
      Termine: (await appointments.upcoming(ctx.customerId, ctx.now)).map(answerOf),
    }),

    moveVideoTermin: async ({ terminid, beginn }, ctx) => {
      const current = await appointments.ownUpcoming(ctx.customerId, terminid, ctx.now);
      if (current === undefined) throw refusedId('terminid', VIDEO_MESSAGES.appointment);
      const slot = await freeSlotAt(current.agent_id, Date.parse(beginn), ctx.now);
      const people = await peopleOf(advisers, ctx.customerId, current.agent_id);
      // The old password goes with the old time: the mail of the move carries a new one.
      const password = newMeetingPassword();
      const access = meetingAccess(
        ctx.request,
        { agentId: current.agent_id, roomName: current.room_name, password },
        videoMeetingUrl,
      );
      const outcome = await appointments.move(
        { id: terminid, startsAt: slot.start, endsAt: slot.end },
        hashMeetingPassword(terminid, password),
        ctx.now,
        mailChange(people, 'moved', ctx.now, access),
      );
      if (outcome === 'taken') throw fieldError('beginn', VIDEO_MESSAGES.taken);
      mails.sendSoon();
      const moved = await appointments.ownUpcoming(ctx.customerId, terminid, ctx.now);
      if (moved === undefined) throw new Error('moved appointment not found');
      return answerOf(moved);
    },

    cancelVideoTermin: async ({ terminid }, ctx) => {
      const current = await appointments.ownUpcoming(ctx.customerId, terminid, ctx.now);
      if (current === undefined) throw refusedId('terminid', VIDEO_MESSAGES.appointment);
      const people = await peopleOf(advisers, ctx.customerId, current.agent_id);
      await appointments.cancel(terminid, ctx.now, mailChange(people, 'cancelled', ctx.now, null));
      mails.sendSoon();
      return { Storniert: true as const };
    },
  };
}
