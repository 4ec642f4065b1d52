import path from 'node:path';
import { z } from 'zod/mini';
import { integer } from '../../config-values.ts';

/** How long a session and an activation code last, the login's limits, passkeys, login places. */
export const sessionEnv = z.object({
  GEOIP_DATABASE: z.optional(z.string().check(z.minLength(1))),
  PASSKEY_RP_ID: z.optional(
    z.string().check(
      z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, {
        error: 'erwartet: ein Hostname in Kleinbuchstaben, ohne Schema und Port',
      }),
    ),
  ),
  SESSION_IDLE_MINUTES: z._default(integer(6, 24 * 60), 30),
  ACTIVATION_CODE_DAYS: z._default(integer(1, 365), 30),
  SESSION_ABSOLUTE_HOURS: z._default(integer(1, 72), 12),
  LOGIN_RATE_LIMIT_PER_MINUTE: z._default(integer(1, Number.MAX_SAFE_INTEGER), 20),
  LOGIN_GLOBAL_FAILURES_PER_MINUTE: z._default(integer(1, Number.MAX_SAFE_INTEGER), 100),
});

export type SessionSettings = {
  /**
   * An IP database in MaxMind DB format (GeoLite2 City, DB-IP City Lite, …) that tells where a
   * session was signed in; null: no place is shown.
   */
  geoipDatabase: string | null;
  /**
   * The passkeys' relying party id (decision 029): the host name their credentials are bound to;
   * null for the host name the browser used.
   */
  passkeyRpId: string | null;
  sessionIdleMs: number;
  /** How long a new activation code can be redeemed. */
  activationCodeMs: number;
  sessionAbsoluteMs: number;
  loginRateLimitPerMinute: number;
  /**
   * Failed logins per minute across all customer numbers; above it, addresses that failed
   * recently must wait longer and longer between attempts.
   */
  loginGlobalFailuresPerMinute: number;
};

export function sessionSettings(e: z.infer<typeof sessionEnv>): SessionSettings {
  return {
    geoipDatabase: e.GEOIP_DATABASE === undefined ? null : path.resolve(e.GEOIP_DATABASE),
    passkeyRpId: e.PASSKEY_RP_ID ?? null,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    activationCodeMs: e.ACTIVATION_CODE_DAYS * 24 * 60 * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    loginGlobalFailuresPerMinute: e.LOGIN_GLOBAL_FAILURES_PER_MINUTE,
  };
}
