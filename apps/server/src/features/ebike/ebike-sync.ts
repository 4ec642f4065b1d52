import type { EbikeTrackerReason } from '@servicebereich/protocol';
import type { FastifyBaseLogger } from 'fastify';
import type { Updateable } from 'kysely';
import { workLoop, type WorkLoop } from '../../background/work-loop.ts';
import type { EbikeTrackersTable } from '../../db/tables.ts';
import type { MailOutbox } from '../../mail/mail-queue.ts';
import { resultMail } from './ebike-mails.ts';
import type { EbikeRepository, HeldTracker } from './ebike-repository.ts';
import type { EbikeTrackerProvider, ProviderActivation } from './ebike-provider.ts';

/** The longest pause between two attempts to reach the provider. */
const MAX_RETRY_DELAY_MS = 60 * 60_000;

export type EbikeSyncOptions = {
  pollMs: number;
  timeoutMs: number;
  scanMs: number;
  maxFailures: number;
  maxPendingMs: number;
};

/** `wake` looks for due activations at once: one was just requested. */
export type EbikeSync = Pick<WorkLoop, 'wake' | 'start' | 'stop'>;

/** The provider's rejection codes, as the app explains them. */
const REASONS: Readonly<Record<string, EbikeTrackerReason>> = {
  tracker_unknown: 'tracker-unbekannt',
  tracker_in_use: 'tracker-vergeben',
  frame_mismatch: 'rahmennummer-passt-nicht',
};

type Change = Updateable<EbikeTrackersTable>;

/**
 * Moves requested activations on by asking the provider (docs/decisions/025): each process runs
 * one of these; a process takes a due activation with a hold in the database, sends the request
 * (or asks how it stands), and writes the answer: active, rejected, or ask again after the poll
 * interval. Failures to reach the provider are retried after pauses that double, until
 * `maxFailures`; an activation left pending for `maxPendingMs` counts as failed as well.
 */
export function ebikeTrackerSync(deps: {
  trackers: EbikeRepository;
  provider: EbikeTrackerProvider;
  mails: MailOutbox;
  log: FastifyBaseLogger;
  clock: () => number;
  options: EbikeSyncOptions;
}): EbikeSync {
  const { trackers, provider, mails, clock, options } = deps;
  const log = deps.log.child({ component: 'ebike-tracker' });
  // A hold outlasts the request: nobody else asks while this process may still get an answer.
  const leaseMs = options.timeoutMs + 60_000;
  function changeOf(held: HeldTracker, answer: ProviderActivation, now: number): Change {
    const answered = { provider_activation_id: answer.id, failures: 0 };
    switch (answer.status) {
      case 'active':
        return {
          ...answered,
          status: 'aktiv',
          reason: null,
          activated_at: answer.activatedAt ?? now,
          next_check_at: null,
        };
      case 'rejected':
        return {
          ...answered,
          status: 'abgelehnt',
          reason: REASONS[answer.reason ?? ''] ?? 'abgelehnt',
          next_check_at: null,
        };
      case 'pending':
        return now - held.requested_at >= options.maxPendingMs
          ? { ...answered, status: 'fehlgeschlagen', reason: 'keine-antwort', next_check_at: null }
          : { ...answered, next_check_at: now + options.pollMs };
    }
  }

  /** Writes the change; a change that ends the activation also queues the customer's mail. */
  async function record(held: HeldTracker, change: Change, now: number): Promise<void> {
    const ends = change.status !== undefined;
    const holder = ends ? await trackers.holder(held.customer_id) : undefined;
    const recorded = await trackers.record(held, change, now, async (trx, row) => {
      const mail = holder === undefined ? null : resultMail(row, holder);
      if (mail !== null) await mails.queueIn(trx, mail, now);
    });
    if (recorded && holder !== undefined) mails.sendSoon();
    const context = { contractNumber: held.contract_number, status: change.status };
    if (!recorded) log.warn(context, 'activation changed meanwhile, answer dropped');
    else if (ends) log.info(context, 'activation answered');
  }

  async function check(held: HeldTracker): Promise<void> {
    const signal = AbortSignal.any([loop.stopping, AbortSignal.timeout(leaseMs)]);
    let answer: ProviderActivation;
    try {
      answer =
        held.provider_activation_id === null
          ? await provider.requestActivation(
              {
                reference: held.reference,
                trackerId: held.tracker_id,
                frameNumber: held.frame_number,
                policyNumber: held.contract_number,
              },
              signal,
            )
          : await provider.activation(held.provider_activation_id, signal);
    } catch (error) {
      const now = clock();
      if (loop.stopping.aborted) {
        // Handed back as it was: the next start asks at once, and this attempt does not count.
        await trackers.record(held, { next_check_at: now }, now);
        return;
      }
      const failures = held.failures + 1;
      const reason = error instanceof Error ? error.message : 'unknown';
      const context = { contractNumber: held.contract_number, failures, reason };
      if (failures >= options.maxFailures) {
        log.error(context, 'provider not reached, activation failed');
        await record(
          held,
          { status: 'fehlgeschlagen', reason: 'nicht-erreichbar', failures, next_check_at: null },
          now,
        );
        return;
      }
      const pauseMs = Math.min(options.pollMs * 2 ** (failures - 1), MAX_RETRY_DELAY_MS);
      log.warn({ ...context, retryInMs: pauseMs }, 'provider not reached, will retry');
      await trackers.record(held, { failures, next_check_at: now + pauseMs }, now);
      return;
    }
    const now = clock();
    await record(held, changeOf(held, answer, now), now);
  }

  const loop = workLoop({
    round: async () => {
      const now = clock();
      const due = await trackers.nextDueAt();
      const held = due !== null && due <= now ? await trackers.take(now, leaseMs) : undefined;
      if (held !== undefined) {
        await check(held);
        return 0;
      }
      return due === null ? options.scanMs : Math.min(Math.max(due - now, 0), options.scanMs);
    },
    failed: (error) => {
      log.error({ err: error }, 'activations could not be checked');
      return options.scanMs;
    },
  });

  return { wake: loop.wake, start: loop.start, stop: loop.stop };
}
