import type { FastifyInstance } from 'fastify';
import { assertHandlersComplete } from '../http/api-endpoint.ts';
import type { Handlers } from '../http/handlers.ts';
import type { ScheduledJob, ScheduledJobs } from '../jobs/scheduled-jobs.ts';

/**
 * What a feature area brings to the server: its folder's entry takes the services it needs
 * (services.ts, and what areas before it offer) and answers with this. The composition root
 * (app.ts) lists the areas, one line each.
 */
export type Feature = {
  /** The handlers of the area's calls; every call of the catalogue has one in exactly one area. */
  readonly handlers: Partial<Handlers>;
  /** Periodic work, done once across the processes (decision 031). */
  readonly jobs?: readonly ScheduledJob[];
  /** Runs when the server is ready: a worker starts, or the log says what is not configured. */
  readonly start?: () => void;
  /** Runs when the server closes, before the database does. */
  readonly stop?: () => Promise<void>;
  /** Routes of the area's own beside the API, such as a public link. */
  readonly routes?: (app: FastifyInstance) => void;
};

/** The handlers of all areas; a call handled twice or not at all stops the start. */
export function handlersOf(features: readonly Feature[]): Handlers {
  const handlers: Record<string, unknown> = {};
  for (const feature of features) {
    for (const [name, handler] of Object.entries(feature.handlers)) {
      if (name in handlers) throw new Error(`The call ${name} has a handler in two areas`);
      handlers[name] = handler;
    }
  }
  assertHandlersComplete(handlers);
  return handlers as Handlers;
}

/** Starts the areas' jobs, workers and routes with the server, and stops them with it. */
export function runFeatures(
  app: FastifyInstance,
  jobs: ScheduledJobs,
  features: readonly Feature[],
): void {
  for (const feature of features) {
    for (const job of feature.jobs ?? []) jobs.add(job);
    feature.routes?.(app);
    const { start, stop } = feature;
    if (start !== undefined) {
      app.addHook('onReady', (done) => {
        start();
        done();
      });
    }
    if (stop !== undefined) app.addHook('onClose', stop);
  }
}
