import path from 'node:path';
import { z } from 'zod/mini';
import { integer, type Common } from '../config-values.ts';

/**
 * How often the sender looks for mails queued by other processes or left by a crashed sender;
 * the mails this process queues are sent at once.
 */
const MAIL_POLL_MS = 10_000;

/** The SMTP server or the outbox folder, the queue's retries, and the desks mails go to. */
export const mailEnv = z.object({
  SMTP_URL: z.optional(z.url({ protocol: /^smtps?$/ })),
  SMTP_CONNECTION_TIMEOUT_SECONDS: z._default(integer(1, 300), 10),
  SMTP_GREETING_TIMEOUT_SECONDS: z._default(integer(1, 300), 10),
  SMTP_SOCKET_TIMEOUT_SECONDS: z._default(integer(1, 600), 30),
  MAIL_MAX_ATTEMPTS: z._default(integer(1, 100), 10),
  MAIL_RETRY_SECONDS: z._default(integer(1, 3600), 60),
  MAIL_FROM: z._default(
    z.string().check(z.minLength(3)),
    'Servicebereich <servicebereich@servicebereich.example>',
  ),
  MAIL_OUTBOX_DIR: z.optional(z.string().check(z.minLength(1))),
  ADVISER_EMAIL: z._default(z.email(), 'beratung@servicebereich.example'),
  CLAIMS_EMAIL: z._default(z.email(), 'schaden@servicebereich.example'),
  MY21_EMAIL: z._default(z.email(), 'my21@servicebereich.example'),
  ACCESSIBILITY_EMAIL: z._default(z.email(), 'barrierefreiheit@servicebereich.example'),
  EBIKE_TRACKER_EMAIL: z._default(z.email(), 'ebike-tracker@servicebereich.example'),
});

export type MailSettings = {
  mail: {
    from: string;
    smtpUrl: string | null;
    outboxDir: string;
    adviserEmail: string;
    /** The claims desk: gets every claim with its files. */
    claimsEmail: string;
    /** The my21 team: gets the programme's feedback and questionnaires. */
    my21Email: string;
    /** The accessibility desk: gets the barriers reported from the accessibility statement. */
    accessibilityEmail: string;
    /** The e-bike tracker provider's desk: gets every activation request. */
    ebikeTrackerEmail: string;
    /** How long the SMTP server may take to accept, to greet, and to answer any command. */
    timeouts: { connectionMs: number; greetingMs: number; socketMs: number };
    /** Attempts before a queued mail is given up on. */
    maxAttempts: number;
    /** The pause after a mail's first failed attempt; it doubles with each further one. */
    retryMs: number;
    /** How often the queue is looked at for mails that other processes queued. */
    pollMs: number;
  };
};

export function mailSettings(e: z.infer<typeof mailEnv>, common: Common): MailSettings {
  return {
    mail: {
      from: e.MAIL_FROM,
      smtpUrl: e.SMTP_URL ?? null,
      outboxDir: path.resolve(e.MAIL_OUTBOX_DIR ?? path.join(common.dataDir, 'outbox')),
      adviserEmail: e.ADVISER_EMAIL,
      claimsEmail: e.CLAIMS_EMAIL,
      my21Email: e.MY21_EMAIL,
      accessibilityEmail: e.ACCESSIBILITY_EMAIL,
      ebikeTrackerEmail: e.EBIKE_TRACKER_EMAIL,
      timeouts: {
        connectionMs: e.SMTP_CONNECTION_TIMEOUT_SECONDS * 1000,
        greetingMs: e.SMTP_GREETING_TIMEOUT_SECONDS * 1000,
        socketMs: e.SMTP_SOCKET_TIMEOUT_SECONDS * 1000,
      },
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      retryMs: e.MAIL_RETRY_SECONDS * 1000,
      pollMs: MAIL_POLL_MS,
    },
  };
}
