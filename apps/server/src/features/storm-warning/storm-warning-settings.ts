import path from 'node:path';
import { z } from 'zod/mini';
import { integer, type Common } from '../../config-values.ts';
import type { SmsGatewayConfig } from './sms-gateway.ts';
import type { WarningSource } from './warning-source.ts';

/** Where the warnings come from and how often, and the SMS gateway that passes them on. */
export const stormWarningEnv = z.object({
  SMS_API_URL: z.optional(
    z.url({ protocol: /^https?$/, error: 'erwartet: die http(s)://-Adresse des SMS-Gateways' }),
  ),
  SMS_API_TOKEN: z.optional(z.string().check(z.minLength(1))),
  SMS_SENDER: z._default(
    z
      .string()
      .check(
        z.regex(/^[A-Za-z0-9]{1,11}$/, { error: 'erwartet: höchstens 11 Buchstaben und Ziffern' }),
      ),
    'Service',
  ),
  SMS_TIMEOUT_SECONDS: z._default(integer(1, 60), 10),
  STORM_WARNING_SOURCE: z.optional(z.string().check(z.minLength(1))),
  STORM_WARNING_INTERVAL_SECONDS: z._default(integer(10, 24 * 3600), 300),
});

type StormWarningEnv = z.infer<typeof stormWarningEnv>;

export type StormWarningSettings = {
  /**
   * The SMS gateway, or with the demo data the SMS outbox folder that stands in for one (decision
   * 042); null: none, phone numbers for storm warnings cannot be added.
   */
  sms: SmsGatewayConfig | { kind: 'outbox'; dir: string; sender: string } | null;
  stormWarning: {
    /** Where the CAP warnings are read from; null: nowhere, no warnings arrive. */
    source: WarningSource | null;
    intervalMs: number;
  };
};

/**
 * STORM_WARNING_SOURCE: an http(s) address, or a folder; without it, the demo's folder when the
 * demo data is on.
 */
function warningSource(value: string | undefined, demoDir: string | null): WarningSource | null {
  if (value === undefined) return demoDir === null ? null : { kind: 'folder', dir: demoDir };
  return /^https?:\/\//i.test(value)
    ? { kind: 'url', url: new URL(value).href }
    : { kind: 'folder', dir: path.resolve(value) };
}

export function stormWarningSettings(e: StormWarningEnv, common: Common): StormWarningSettings {
  return {
    sms:
      e.SMS_API_URL === undefined
        ? common.standIns
          ? { kind: 'outbox', dir: path.join(common.dataDir, 'sms-outbox'), sender: e.SMS_SENDER }
          : null
        : {
            kind: 'gateway',
            url: e.SMS_API_URL,
            token: e.SMS_API_TOKEN ?? null,
            sender: e.SMS_SENDER,
            timeoutMs: e.SMS_TIMEOUT_SECONDS * 1000,
          },
    stormWarning: {
      source: warningSource(
        e.STORM_WARNING_SOURCE,
        common.demoData ? path.join(common.dataDir, 'unwetter') : null,
      ),
      intervalMs: e.STORM_WARNING_INTERVAL_SECONDS * 1000,
    },
  };
}
