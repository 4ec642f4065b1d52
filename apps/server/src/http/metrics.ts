import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';

/**
 * The process's own figures (CPU, memory, event-loop lag, handles), once per process: they
 * describe the process, not an app, and the event-loop monitor they start runs for good.
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (processRegistry === undefined) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Seconds; a call answers in milliseconds, an upload or a login in up to seconds. */
const DURATION_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/**
 * The app's figures for Prometheus (`/metrics` on the metrics port, main.ts): each answer by call
 * (the catalogue's name, or the route for everything else) with its duration and status, failed
 * logins and lockouts, uploaded bytes, mails not sent, and the sharing of rate-limit counts. The
 * labels are bounded (calls, routes, statuses, outcomes), never an id, address or number.
 */
export function createMetrics() {
  processMetrics();
  const registry = new Registry();
  const registers = [registry];
  const duration = new Histogram({
    name: 'servicebereich_request_duration_seconds',
    help: 'Time from the request to the end of its answer, by call.',
    labelNames: ['call'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });
  const answers = new Counter({
    name: 'servicebereich_responses_total',
    help: 'Answers by call and HTTP status.',
    labelNames: ['call', 'status'] as const,
    registers,
  });
  const loginRefusals = new Counter({
    name: 'servicebereich_login_failures_total',
    help: 'Logins and password checks that did not succeed, by event and outcome (security log).',
    labelNames: ['event', 'outcome'] as const,
    registers,
  });
  const lockouts = new Counter({
    name: 'servicebereich_login_lockouts_total',
    help: 'Customer numbers locked after repeated failures.',
    registers,
  });
  const uploadBytes = new Counter({
    name: 'servicebereich_upload_bytes_total',
    help: 'Bytes of files received in uploads.',
    registers,
  });
  const mailFailures = new Counter({
    name: 'servicebereich_mail_failures_total',
    help: 'Failed mail attempts; final: given up after the last attempt.',
    labelNames: ['final'] as const,
    registers,
  });
  const rateLimitSyncs = new Counter({
    name: 'servicebereich_rate_limit_syncs_total',
    help: 'Exchanges of rate-limit counts with the other processes, by result.',
    labelNames: ['result'] as const,
    registers,
  });

  // A label set's child is looked up once and kept: prom-client hashes the labels on each use.
  const durationOf = new Map<string, Histogram.Internal<'call'>>();
  const answersOf = new Map<string, Counter.Internal>();

  return {
    /** One answer: its call or route, its status, its duration in milliseconds. */
    answer: (call: string, status: number, ms: number): void => {
      let timer = durationOf.get(call);
      if (timer === undefined) {
        timer = duration.labels(call);
        durationOf.set(call, timer);
      }
      timer.observe(ms / 1000);
      const key = `${call} ${String(status)}`;
      let counter = answersOf.get(key);
      if (counter === undefined) {
        counter = answers.labels(call, String(status));
        answersOf.set(key, counter);
      }
      counter.inc();
    },
    loginRefused: (event: string, outcome: string): void => {
      loginRefusals.labels(event, outcome).inc();
      if (outcome === 'lockout') lockouts.inc();
    },
    uploaded: (bytes: number): void => {
      uploadBytes.inc(bytes);
    },
    mailFailed: (final: boolean): void => {
      mailFailures.labels(String(final)).inc();
    },
    rateLimitSync: (result: 'ok' | 'failed'): void => {
      rateLimitSyncs.labels(result).inc();
    },
    contentType: registry.contentType,
    /** The text exposition of the process's and the app's figures. */
    text: async (): Promise<string> =>
      `${await processMetrics().metrics()}\n${await registry.metrics()}`,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges with Fastify's
  interface FastifyInstance {
    /** The app's figures; counted where they arise (buildApp decorates the app with them). */
    metrics: Metrics;
  }
}
