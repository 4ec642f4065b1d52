import type { FastifyBaseLogger } from 'fastify';
import type { Kysely, Transaction } from 'kysely';
import type { DatabaseDialect } from '../db/dialect.ts';
import type { Tables } from '../db/tables.ts';
import type { BlobStore } from '../files/blob-store.ts';
import { workLoop } from '../background/work-loop.ts';
import type { Mailer } from './mailer.ts';
import { mailRepository, queueMail, type ClaimedMail, type QueuedMail } from './mail-repository.ts';

/** One attempt ends after this long in all, even with a server that answers just in time. */
export const MAIL_SEND_DEADLINE_MS = 5 * 60_000;
/** How long a sender holds a mail; a crashed sender's mail is taken up again after this. */
export const MAIL_LEASE_MS = MAIL_SEND_DEADLINE_MS + 60_000;
/** The longest pause between two attempts. */
const MAX_RETRY_DELAY_MS = 60 * 60_000;

export type MailQueueOptions = {
  /** Attempts before a mail is given up on. */
  maxAttempts: number;
  /** The pause after the first failed attempt; it doubles with each further one. */
  retryMs: number;
  /** How often the queue is looked at for mails queued by other processes. */
  pollMs: number;
};

/** What features use: they queue mails, the sender delivers them. */
export type MailOutbox = {
  /** Queues the mail in a transaction of its own and has it sent soon. */
  queue: (mail: QueuedMail, now: number) => Promise<void>;
  /** Queues the mail inside the caller's transaction; `sendSoon` once that has committed. */
  queueIn: (trx: Transaction<Tables>, mail: QueuedMail, now: number) => Promise<void>;
  sendSoon: () => void;
};

export type MailQueue = MailOutbox & { start: () => void; stop: () => Promise<void> };

/** The error's code, SMTP reply code and command: the server's text may quote addresses. */
function reasonOf(error: unknown): string {
  const { code, responseCode, command } = (error ?? {}) as Record<string, unknown>;
  const parts = [code, responseCode, command].filter(
    (p) => typeof p === 'string' || typeof p === 'number',
  );
  return parts.length > 0 ? parts.join(' ') : error instanceof Error ? error.name : 'unknown';
}

/**
 * The durable mail queue: a customer's action queues its mail in the database and is answered at
 * once; one sender per process delivers the queued mails one at a time, retries a failure after
 * a pause that doubles each time, and gives up after `maxAttempts`.
 */
export function mailQueue(deps: {
  db: Kysely<Tables>;
  dialect: DatabaseDialect;
  blobs: BlobStore;
  mailer: Mailer;
  log: FastifyBaseLogger;
  clock: () => number;
  options: MailQueueOptions;
  /** Counts a failed attempt (the metrics); final when the mail is given up. */
  failed?: (final: boolean) => void;
}): MailQueue {
  const { db, blobs, mailer, clock, options } = deps;
  const mails = mailRepository(db, deps.dialect);
  const log = deps.log.child({ component: 'mail-queue' });

  async function deliver(mail: ClaimedMail): Promise<void> {
    const context = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts };
    try {
      const attached = await mails.attachments(mail.id);
      await mailer.send(
        {
          to: mail.recipient,
          ...(mail.reply_to === null ? {} : { replyTo: mail.reply_to }),
          subject: mail.subject,
          text: mail.body,
          attachments: await Promise.all(
            attached.map(async (a) => ({
              filename: a.file_name,
              contentType: a.content_type,
              content: await blobs.read(a.blob_hash),
            })),
          ),
        },
        AbortSignal.any([loop.stopping, AbortSignal.timeout(MAIL_SEND_DEADLINE_MS)]),
      );
    } catch (error) {
      if (loop.stopping.aborted) {
        // Handed back as it was: the next start sends it at once, and this attempt does not count.
        await mails.release(mail, { attempts: mail.attempts - 1, next_attempt_at: clock() });
        log.info(context, 'mail handed back at shutdown');
        return;
      }
      const reason = reasonOf(error);
      if (mail.attempts >= options.maxAttempts) {
        await mails.release(mail, { status: 'failed', last_error: reason });
        deps.failed?.(true);
        log.error({ ...context, reason }, 'mail not sent, given up');
        return;
      }
      const pauseMs = Math.min(options.retryMs * 2 ** (mail.attempts - 1), MAX_RETRY_DELAY_MS);
      await mails.release(mail, { next_attempt_at: clock() + pauseMs, last_error: reason });
      deps.failed?.(false);
      log.warn({ ...context, reason, retryInMs: pauseMs }, 'mail not sent, will retry');
      return;
    }
    await mails.delivered(mail.id);
    log.info(context, 'mail sent');
  }

  const loop = workLoop({
    round: async () => {
      const now = clock();
      const due = await mails.nextDueAt();
      const mail = due !== null && due <= now ? await mails.claim(now, MAIL_LEASE_MS) : undefined;
      if (mail !== undefined) {
        await deliver(mail);
        return 0;
      }
      return due === null ? options.pollMs : Math.min(Math.max(due - now, 0), options.pollMs);
    },
    failed: (error) => {
      log.error({ err: error }, 'the mail queue could not be worked through');
      return options.pollMs;
    },
    onStop: () => {
      mailer.close();
    },
  });

  return {
    queue: async (mail, now) => {
      await db.transaction().execute((trx) => queueMail(trx, mail, now));
      loop.wake();
    },
    queueIn: (trx, mail, now) => queueMail(trx, mail, now),
    sendSoon: loop.wake,
    start: loop.start,
    stop: loop.stop,
  };
}
