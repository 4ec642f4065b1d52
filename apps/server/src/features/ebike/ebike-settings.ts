import { z } from 'zod/mini';
import { ConfigError, integer, LOOPBACK_HOSTS, type Common } from '../../config-values.ts';

/**
 * How often a process looks for e-bike tracker activations that are due to be asked about (other
 * processes' requests, and its own after a pause); its own new requests are sent at once.
 */
const EBIKE_TRACKER_SCAN_MS = 5_000;
/** Failed attempts to reach the e-bike tracker provider before an activation counts as failed. */
const EBIKE_TRACKER_MAX_FAILURES = 8;
/** An activation the provider leaves pending this long counts as failed: nobody answered it. */
const EBIKE_TRACKER_MAX_PENDING_MS = 14 * 24 * 60 * 60_000;
/**
 * The demo's stand-in tracker provider (decision 042) confirms an activation this long after it
 * was asked for, and is asked every few seconds: the customer sees both states in a minute.
 */
const EBIKE_STAND_IN_ACTIVATION_MS = 20_000;
const EBIKE_STAND_IN_POLL_MS = 5_000;

/** The e-bike tracker provider's API and how it is asked; its desk's address is the mail's. */
export const ebikeEnv = z.object({
  EBIKE_TRACKER_URL: z.optional(
    z.url({
      protocol: /^https?$/,
      error: 'erwartet: die https://-Adresse der API des E-Bike-Tracker-Anbieters',
    }),
  ),
  EBIKE_TRACKER_API_KEY: z.optional(z.string().check(z.minLength(1))),
  EBIKE_TRACKER_POLL_SECONDS: z._default(integer(1, 24 * 60 * 60), 60),
  EBIKE_TRACKER_TIMEOUT_SECONDS: z._default(integer(1, 120), 10),
});

type EbikeEnv = z.infer<typeof ebikeEnv>;

export type EbikeSettings = {
  /**
   * The e-bike tracker provider: its JSON API (features/ebike/ebike-provider.ts), without a
   * trailing slash, or with the demo data the stand-in that confirms each activation after
   * `activationMs` (decision 042); null: no provider, activations are refused and the app says so.
   */
  ebikeTracker: {
    provider:
      { kind: 'http'; url: string; apiKey: string } | { kind: 'stand-in'; activationMs: number };
    /** How often a pending activation is asked about; also the first pause after a failure. */
    pollMs: number;
    /** How long one request to the provider may take. */
    timeoutMs: number;
    /** How often the database is looked at for activations due to be asked about. */
    scanMs: number;
    maxFailures: number;
    maxPendingMs: number;
  } | null;
};

/** A provider's address needs its API key, which goes over plain http only to this machine. */
export function checkEbikeTracker(e: EbikeEnv): void {
  if (e.EBIKE_TRACKER_URL === undefined) return;
  const provider = new URL(e.EBIKE_TRACKER_URL);
  if (e.EBIKE_TRACKER_API_KEY === undefined) {
    throw new ConfigError(['EBIKE_TRACKER_API_KEY: mit EBIKE_TRACKER_URL erforderlich']);
  }
  if (provider.protocol === 'http:' && !LOOPBACK_HOSTS.has(provider.hostname)) {
    throw new ConfigError([
      'EBIKE_TRACKER_URL: http:// nur auf diesem Rechner; sonst braucht der API-Schlüssel https://',
    ]);
  }
}

/** The e-bike tracker provider configured, the demo's stand-in for one, or none. */
function ebikeTrackerOf(e: EbikeEnv, standIns: boolean): EbikeSettings['ebikeTracker'] {
  const limits = {
    timeoutMs: e.EBIKE_TRACKER_TIMEOUT_SECONDS * 1000,
    scanMs: EBIKE_TRACKER_SCAN_MS,
    maxFailures: EBIKE_TRACKER_MAX_FAILURES,
    maxPendingMs: EBIKE_TRACKER_MAX_PENDING_MS,
  };
  if (e.EBIKE_TRACKER_URL !== undefined && e.EBIKE_TRACKER_API_KEY !== undefined) {
    return {
      provider: {
        kind: 'http',
        url: e.EBIKE_TRACKER_URL.replace(/\/+$/, ''),
        apiKey: e.EBIKE_TRACKER_API_KEY,
      },
      pollMs: e.EBIKE_TRACKER_POLL_SECONDS * 1000,
      ...limits,
    };
  }
  if (!standIns) return null;
  return {
    provider: { kind: 'stand-in', activationMs: EBIKE_STAND_IN_ACTIVATION_MS },
    pollMs: EBIKE_STAND_IN_POLL_MS,
    ...limits,
  };
}

export function ebikeSettings(e: EbikeEnv, common: Common): EbikeSettings {
  return { ebikeTracker: ebikeTrackerOf(e, common.standIns) };
}
