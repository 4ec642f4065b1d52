import { z } from 'zod/mini';
import { jsonCall, callArea } from '../call.ts';
import { contractNumberParam, noParams } from '../wire-fields.ts';

// Beyond the spec: SPEC 7 names no call to book a video appointment. Designed in its style
// (docs/decisions/021-video-appointments.md): customer calls of Mode=MeinServicebereich, form
// bodies, instants as ISO 8601 in UTC, shown by the app in Vienna time.

/** What the appointment is about; the adviser prepares for it. */
export const VIDEO_TOPICS = [
  'bausparen',
  'finanzierung',
  'vorsorge',
  'versicherung',
  'schaden',
  'sonstiges',
] as const;
export type VideoTopic = (typeof VIDEO_TOPICS)[number];

export const VIDEO_TOPIC_LABELS = {
  bausparen: 'Bausparen und Sparen',
  finanzierung: 'Finanzierung',
  vorsorge: 'Vorsorge und Pension',
  versicherung: 'Versicherung',
  schaden: 'Schadensfall',
  sonstiges: 'Anderes Anliegen',
} as const satisfies Record<VideoTopic, string>;

/** One appointment lasts this long; the adviser's weekly hours are cut into such slots. */
export const VIDEO_SLOT_MINUTES = 30;
/** How far ahead a customer may book, counted in days from today (in Vienna). */
export const VIDEO_BOOKING_DAYS = 28;
/** A slot starting sooner than this cannot be booked any more; the adviser needs time. */
export const VIDEO_LEAD_MINUTES = 120;
/** Upcoming appointments one customer may hold at once. */
export const VIDEO_MAX_UPCOMING = 3;

export const VIDEO_MESSAGES = {
  agent: 'Mit dieser Beraterin oder diesem Berater kannst du keinen Videotermin vereinbaren.',
  slot: 'Bitte wähle einen freien Termin.',
  taken: 'Dieser Termin ist leider nicht mehr frei. Bitte wähle einen anderen.',
  topic: 'Bitte wähle ein Thema.',
  appointment: 'Der Termin wurde nicht gefunden.',
  tooMany: `Du hast bereits ${VIDEO_MAX_UPCOMING} offene Videotermine. Bitte sage einen ab oder verschiebe ihn.`,
  contract: 'Der Vertrag wurde nicht gefunden.',
  message: 'Deine Nachricht darf höchstens 500 Zeichen lang sein.',
} as const;

export const agentIdParam = z
  .string({ error: VIDEO_MESSAGES.agent })
  .check(z.trim(), z.regex(/^[A-Za-z0-9-]{1,40}$/, { error: VIDEO_MESSAGES.agent }));

/** An instant as the server wrote it: `2026-12-01T09:30:00.000Z`. */
export const instantParam = z.string({ error: VIDEO_MESSAGES.slot }).check(
  z.trim(),
  z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\.000Z$/, { error: VIDEO_MESSAGES.slot }),
  // Checks run on after a failed one: only a parseable instant may reach toISOString.
  z.refine(
    (v) => {
      const ms = Date.parse(v);
      return !Number.isNaN(ms) && new Date(ms).toISOString() === v;
    },
    { error: VIDEO_MESSAGES.slot },
  ),
);

export const appointmentIdParam = z
  .string({ error: VIDEO_MESSAGES.appointment })
  .check(z.trim(), z.regex(/^[0-9a-f-]{36}$/, { error: VIDEO_MESSAGES.appointment }));

export const videoSlotSchema = z.object({ Beginn: z.string(), Ende: z.string() });
export type VideoSlot = z.infer<typeof videoSlotSchema>;

export const videoAppointmentSchema = z.object({
  TerminId: z.string(),
  BeraterId: z.string(),
  BeraterName: z.string(),
  Beginn: z.string(),
  Ende: z.string(),
  Thema: z.enum(VIDEO_TOPICS),
  Vertragsnummer: z.nullable(z.string()),
});
export type VideoAppointment = z.infer<typeof videoAppointmentSchema>;

export const videoAppointmentCalls = callArea({
  /**
   * Beyond the spec: the free slots of one of the customer's advisers for the next weeks: their
   * weekly hours in Vienna time, without public holidays, booked and past slots.
   */
  getVideoTerminSlots: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetVideoTerminSlots',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ beraterid: agentIdParam }),
    result: () =>
      z.object({
        BeraterId: z.string(),
        BeraterName: z.string(),
        Slots: z.array(videoSlotSchema),
      }),
  }),
  /** Beyond the spec: books a free slot; of two customers asking for one slot, one gets it. */
  bookVideoTermin: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'BookVideoTermin',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.object({
        beraterid: agentIdParam,
        beginn: instantParam,
        thema: z.enum(VIDEO_TOPICS, { error: VIDEO_MESSAGES.topic }),
        vertragsnummer: z.optional(contractNumberParam),
        nachricht: z._default(
          z.string().check(z.trim(), z.maxLength(500, { error: VIDEO_MESSAGES.message })),
          '',
        ),
      }),
    result: () => videoAppointmentSchema,
  }),
  /** Beyond the spec: the customer's upcoming appointments, soonest first. */
  getVideoTermine: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetVideoTermine',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () => z.object({ Termine: z.array(videoAppointmentSchema) }),
  }),
  /** Beyond the spec: moves an upcoming appointment to another free slot of the same adviser. */
  moveVideoTermin: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'MoveVideoTermin',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ terminid: appointmentIdParam, beginn: instantParam }),
    result: () => videoAppointmentSchema,
  }),
  /** Beyond the spec: cancels an upcoming appointment; its slot is free again. */
  cancelVideoTermin: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'CancelVideoTermin',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ terminid: appointmentIdParam }),
    result: () => z.object({ Storniert: z.literal(true) }),
  }),
});
