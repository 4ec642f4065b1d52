import { z } from 'zod/mini';
import { jsonCall, callArea } from '../call.ts';
import { formBoolean, formInteger, noParams } from '../wire-fields.ts';
import { PASSWORD_WRONG } from './session.ts';
import { VIDEO_TOPICS, type VideoTopic } from './video-appointments.ts';

// The video meeting of a booked appointment (docs/decisions/022-video-meeting.md). The customer
// proves the appointment with its meeting password, mailed with the booking; the calls are public,
// so the link in the mail works on any device, logged in or not. The same password is the page
// password of the completion page (decision 006): its calls act on the appointment whose password
// unlocked the page in this session.

/** The meeting password: this many characters of MEETING_PASSWORD_ALPHABET (about 59 bits). */
export const MEETING_PASSWORD_LENGTH = 12;
/** Without 0/O, 1/I/L: a password read from a mail is typed without guessing. */
export const MEETING_PASSWORD_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** The room opens this long before the appointment begins. */
export const VIDEO_JOIN_MINUTES_BEFORE = 15;
/** The room stays open this long after the appointment's end, for a conversation that runs on. */
export const VIDEO_ROOM_MINUTES_AFTER = 30;
/** The password opens the completion page this long after the end, then it expires. */
export const VIDEO_PASSWORD_HOURS_AFTER = 24;
export const VIDEO_FEEDBACK_MAX_LENGTH = 1000;

/** The query parameter of the meeting page that names the adviser. */
export const VIDEO_ADVISER_PARAM = 'berater';
/** The id of the customer's appointments on the adviser page, linked from the mails. */
export const VIDEO_APPOINTMENTS_ANCHOR = 'videotermine';

/** What the customer brings: the adviser asks for these when the appointment is booked. */
export const VIDEO_TOPIC_DOCUMENTS = {
  bausparen: ['Lichtbildausweis'],
  finanzierung: [
    'Lichtbildausweis',
    'Lohn- oder Gehaltszettel der letzten drei Monate',
    'Kaufvertrag oder Kostenvoranschlag',
  ],
  vorsorge: ['Lichtbildausweis', 'Auszug aus dem Pensionskonto'],
  versicherung: ['Lichtbildausweis', 'Aktuelle Polizze'],
  schaden: ['Fotos vom Schaden', 'Rechnungen oder Kostenvoranschläge'],
  sonstiges: [],
} as const satisfies Record<VideoTopic, readonly string[]>;

export const VIDEO_MEETING_MESSAGES = {
  /** Wrong, expired or of a cancelled appointment: answered alike. */
  password: PASSWORD_WRONG,
  passwordMissing: 'Bitte gib das Passwort aus der E-Mail zu deinem Videotermin ein.',
  adviser: 'Bitte öffne den Link aus der E-Mail zu deinem Videotermin.',
  tooEarly: (start: string) =>
    `Dein Videotermin beginnt am ${start}. Du kannst ${VIDEO_JOIN_MINUTES_BEFORE} Minuten davor beitreten.`,
  over: 'Dein Videotermin ist bereits vorbei.',
  room: 'Der Raum zu diesem Videotermin ist nicht mehr offen. Bitte gib das Passwort noch einmal ein.',
  /** The completion page's calls without an unlock (or with one whose password no longer holds). */
  locked: 'Bitte gib das Passwort aus der E-Mail zu deinem Videotermin noch einmal ein.',
  notYet: 'Eine Bewertung ist nach dem Gespräch möglich.',
  rating: 'Bitte wähle eine Bewertung von 1 bis 5 Sternen.',
  comment: `Dein Kommentar darf höchstens ${VIDEO_FEEDBACK_MAX_LENGTH} Zeichen lang sein.`,
} as const;

/** As typed: small letters, spaces and dashes are fine (`abcd-efgh-jkmn`). */
export function normalizeMeetingPassword(value: string): string {
  return value.replace(/[\s-]/g, '').toUpperCase();
}

/** As mailed: three groups of four, `ABCD-EFGH-JKMN`. */
export function formatMeetingPassword(password: string): string {
  return password.match(/.{1,4}/g)?.join('-') ?? password;
}

const meetingPasswordParam = z
  .string({ error: VIDEO_MEETING_MESSAGES.passwordMissing })
  .check(
    z.minLength(1, { error: VIDEO_MEETING_MESSAGES.passwordMissing }),
    z.maxLength(100, { error: VIDEO_MEETING_MESSAGES.password }),
  );

const meetingAdviserParam = z
  .string({ error: VIDEO_MEETING_MESSAGES.adviser })
  .check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,40}$/, { error: VIDEO_MEETING_MESSAGES.adviser }));

/** The appointment as its password shows it. */
export const videoMeetingSchema = z.object({
  BeraterName: z.string(),
  Beginn: z.string(),
  Ende: z.string(),
  Thema: z.enum(VIDEO_TOPICS),
  /** The documents the adviser asked for. */
  Dokumente: z.array(z.string()),
  /** Whether the customer has rated the conversation already. */
  Bewertet: z.boolean(),
});
export type VideoMeeting = z.infer<typeof videoMeetingSchema>;

export const videoMeetingCalls = callArea({
  /**
   * Checks the meeting password of an appointment with the adviser `beraterid`. With
   * checkpassword=true it only tells the appointment (device check, completion page); otherwise it
   * opens the meeting room, from VIDEO_JOIN_MINUTES_BEFORE on, and answers its ChatId.
   */
  videoCallGenerate: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'VideoCallGenerate',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () =>
      z.object({
        password: meetingPasswordParam,
        beraterid: meetingAdviserParam,
        checkpassword: z._default(formBoolean, false),
      }),
    result: () => z.object({ ChatId: z.nullable(z.string()), Termin: videoMeetingSchema }),
  }),
  /**
   * The room of a ChatId while it is open. RoomUrl is null when the server has no video provider
   * configured.
   */
  videoCallGetRoom: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'VideoCallGetRoom',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () =>
      z.object({
        chatid: z
          .string({ error: VIDEO_MEETING_MESSAGES.room })
          .check(
            z.trim(),
            z.regex(/^[A-Za-z0-9_-]{8,100}$/, { error: VIDEO_MEETING_MESSAGES.room }),
          ),
      }),
    result: () =>
      z.object({ RoomUrl: z.nullable(z.string()), Beginn: z.string(), BeraterName: z.string() }),
  }),
  /**
   * Beyond the spec: the appointment whose meeting password unlocked the completion page in this
   * session (CheckPagePassword, or VideoCallGenerate on the meeting page). Without such an unlock,
   * or once its password no longer holds, `Errors.password` (VIDEO_MEETING_MESSAGES.locked).
   */
  getVideoTerminAbschluss: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetVideoTerminAbschluss',
    method: 'POST',
    access: 'public',
    body: 'none',
    params: () => noParams,
    result: () => videoMeetingSchema,
  }),
  /**
   * Beyond the spec: the customer's rating of the conversation of the unlocked completion page,
   * once it has begun; a second replaces it. Without the unlock, as GetVideoTerminAbschluss.
   */
  videoTerminFeedback: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'VideoTerminFeedback',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () =>
      z.object({
        bewertung: formInteger(1, 5, VIDEO_MEETING_MESSAGES.rating),
        kommentar: z._default(
          z
            .string()
            .check(
              z.trim(),
              z.maxLength(VIDEO_FEEDBACK_MAX_LENGTH, { error: VIDEO_MEETING_MESSAGES.comment }),
            ),
          '',
        ),
      }),
    result: () => z.object({ Gespeichert: z.literal(true) }),
  }),
});
