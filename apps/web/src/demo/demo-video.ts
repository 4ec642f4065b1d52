import {
  ERROR_KEYS,
  freeSlots,
  OFFICE_HOURS,
  VIDEO_BOOKING_DAYS,
  VIDEO_LEAD_MINUTES,
  VIDEO_MEETING_MESSAGES,
  VIDEO_MESSAGES,
  VIDEO_SLOT_MINUTES,
  VIDEO_TOPIC_DOCUMENTS,
  type VideoAppointment,
  type videoAppointmentCalls,
  type VideoMeeting,
  type videoMeetingCalls,
} from '@servicebereich/protocol';
import { demoFail as fail, type DemoHandlers } from './demo-call.ts';
import type { Adviser, DemoContract, DemoData } from './demo-data.ts';

// Video appointments and their rooms in the test mode: the advisers' office hours, bookings,
// moves and cancellations; any meeting password opens the adviser's next appointment, as the
// test mode mails none, and its rooms have no video provider.

type VideoHandlers = Pick<
  DemoHandlers,
  keyof typeof videoAppointmentCalls | keyof typeof videoMeetingCalls
>;

/** Slots of an adviser in the test mode: office hours, without the booked ones. */
function demoSlots(now: Date, booked: readonly VideoAppointment[], leadMinutes: number) {
  return freeSlots({
    hours: OFFICE_HOURS,
    now: now.getTime(),
    days: VIDEO_BOOKING_DAYS,
    slotMinutes: VIDEO_SLOT_MINUTES,
    leadMinutes,
    booked: new Set(booked.map((a) => Date.parse(a.Beginn))),
  });
}

/** The appointment the customer has booked when the test mode starts, two days or more ahead. */
export function firstAppointment(now: Date, data: DemoData): VideoAppointment[] {
  const slot = demoSlots(now, [], 2 * 24 * 60)[0];
  if (slot === undefined) return [];
  return [
    {
      TerminId: '00000000-0000-4000-8000-000000005000',
      BeraterId: data.adviser.AgentId,
      BeraterName: data.adviser.Name,
      Beginn: new Date(slot.start).toISOString(),
      Ende: new Date(slot.end).toISOString(),
      Thema: 'finanzierung',
      Vertragsnummer: null,
    },
  ];
}

export function demoVideo(deps: {
  /** What the test mode keeps of the appointments: booked, rated, opened, unlocked. */
  state: {
    now: Date;
    nextId: number;
    appointments: VideoAppointment[];
    ratedAppointments: Set<string>;
    videoChats: Map<string, VideoAppointment>;
    completionUnlocked: string | null;
  };
  findContract: (contractId: string) => DemoContract;
  findAgent: (agentId: string) => Adviser | undefined;
  newId: (prefix: string) => string;
}): {
  handlers: VideoHandlers;
  /** The soonest appointment with the adviser, as a meeting password opens it (below). */
  openAppointment: (agentId: string | null) => VideoAppointment;
} {
  const { findContract, findAgent, newId } = deps;

  function videoAgent(agentId: string): Adviser {
    const agent = findAgent(agentId);
    if (agent === undefined || !agent.VideoTermin) fail('beraterid', VIDEO_MESSAGES.agent);
    return agent;
  }

  function agentSlots(agentId: string) {
    const booked = deps.state.appointments.filter((a) => a.BeraterId === agentId);
    return demoSlots(deps.state.now, booked, VIDEO_LEAD_MINUTES);
  }

  function freeSlotAt(agentId: string, beginn: string) {
    const slot = agentSlots(agentId).find((s) => s.start === Date.parse(beginn));
    return slot ?? fail('beginn', VIDEO_MESSAGES.slot);
  }

  function ownAppointment(terminid: string): VideoAppointment {
    return (
      deps.state.appointments.find((a) => a.TerminId === terminid) ??
      fail('terminid', VIDEO_MESSAGES.appointment)
    );
  }

  /**
   * The adviser's soonest appointment (of any adviser for null), as a meeting password would name
   * it; it unlocks the completion page too.
   */
  function openAppointment(agentId: string | null): VideoAppointment {
    const appointment =
      [...deps.state.appointments]
        .sort((a, b) => a.Beginn.localeCompare(b.Beginn))
        .find((a) => agentId === null || a.BeraterId === agentId) ??
      fail(ERROR_KEYS.password, VIDEO_MEETING_MESSAGES.password);
    deps.state.completionUnlocked = appointment.TerminId;
    return appointment;
  }

  /** The appointment the completion page was unlocked for, while it is booked. */
  function unlockedAppointment(): VideoAppointment {
    return (
      deps.state.appointments.find((a) => a.TerminId === deps.state.completionUnlocked) ??
      fail(ERROR_KEYS.password, VIDEO_MEETING_MESSAGES.locked)
    );
  }

  function meetingOf(appointment: VideoAppointment): VideoMeeting {
    return {
      BeraterName: appointment.BeraterName,
      Beginn: appointment.Beginn,
      Ende: appointment.Ende,
      Thema: appointment.Thema,
      Dokumente: [...VIDEO_TOPIC_DOCUMENTS[appointment.Thema]],
      Bewertet: deps.state.ratedAppointments.has(appointment.TerminId),
    };
  }

  return {
    openAppointment,
    handlers: {
      getVideoTerminSlots: ({ beraterid }) => {
        const agent = videoAgent(beraterid);
        return {
          BeraterId: agent.AgentId,
          BeraterName: agent.Name,
          Slots: agentSlots(agent.AgentId).map((slot) => ({
            Beginn: new Date(slot.start).toISOString(),
            Ende: new Date(slot.end).toISOString(),
          })),
        };
      },
      bookVideoTermin: ({ beraterid, beginn, thema, vertragsnummer }) => {
        const agent = videoAgent(beraterid);
        if (vertragsnummer !== undefined) findContract(vertragsnummer);
        const slot = freeSlotAt(agent.AgentId, beginn);
        const appointment: VideoAppointment = {
          TerminId: `00000000-0000-4000-8000-${String(deps.state.nextId++).padStart(12, '0')}`,
          BeraterId: agent.AgentId,
          BeraterName: agent.Name,
          Beginn: new Date(slot.start).toISOString(),
          Ende: new Date(slot.end).toISOString(),
          Thema: thema,
          Vertragsnummer: vertragsnummer ?? null,
        };
        deps.state.appointments.push(appointment);
        return appointment;
      },
      getVideoTermine: () => ({
        Termine: [...deps.state.appointments].sort((a, b) => a.Beginn.localeCompare(b.Beginn)),
      }),
      moveVideoTermin: ({ terminid, beginn }) => {
        const appointment = ownAppointment(terminid);
        const slot = freeSlotAt(appointment.BeraterId, beginn);
        appointment.Beginn = new Date(slot.start).toISOString();
        appointment.Ende = new Date(slot.end).toISOString();
        return appointment;
      },
      cancelVideoTermin: ({ terminid }) => {
        const appointment = ownAppointment(terminid);
        deps.state.appointments = deps.state.appointments.filter((a) => a !== appointment);
        return { Storniert: true as const };
      },
      // Any password opens the adviser's next appointment: the test mode mails no passwords. Its
      // rooms have no video provider, as a server without one.
      videoCallGenerate: ({ beraterid, checkpassword }) => {
        const appointment = openAppointment(beraterid);
        const meeting = meetingOf(appointment);
        if (checkpassword) return { ChatId: null, Termin: meeting };
        const chatId = newId(`video-${appointment.TerminId.slice(-6)}`);
        deps.state.videoChats.set(chatId, appointment);
        return { ChatId: chatId, Termin: meeting };
      },
      videoCallGetRoom: ({ chatid }) => {
        const appointment =
          deps.state.videoChats.get(chatid) ?? fail('chatid', VIDEO_MEETING_MESSAGES.room);
        return { RoomUrl: null, Beginn: appointment.Beginn, BeraterName: appointment.BeraterName };
      },
      getVideoTerminAbschluss: () => meetingOf(unlockedAppointment()),
      videoTerminFeedback: () => {
        deps.state.ratedAppointments.add(unlockedAppointment().TerminId);
        return { Gespeichert: true as const };
      },
    },
  };
}
