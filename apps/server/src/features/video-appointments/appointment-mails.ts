import {
  formatMeetingPassword,
  formatViennaDateTime,
  VIDEO_JOIN_MINUTES_BEFORE,
  VIDEO_TOPIC_LABELS,
  type VideoTopic,
} from '@servicebereich/protocol';
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import type { QueuedMail } from '../../mail/mail-repository.ts';

// Text-only mails, like the contact form's: what the customer typed appears in the body only,
// never in a header; subjects hold fixed words and the appointment's time.

export type AppointmentChange = 'booked' | 'moved' | 'cancelled';

export type AppointmentFacts = {
  id: string;
  startsAt: number;
  endsAt: number;
  /** One more with each change, so a calendar replaces the older entry. */
  sequence: number;
  topic: VideoTopic;
  message: string;
  contract: string | null;
  adviser: { name: string; email: string };
  customer: { name: string; customerNumber: string; email: string };
  /** The documents the adviser asked for. */
  documents: readonly string[];
};

/** What only the mails of a booking or move carry: the new meeting password and the links. */
export type MeetingAccess = {
  password: string;
  /** The app's meeting page for this adviser, where the customer enters the password. */
  meetingLink: string;
  /** The app's adviser page with the customer's appointments, to move or cancel them. */
  appointmentsLink: string;
  /** The provider's room for the adviser; null without a configured provider. */
  roomUrl: string | null;
};

/** The calendar file's name in both mails. */
export const ICS_FILE_NAME = 'videotermin.ics';
export const ICS_CONTENT_TYPE = 'text/calendar; charset=utf-8';

/**
 * The appointment as an iCalendar object (RFC 5545): the same UID for booking, move and
 * cancellation, with a rising SEQUENCE, so calendar programs update their entry.
 */
export function appointmentCalendar(
  facts: AppointmentFacts,
  change: AppointmentChange,
  now: number,
): string {
  const calendar = ical({
    prodId: { company: 'Servicebereich', product: 'Videotermin', language: 'DE' },
    method: change === 'cancelled' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `${facts.id}@servicebereich`,
    sequence: facts.sequence,
    stamp: new Date(now),
    start: new Date(facts.startsAt),
    end: new Date(facts.endsAt),
    summary: `Videotermin mit ${facts.adviser.name}`,
    description: `Thema: ${VIDEO_TOPIC_LABELS[facts.topic]}`,
    location: 'Videogespräch im Servicebereich',
    status: change === 'cancelled' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    organizer: { name: facts.adviser.name, email: facts.adviser.email },
    attendees:
      facts.customer.email === ''
        ? []
        : [{ name: facts.customer.name, email: facts.customer.email }],
  });
  return calendar.toString();
}

const SUBJECT = {
  booked: 'Dein Videotermin',
  moved: 'Dein Videotermin wurde verschoben',
  cancelled: 'Dein Videotermin wurde abgesagt',
} as const satisfies Record<AppointmentChange, string>;

const ADVISER_SUBJECT = {
  booked: 'Neuer Videotermin',
  moved: 'Videotermin verschoben',
  cancelled: 'Videotermin abgesagt',
} as const satisfies Record<AppointmentChange, string>;

function summary(facts: AppointmentFacts): string[] {
  return [
    `Wann: ${formatViennaDateTime(facts.startsAt)} (Wiener Zeit, 30 Minuten)`,
    `Thema: ${VIDEO_TOPIC_LABELS[facts.topic]}`,
    ...(facts.contract === null ? [] : [`Vertrag: ${facts.contract}`]),
  ];
}

const CUSTOMER_LEAD = {
  booked: (f: AppointmentFacts) => `dein Videotermin mit ${f.adviser.name} ist gebucht.`,
  moved: (f: AppointmentFacts) => `dein Videotermin mit ${f.adviser.name} wurde verschoben.`,
  cancelled: (f: AppointmentFacts) => `dein Videotermin mit ${f.adviser.name} wurde abgesagt.`,
} as const;

/** The customer's mail; `calendarHash` names the stored calendar file it carries. */
export function customerAppointmentMail(
  facts: AppointmentFacts,
  change: AppointmentChange,
  calendarHash: string,
  access: MeetingAccess | null,
): QueuedMail {
  return {
    kind: `video-appointment-${change}`,
    to: facts.customer.email,
    subject: `${SUBJECT[change]}: ${formatViennaDateTime(facts.startsAt)}`,
    text: [
      `Hallo ${facts.customer.name},`,
      '',
      CUSTOMER_LEAD[change](facts),
      '',
      ...summary(facts),
      '',
      ...(access === null
        ? [
            'Einen neuen Termin kannst du jederzeit im Servicebereich unter Services › Berater vereinbaren.',
          ]
        : [
            `So nimmst du teil: Öffne ab ${VIDEO_JOIN_MINUTES_BEFORE} Minuten vor Beginn diesen Link und gib dort dein Passwort ein:`,
            access.meetingLink,
            `Passwort: ${formatMeetingPassword(access.password)}`,
            ...(change === 'moved' ? ['Das Passwort aus früheren E-Mails gilt nicht mehr.'] : []),
            ...(facts.documents.length === 0
              ? []
              : ['', 'Bitte halte bereit:', ...facts.documents.map((d) => `- ${d}`)]),
            '',
            'Im Anhang findest du den Termin für deinen Kalender. Verschieben oder absagen kannst du ihn hier:',
            access.appointmentsLink,
          ]),
    ].join('\n'),
    attachments: [
      { fileName: ICS_FILE_NAME, contentType: ICS_CONTENT_TYPE, blobHash: calendarHash },
    ],
  };
}

/** The adviser's mail, with the customer's note and the same calendar file. */
export function adviserAppointmentMail(
  facts: AppointmentFacts,
  change: AppointmentChange,
  calendarHash: string,
  access: MeetingAccess | null,
): QueuedMail {
  return {
    kind: `video-appointment-adviser-${change}`,
    to: facts.adviser.email,
    ...(facts.customer.email === '' ? {} : { replyTo: facts.customer.email }),
    subject: `${ADVISER_SUBJECT[change]}: ${formatViennaDateTime(facts.startsAt)} (Verfügernummer ${facts.customer.customerNumber})`,
    text: [
      `${ADVISER_SUBJECT[change]} aus dem Servicebereich`,
      '',
      `Mit: ${facts.customer.name}, Verfügernummer ${facts.customer.customerNumber}`,
      `E-Mail: ${facts.customer.email || '–'}`,
      ...summary(facts),
      `Termin-ID (für Unterlagen, die du anfordern möchtest): ${facts.id}`,
      '',
      ...(access === null || access.roomUrl === null
        ? []
        : [`Raum des Videogesprächs: ${access.roomUrl}`, '']),
      'Anmerkung der Kundin oder des Kunden:',
      facts.message === '' ? '–' : facts.message,
    ].join('\n'),
    attachments: [
      { fileName: ICS_FILE_NAME, contentType: ICS_CONTENT_TYPE, blobHash: calendarHash },
    ],
  };
}

/**
 * The customer's mail when the adviser asks for other documents (the back office's
 * `video request-documents`); no password, no link that acts.
 */
export function documentsRequestMail(facts: AppointmentFacts): QueuedMail {
  return {
    kind: 'video-appointment-documents',
    to: facts.customer.email,
    subject: `Unterlagen für deinen Videotermin: ${formatViennaDateTime(facts.startsAt)}`,
    text: [
      `Hallo ${facts.customer.name},`,
      '',
      ...(facts.documents.length === 0
        ? [`${facts.adviser.name} braucht für deinen Videotermin keine Unterlagen von dir.`]
        : [
            `${facts.adviser.name} bittet dich, für deinen Videotermin diese Unterlagen bereitzuhalten:`,
            ...facts.documents.map((d) => `- ${d}`),
          ]),
      '',
      ...summary(facts),
      ...(facts.documents.length === 0
        ? []
        : [
            '',
            'Nach dem Gespräch kannst du sie auf der Abschlussseite deines Videotermins im Servicebereich gleich in deine DokBox hochladen. Das Passwort dafür steht in der E-Mail zu deinem Termin.',
          ]),
    ].join('\n'),
  };
}
