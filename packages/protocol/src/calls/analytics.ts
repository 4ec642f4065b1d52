import { z } from 'zod/mini';
import { callArea, jsonCall } from '../call.ts';
import { CLAIM_TYPES } from '../claim-forms.ts';

// Usage analytics of our own (docs/decisions/034-analytics.md): sent only after the customer
// agreed on the device, counted per day on our server, never with a customer number. Beyond the
// spec, which asks only that contract numbers in analytics are masked (SPEC 9).

/** What the app counts, by its wire name, with the details each may carry. */
export const ANALYTICS_EVENTS = {
  /** A screen was shown: its route pattern (`/:motive/vertrag/:contractId`). */
  ansicht: null,
  /** A login, by its way. */
  login: ['passwort', 'biometrie', 'passkey', 'aktivierung'],
  /** The first entry in a claim form, by claim type. */
  'schadensmeldung-begonnen': CLAIM_TYPES,
  /** A claim sent, by claim type. */
  'schadensmeldung-gesendet': CLAIM_TYPES,
  /** Files uploaded, by where they went. */
  upload: ['dokbox', 'checkliste', 'schadensmeldung'],
  /** A video appointment booked. */
  'termin-gebucht': [''],
} as const satisfies Record<string, readonly string[] | null>;

export type AnalyticsEventName = keyof typeof ANALYTICS_EVENTS;

/** An event as the app hands it on: a detail of those its name allows. */
export type AnalyticsEvent = {
  [N in AnalyticsEventName]: {
    name: N;
    detail: (typeof ANALYTICS_EVENTS)[N] extends readonly (infer D)[] ? D : string;
  };
}[AnalyticsEventName];

/** Events in one call; the app sends fewer, more often. */
export const ANALYTICS_BATCH_MAX = 50;

/** Name and detail on the wire: `ansicht|/dashboard`, `upload|dokbox`, `termin-gebucht|`. */
const SEPARATOR = '|';

/** A number of more than three digits: a contract or customer number that was not masked. */
const UNMASKED_NUMBER = /\d{4,}/;

/** A route pattern: `*` (not found) or a path of letters, digits, `:` parameters and `?`. */
const ROUTE_PATTERN = /^(?:\*|\/[A-Za-z0-9:?/_-]{0,150})$/;

export const ANALYTICS_MESSAGES = {
  events: 'Bitte sende zwischen 1 und 50 Ereignisse.',
  unknown: 'Dieses Ereignis gibt es nicht.',
  unmasked: 'Eine Nummer darf nur maskiert übertragen werden.',
} as const;

export function encodeAnalyticsEvent(event: AnalyticsEvent): string {
  return `${event.name}${SEPARATOR}${event.detail}`;
}

/** The event of a wire item, or null for an unknown name or a detail its name does not allow. */
function decodeAnalyticsEvent(item: string): AnalyticsEvent | null {
  const at = item.indexOf(SEPARATOR);
  const name = at < 0 ? item : item.slice(0, at);
  const detail = at < 0 ? '' : item.slice(at + 1);
  if (!Object.hasOwn(ANALYTICS_EVENTS, name)) return null;
  const allowed: readonly string[] | null = ANALYTICS_EVENTS[name as AnalyticsEventName];
  const valid = allowed === null ? ROUTE_PATTERN.test(detail) : allowed.includes(detail);
  return valid ? ({ name, detail } as AnalyticsEvent) : null;
}

const eventParam = z.pipe(
  z.string({ error: ANALYTICS_MESSAGES.unknown }).check(
    // Refused before anything else: a number must never be stored, whatever else is wrong.
    z.refine((item) => !UNMASKED_NUMBER.test(item), {
      error: ANALYTICS_MESSAGES.unmasked,
      abort: true,
    }),
    z.refine((item) => decodeAnalyticsEvent(item) !== null, { error: ANALYTICS_MESSAGES.unknown }),
  ),
  z.transform((item) => decodeAnalyticsEvent(item) as AnalyticsEvent),
);

export const analyticsCalls = callArea({
  /**
   * Beyond the spec: counts the events the app gathered since its last call, sent in the
   * background and only after the customer agreed. Anyone may send (screens before the login
   * count too); the events carry no customer, and the server keeps only counts per day.
   */
  nutzungsstatistik: jsonCall({
    mode: 'General',
    fn: 'Nutzungsstatistik',
    method: 'POST',
    access: 'public',
    body: 'form',
    params: () =>
      z.object({
        ereignisse: z
          .array(eventParam, { error: ANALYTICS_MESSAGES.events })
          .check(
            z.minLength(1, { error: ANALYTICS_MESSAGES.events }),
            z.maxLength(ANALYTICS_BATCH_MAX, { error: ANALYTICS_MESSAGES.events }),
          ),
      }),
    result: () => z.object({ Gezaehlt: z.int() }),
  }),
});
