import type { FastifyBaseLogger } from 'fastify';
import type { PushKind } from '../db/tables.ts';
import type { PushRepository } from './push-repository.ts';
import { PushError, type PushSender } from './push-sender.ts';

// The `send-push` job (once across the processes, decision 031): sends the messages due, one
// registration each. A device the provider no longer knows loses its registration; a provider or
// network that is away is tried again after a pause that doubles, a few times while the message
// is still worth having; anything else is dropped with a log line (docs/decisions/030-push.md).

export const PUSH_RETRY_MS = 30_000;
export const PUSH_MAX_ATTEMPTS = 5;
/** Messages taken in one run; the next run takes the rest. */
const BATCH = 200;

export type PushSenders = Partial<Record<PushKind, PushSender>>;

export type PushRunSummary = { sent: number; gone: number; retried: number; dropped: number };

export function pushDelivery(deps: {
  pushes: PushRepository;
  senders: PushSenders;
  log: FastifyBaseLogger;
  clock: () => number;
}) {
  const log = deps.log.child({ component: 'push' });

  async function runDue(): Promise<PushRunSummary> {
    const summary = { sent: 0, gone: 0, retried: 0, dropped: 0 };
    for (const push of await deps.pushes.due(deps.clock(), BATCH)) {
      const context = { pushId: push.id, kind: push.target.kind, topic: push.message.topic };
      const sender = deps.senders[push.target.kind];
      if (sender === undefined || push.expiresAt <= deps.clock()) {
        await deps.pushes.drop(push.id);
        summary.dropped += 1;
        log.warn(
          { ...context, reason: sender === undefined ? 'no provider configured' : 'expired' },
          'push dropped',
        );
        continue;
      }
      try {
        if ((await sender.send(push.target, push.message)) === 'gone') {
          await deps.pushes.removeRegistration(push.registrationId);
          summary.gone += 1;
          log.info(context, 'push device gone, registration removed');
          continue;
        }
      } catch (error) {
        if (!(error instanceof PushError)) throw error;
        const attempts = push.attempts + 1;
        const next = deps.clock() + PUSH_RETRY_MS * 2 ** push.attempts;
        if (error.retry && attempts < PUSH_MAX_ATTEMPTS && next < push.expiresAt) {
          await deps.pushes.retryAt(push.id, next);
          summary.retried += 1;
          log.warn(
            { ...context, attempts, reason: error.reason },
            'push not sent, tried again later',
          );
        } else {
          await deps.pushes.drop(push.id);
          summary.dropped += 1;
          log.warn({ ...context, attempts, reason: error.reason }, 'push not sent, dropped');
        }
        continue;
      }
      await deps.pushes.sent(push, deps.clock());
      summary.sent += 1;
    }
    return summary;
  }

  return {
    runDue,
    close: async () => {
      for (const sender of Object.values(deps.senders)) await sender.close?.();
    },
  };
}

export type PushDelivery = ReturnType<typeof pushDelivery>;
