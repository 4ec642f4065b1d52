import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { MailOutbox } from '../../mail/mail-queue.ts';
import { queuePush } from '../../push/push-repository.ts';
import { CapError, parseCapDocument } from './cap.ts';
import { coveredPostcodes } from './covered-postcodes.ts';
import { SmsError, type SmsGateway } from './sms-gateway.ts';
import { warningMail, warningPush, warningSms } from './warning-messages.ts';
import type { DueDelivery, WarningRepository } from './warning-repository.ts';
import { sourceDocuments, type WarningSource } from './warning-source.ts';

// The scheduled job: read the source's new CAP documents, store their warnings with the postcodes
// they cover, plan one delivery per warning, watched postcode and recipient, and deliver them by
// e-mail (the mail queue), SMS (the gateway) and push (the push outbox), one message per warning
// and recipient naming all its places. One process at a time runs it, under a lease in the
// database.

const JOB = 'warnings';
/** The lease outlasts one step of the job; the job renews it between steps. */
const LEASE_MS = 5 * 60_000;
/** Deliveries taken in one pass; the next run takes the rest. */
const BATCH = 200;
const SMS_MAX_ATTEMPTS = 5;
const SMS_RETRY_MS = 60_000;
/** Documents read longer ago than this are forgotten (a source lists current alerts only). */
const FORGET_DOCUMENTS_MS = 30 * 24 * 3_600_000;

export type WarningJobSummary = {
  ran: boolean;
  stored: number;
  skipped: number;
  planned: number;
  delivered: number;
};

export type WarningJob = {
  start: () => void;
  stop: () => Promise<void>;
  /** One run now (the scheduled runs do the same); false in `ran` when another process runs it. */
  runOnce: () => Promise<WarningJobSummary>;
};

export function warningJob(deps: {
  warnings: WarningRepository;
  source: WarningSource;
  sms: SmsGateway | null;
  mails: MailOutbox;
  log: FastifyBaseLogger;
  clock: () => number;
  intervalMs: number;
}): WarningJob {
  const { warnings, mails, clock } = deps;
  const log = deps.log.child({ component: 'storm-warning' });
  const holder = randomUUID();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = false;

  async function read(summary: WarningJobSummary): Promise<void> {
    for await (const document of sourceDocuments(deps.source, warnings.seen, log)) {
      const now = clock();
      try {
        if (document.refused !== undefined) throw new CapError(document.refused);
        const parsed = await parseCapDocument(document.xml);
        if (parsed.kind === 'feed') throw new CapError('a feed inside a feed');
        const stored = await warnings.storeAlert(
          document.key,
          parsed.alert,
          (warning) => coveredPostcodes(warning.areas),
          now,
        );
        if (stored === 'stored') summary.stored += 1;
      } catch (error) {
        if (!(error instanceof CapError)) throw error;
        summary.skipped += 1;
        await warnings.markMalformed(document.key, now);
        log.warn({ document: document.name, reason: error.message }, 'CAP document skipped');
      }
      if (!(await warnings.takeLease(JOB, holder, clock(), LEASE_MS))) return;
    }
  }

  async function deliver(delivery: DueDelivery): Promise<void> {
    const now = clock();
    switch (delivery.channel) {
      case 'email':
        await warnings.delivered(delivery.ids, now, (trx) =>
          mails.queueIn(trx, warningMail(delivery), now),
        );
        mails.sendSoon();
        return;
      case 'push': {
        // To the device registered for the contract, when its customer wants storm warnings
        // pushed; the push job sends it (docs/decisions/030-push.md).
        await warnings.delivered(delivery.ids, now, async (trx) => {
          await queuePush(
            trx,
            {
              ...warningPush(delivery),
              topic: 'storm',
              screen: `/services/unwetterwarnung/${delivery.contract_number}`,
              badge: null,
              customerId: delivery.customer_id,
              installationId: delivery.recipient.slice('push:'.length),
              expiresAt: delivery.warning.expires_at,
            },
            now,
          );
        });
        return;
      }
      case 'sms': {
        const context = { deliveryId: delivery.id, attempts: delivery.attempts + 1 };
        if (deps.sms === null) {
          await warnings.failed(delivery.ids, {
            giveUp: true,
            nextAttemptAt: now,
            reason: 'no SMS gateway',
          });
          log.warn(context, 'storm warning SMS not sent: no SMS gateway configured');
          return;
        }
        try {
          await deps.sms.send({
            to: delivery.recipient.slice('sms:'.length),
            text: warningSms(delivery),
          });
        } catch (error) {
          if (!(error instanceof SmsError)) throw error;
          const after = clock();
          const giveUp =
            delivery.attempts + 1 >= SMS_MAX_ATTEMPTS || delivery.warning.expires_at <= after;
          await warnings.failed(delivery.ids, {
            giveUp,
            nextAttemptAt: after + SMS_RETRY_MS * 2 ** delivery.attempts,
            reason: error.reason,
          });
          log.warn({ ...context, reason: error.reason, giveUp }, 'storm warning SMS not sent');
          return;
        }
        await warnings.delivered(delivery.ids, clock());
        return;
      }
    }
  }

  async function runOnce(): Promise<WarningJobSummary> {
    const summary = { ran: false, stored: 0, skipped: 0, planned: 0, delivered: 0 };
    if (!(await warnings.takeLease(JOB, holder, clock(), LEASE_MS))) return summary;
    summary.ran = true;
    try {
      await read(summary);
      await warnings.forgetDocuments(clock() - FORGET_DOCUMENTS_MS);
      summary.planned = await warnings.planDeliveries(clock());
      for (const delivery of await warnings.dueDeliveries(clock(), BATCH)) {
        if (stopped || !(await warnings.takeLease(JOB, holder, clock(), LEASE_MS))) break;
        await deliver(delivery);
        summary.delivered += 1;
      }
    } finally {
      await warnings.releaseLease(JOB, holder);
    }
    if (summary.stored + summary.planned + summary.skipped > 0) {
      log.info(summary, 'storm warnings read and delivered');
    }
    return summary;
  }

  function schedule(delayMs: number): void {
    if (stopped) return;
    timer = setTimeout(() => {
      running = runOnce()
        .catch((error: unknown) => {
          log.error({ err: error }, 'storm warning job failed');
        })
        .finally(() => {
          schedule(deps.intervalMs);
        });
    }, delayMs);
    timer.unref();
  }

  return {
    start: () => {
      if (timer === undefined) schedule(0);
    },
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
    runOnce,
  };
}
