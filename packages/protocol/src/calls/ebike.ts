import { z } from 'zod/mini';
import { jsonCall, callArea } from '../call.ts';
import { contractNumberParam } from '../wire-fields.ts';

/**
 * The tracker of an e-bike contract, kept on the server (docs/decisions/025-ebike-immowert-bestfit.md):
 * not activated → requested (the provider has it) → active; or rejected by the provider, or
 * failed when the provider could not be reached. From rejected or failed it can be requested again.
 */
export const EBIKE_TRACKER_STATES = [
  'nicht-aktiviert',
  'angefragt',
  'aktiv',
  'abgelehnt',
  'fehlgeschlagen',
] as const;
export type EbikeTrackerState = (typeof EBIKE_TRACKER_STATES)[number];

/** Why an activation was rejected (by the provider) or failed (no answer from it). */
export const EBIKE_TRACKER_REASONS = [
  'tracker-unbekannt',
  'tracker-vergeben',
  'rahmennummer-passt-nicht',
  'abgelehnt',
  'nicht-erreichbar',
  'keine-antwort',
] as const;
export type EbikeTrackerReason = (typeof EBIKE_TRACKER_REASONS)[number];

/** What the customer is told about a reason, in the app and in the mail. */
export const EBIKE_TRACKER_REASON_TEXTS = {
  'tracker-unbekannt':
    'Der Tracker-Anbieter kennt diese Tracker-ID nicht. Bitte prüfe die 15 Ziffern auf dem Etikett des Trackers.',
  'tracker-vergeben':
    'Dieser Tracker ist beim Anbieter schon einem anderen E-Bike zugeordnet. Bitte wende dich an den Händler, bei dem du ihn gekauft hast.',
  'rahmennummer-passt-nicht':
    'Rahmennummer und Tracker passen laut Anbieter nicht zusammen. Bitte prüfe die Rahmennummer.',
  abgelehnt:
    'Der Tracker-Anbieter hat die Aktivierung abgelehnt. Bitte wende dich an deine Beraterin oder deinen Berater.',
  'nicht-erreichbar':
    'Der Tracker-Anbieter war längere Zeit nicht erreichbar. Bitte versuche es noch einmal.',
  'keine-antwort':
    'Der Tracker-Anbieter hat die Aktivierung nicht bestätigt. Bitte versuche es noch einmal.',
} as const satisfies Record<EbikeTrackerReason, string>;

export const EBIKE_MESSAGES = {
  frameNumberMissing: 'Bitte gib die Rahmennummer deines E-Bikes ein.',
  frameNumber:
    'Die Rahmennummer besteht aus 6 bis 20 Buchstaben und Ziffern. Du findest sie meist unten am Rahmen beim Tretlager.',
  trackerIdMissing: 'Bitte gib die Tracker-ID ein.',
  trackerIdForm:
    'Die Tracker-ID besteht aus 15 Ziffern. Du findest sie auf dem Etikett des Trackers und auf seiner Verpackung.',
  trackerIdCheck: 'Diese Tracker-ID ist nicht gültig. Bitte prüfe die 15 Ziffern noch einmal.',
  contractNotFound: 'Der Vertrag wurde nicht gefunden.',
  noTracker: 'Für diesen Vertrag gibt es keinen E-Bike-Tracker.',
  alreadyActive: 'Der E-Bike-Tracker ist für diesen Vertrag bereits aktiv.',
  alreadyRequested:
    'Die Aktivierung läuft bereits. Sobald der Tracker-Anbieter sie bestätigt, ist dein Tracker aktiv.',
  unavailable:
    'Der E-Bike-Tracker kann derzeit nicht aktiviert werden, weil der Tracker-Anbieter nicht angebunden ist. Bitte versuche es später noch einmal.',
} as const;

/**
 * Frame numbers are stamped into the frame in many forms (`WBK 12345-67X`): spaces and dashes are
 * dropped, letters uppercased, and 6 to 20 letters and digits remain.
 */
export function normaliseFrameNumber(typed: string): string | null {
  const compact = typed.replace(/[\s-]+/g, '').toUpperCase();
  return /^[A-Z0-9]{6,20}$/.test(compact) ? compact : null;
}

/** The Luhn check digit test, as for the IMEI that identifies a tracker's mobile module. */
export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Spaces and dashes dropped: the label prints the 15 digits in groups. */
function compactDigits(typed: string): string {
  return typed.replace(/[\s-]+/g, '');
}

const frameNumberParam = z.pipe(
  z
    .string({ error: EBIKE_MESSAGES.frameNumberMissing })
    .check(z.trim(), z.minLength(1, { error: EBIKE_MESSAGES.frameNumberMissing })),
  z.transform((typed, ctx) => {
    const frameNumber = normaliseFrameNumber(typed);
    if (frameNumber === null) {
      ctx.issues.push({ code: 'custom', message: EBIKE_MESSAGES.frameNumber, input: typed });
      return z.NEVER;
    }
    return frameNumber;
  }),
);

/** The tracker's IMEI: 15 digits, the last a Luhn check digit. */
const trackerIdParam = z.pipe(
  z
    .string({ error: EBIKE_MESSAGES.trackerIdMissing })
    .check(z.trim(), z.minLength(1, { error: EBIKE_MESSAGES.trackerIdMissing })),
  z.transform((typed, ctx) => {
    const digits = compactDigits(typed);
    const message = !/^\d{15}$/.test(digits)
      ? EBIKE_MESSAGES.trackerIdForm
      : !luhnValid(digits)
        ? EBIKE_MESSAGES.trackerIdCheck
        : null;
    if (message !== null) {
      ctx.issues.push({ code: 'custom', message, input: typed });
      return z.NEVER;
    }
    return digits;
  }),
);

export const ebikeTrackerStatusSchema = z.object({
  Status: z.enum(EBIKE_TRACKER_STATES),
  /** Whether a tracker provider is connected; without one nothing can be activated. */
  Verfuegbar: z.boolean(),
  TrackerId: z.nullable(z.string()),
  Rahmennummer: z.nullable(z.string()),
  /** When the customer asked for the activation last (ISO 8601, UTC). */
  Angefragt: z.nullable(z.string()),
  /** When the provider activated the tracker (ISO 8601, UTC). */
  Aktiviert: z.nullable(z.string()),
  /** Why the last activation was rejected or failed. */
  Grund: z.nullable(z.enum(EBIKE_TRACKER_REASONS)),
});
export type EbikeTrackerStatus = z.infer<typeof ebikeTrackerStatusSchema>;

/** The status of a tracker nobody has asked to activate yet; `available`: a provider is connected. */
export function trackerNotActivated(available: boolean): EbikeTrackerStatus {
  return {
    Status: 'nicht-aktiviert',
    Verfuegbar: available,
    TrackerId: null,
    Rahmennummer: null,
    Angefragt: null,
    Aktiviert: null,
    Grund: null,
  };
}

export const ebikeCalls = callArea({
  /** The tracker of an e-bike contract (Features.EbikeTracker). */
  getEbikeTrackerStatus: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetEbikeTrackerStatus',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ vertragsnummer: contractNumberParam }),
    result: () => ebikeTrackerStatusSchema,
  }),
  /**
   * Asks the provider to activate the tracker: answered `angefragt` at once; the provider's answer
   * moves the status on (beyond the spec: `rahmennummer`, the form of `trackerid`).
   */
  activateEbikeTracker: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'ActivateEbikeTracker',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.object({
        vertragsnummer: contractNumberParam,
        rahmennummer: frameNumberParam,
        trackerid: trackerIdParam,
      }),
    result: () => ebikeTrackerStatusSchema,
  }),
});
