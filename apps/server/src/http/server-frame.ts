import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import type { Config } from '../config.ts';
import { DatabaseBusyError } from '../db/database-busy-error.ts';
import type { Database } from '../db/database.ts';
import { addressKey } from '../security/address-key.ts';
import { AccessLog } from './access-log.ts';
import { ApiError, MESSAGES } from './api-error.ts';
import { bodyDeadline } from './body-deadline.ts';
import { clientErrorHandler } from './client-error.ts';
import { bufferedLog } from './log-destination.ts';
import { redactUrlSecrets } from './log-redaction.ts';
import { createMetrics } from './metrics.ts';
import { requestIdGenerator } from './request-id.ts';
import { securityHeaders, type HeaderOptions } from './security-headers.ts';
import { sharedRateLimit, type SharedRateLimit } from './shared-rate-limit.ts';
import { dropSlowReaders } from './slow-readers.ts';
import { proxyTrust } from './trusted-proxy.ts';

// The HTTP frame every call and page passes through: Fastify with its log, the error answers,
// the security headers, the body and send deadlines, the body parsers and the rate limits.

/** The development log: one line per entry, with the time of day, without pid and host name. */
const PRETTY_LOG = { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true };

/** Form bodies are small; uploads have limits of their own. */
const FORM_BODY_LIMIT = 64 * 1024;
const RATE_LIMIT_HEADERS_OFF = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
} as const;

/** When a client may try again after the database stayed locked past the lock wait. */
const DATABASE_BUSY_RETRY_AFTER_SECONDS = 5;

const CLIENT_ERROR_MESSAGES: Partial<Record<number, string>> = {
  413: MESSAGES.bodyTooLarge,
  429: MESSAGES.tooManyRequests,
};

export type FrameOptions = {
  /** The open database: the rate limits count in it on PostgreSQL, and it closes with the app. */
  database: Database;
  /** Whether the app closes the database (it opened it) or its caller does. */
  closesDatabase: boolean;
  /** Origins the app's pages may frame besides the video meeting's (the campaigns' videos). */
  frameOrigins: readonly string[];
  /** Paths of links whose rest is a secret (a share link, a confirmation's code): never logged. */
  secretPaths: readonly string[];
  /** Where the log goes; standard output by default. */
  logStream?: NodeJS.WritableStream | undefined;
};

/** Answers `perMinute` requests per IP address and minute under `name`, then refuses. */
export type Allowance = (request: FastifyRequest) => Promise<boolean>;

export type ServerFrame = {
  app: FastifyInstance;
  /** An allowance of its own, counted across the processes like every rate limit. */
  perMinute: (name: string, perMinute: number) => Allowance;
  /** The rate limits shared across the processes (PostgreSQL), whose ended windows are purged. */
  sharedLimits: SharedRateLimit | null;
};

export async function serverFrame(config: Config, options: FrameOptions): Promise<ServerFrame> {
  const headerOptions: HeaderOptions = {
    secure: config.secureCookies,
    frameOrigins: [
      ...(config.videoMeetingUrl === null ? [] : [new URL(config.videoMeetingUrl).origin]),
      ...options.frameOrigins,
    ],
  };
  const proxies = proxyTrust(config.trustProxy);
  const metrics = createMetrics();
  const app = Fastify({
    logger: loggerOptions(config, options),
    // One line per answer instead of Fastify's two; it also counts the answer in the metrics.
    logController: new AccessLog(metrics),
    genReqId: requestIdGenerator(proxies),
    trustProxy: proxies ?? false,
    // At shutdown a request that arrives on an open connection is still served (its connection
    // is closed after the answer), rather than answered 503 for the proxy to pass on.
    return503OnClosing: false,
    bodyLimit: FORM_BODY_LIMIT,
    requestTimeout: 120_000,
    clientErrorHandler: clientErrorHandler(headerOptions),
  });
  if (options.closesDatabase) app.addHook('onClose', () => options.database.close());
  app.decorate('metrics', metrics);
  app.setErrorHandler(answerError);

  securityHeaders(app, headerOptions);
  bodyDeadline(app, { formMs: config.bodyDeadlineMs, uploadMs: config.uploadDeadlineMs });
  dropSlowReaders(app, {
    windowMs: config.sendTimeoutMs,
    minBytesPerSecond: config.sendMinBytesPerSecond,
  });
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  // Each upload sets its own limits (files/upload-pipeline.ts) and refuses an oversized file itself.
  await app.register(multipart, { throwFileSizeLimit: false });
  const sharedLimits = await rateLimits(app, options.database);

  return {
    app,
    sharedLimits,
    perMinute: (name, perMinute) => {
      const limiter = app.createRateLimit({
        max: perMinute,
        timeWindow: 60_000,
        keyGenerator: (request) => `${name}:${addressKey(request.ip)}`,
      });
      return async (request) => {
        // isAllowed means "on the allow list"; the limit itself is isExceeded.
        const limit = await limiter(request);
        return limit.isAllowed || !limit.isExceeded;
      };
    },
  };
}

function loggerOptions(
  config: Config,
  { logStream, secretPaths }: FrameOptions,
): FastifyServerOptions['logger'] {
  const buffered = logStream === undefined && config.logFormat === 'json' ? bufferedLog() : null;
  return {
    level: config.logLevel,
    ...(logStream !== undefined
      ? { stream: logStream }
      : buffered !== null
        ? { stream: buffered }
        : { transport: { target: 'pino-pretty', options: PRETTY_LOG } }),
    // Cookies and CSRF tokens are credentials; they never reach the log.
    redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
    hooks: {
      // Nor do download tokens and share links, which travel in URLs.
      streamWrite: redactUrlSecrets(...secretPaths),
    },
  };
}

/** Every failure answers in the protocol's envelope, in German; only the unexpected is an error. */
function answerError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  // The client went away mid-answer: there is nobody left to answer.
  if (reply.raw.destroyed || error.code === 'ERR_STREAM_PREMATURE_CLOSE') {
    request.log.info({ code: error.code }, 'client closed the connection');
    return reply;
  }
  // A failure halfway through a file answer may have set another content type already.
  void reply.type('application/json; charset=utf-8').header('Cache-Control', 'no-store');
  if (error instanceof ApiError) {
    return reply.code(error.httpStatus).send({ Status: 400, Errors: error.errors });
  }
  if (error instanceof DatabaseBusyError) {
    request.log.warn({ err: error }, 'database locked by another process');
    return reply
      .code(503)
      .header('Retry-After', String(DATABASE_BUSY_RETRY_AFTER_SECONDS))
      .send({ Status: 400, Errors: { general: MESSAGES.databaseBusy } });
  }
  if (error.name === 'FormEncodingError' && 'key' in error && typeof error.key === 'string') {
    return reply
      .code(400)
      .send({ Status: 400, Errors: { [error.key]: 'Dieser Wert darf nur einmal vorkommen.' } });
  }
  if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    const message = CLIENT_ERROR_MESSAGES[error.statusCode];
    request.log.info({ code: error.code }, 'request refused');
    return reply
      .code(message === undefined ? 400 : error.statusCode)
      .send({ Status: 400, Errors: { general: message ?? MESSAGES.badBody } });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ Status: 500, Errors: { general: MESSAGES.internal } });
}

/**
 * The rate limit plugin. On PostgreSQL the processes count together (decision 031); SQLite has
 * one process, which keeps the plugin's own store in memory.
 */
async function rateLimits(
  app: FastifyInstance,
  database: Database,
): Promise<SharedRateLimit | null> {
  const sharedLimits =
    database.dialect === 'postgres'
      ? sharedRateLimit(database.db, app.log, {
          synced: () => app.metrics.rateLimitSync('ok'),
          failed: () => app.metrics.rateLimitSync('failed'),
        })
      : null;
  if (sharedLimits !== null) {
    app.addHook('onReady', (done) => {
      sharedLimits.start();
      done();
    });
    app.addHook('onClose', () => sharedLimits.stop());
  }
  await app.register(rateLimit, {
    global: false,
    ...(sharedLimits === null ? {} : { store: sharedLimits.Store }),
    keyGenerator: (request) => addressKey(request.ip),
    // A refused request is told when to try again (Retry-After). Other answers do not count down
    // what is left: the app does not read it, a password sprayer would, and each header costs
    // every answer (016).
    addHeadersOnExceeding: RATE_LIMIT_HEADERS_OFF,
    addHeaders: { ...RATE_LIMIT_HEADERS_OFF, 'retry-after': true },
    errorResponseBuilder: () => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: MESSAGES.tooManyRequests,
    }),
  });
  return sharedLimits;
}
