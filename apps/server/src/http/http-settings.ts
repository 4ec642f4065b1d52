import path from 'node:path';
import { UPLOAD_TIMEOUT_MS } from '@servicebereich/protocol';
import { z } from 'zod/mini';
import { commaList, flag, integer, LOOPBACK_HOSTS, type Common } from '../config-values.ts';
import { readTrustProxy, type TrustProxy } from './trusted-proxy.ts';

/** Origins as a browser writes them in the Origin header: scheme, host, port; no path. */
const originList = z.pipe(
  commaList,
  z.array(
    z.string().check(
      z.regex(/^[a-z][a-z0-9+.-]*:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/, {
        error: 'erwartet: Origins wie capacitor://localhost, durch Kommas getrennt',
      }),
    ),
  ),
);

/** The server's frame: where it listens, whom it trusts, its log, limits and deadlines, metrics. */
export const httpEnv = z.object({
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  PORT: z._default(integer(0, 65535), 8080),
  SECURE_COOKIES: flag,
  TRUST_PROXY: z.optional(
    z.pipe(
      z.string(),
      z.transform((value, context) => {
        const setting = readTrustProxy(value);
        if (setting !== null) return setting;
        context.issues.push({
          code: 'custom',
          input: value,
          message:
            'erwartet: false, die Zahl der Proxys vor dem Server (etwa 1) oder ihre Adressen und Netze, durch Kommas getrennt (etwa 127.0.0.1,10.0.0.0/8); nicht true, das jede Adresse übernähme, die ein Client in X-Forwarded-For schreibt',
        });
        return z.NEVER;
      }),
    ),
  ),
  NATIVE_APP_ORIGINS: z._default(originList, []),
  WEB_DIST_DIR: z.optional(z.string()),
  LOG_LEVEL: z._default(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  LOG_FORMAT: z.optional(z.enum(['pretty', 'json'])),
  RATE_LIMIT_PER_MINUTE: z._default(integer(1, Number.MAX_SAFE_INTEGER), 600),
  BODY_DEADLINE_SECONDS: z._default(integer(1, 600), 30),
  // Below Fastify's request timeout of 120 s, which would otherwise cut the upload off first,
  // and below the app's wait for an upload's answer, which must hear the deadline's 408.
  UPLOAD_DEADLINE_SECONDS: z._default(integer(1, UPLOAD_TIMEOUT_MS / 1000 - 5), 110),
  SEND_TIMEOUT_SECONDS: z._default(integer(1, 3600), 60),
  SEND_MIN_BYTES_PER_SECOND: z._default(integer(1, 1024 * 1024 * 1024), 1024),
  METRICS_HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  METRICS_PORT: z.optional(integer(0, 65535)),
  METRICS_TOKEN: z.optional(z.string().check(z.minLength(16))),
  SHUTDOWN_GRACE_SECONDS: z._default(integer(1, 600), 30),
});

type HttpEnv = z.infer<typeof httpEnv>;

export type HttpSettings = {
  host: string;
  port: number;
  /** Cookies with Secure (and the __Host- prefix) and HSTS: on whenever TLS is in front. */
  secureCookies: boolean;
  /** The proxies that may say where a request came from (http/trusted-proxy.ts). */
  trustProxy: TrustProxy;
  /**
   * Origins of the native app's web view, which may change state from there when they say
   * `X-Requested-From: APP-API`; every other foreign origin is refused (http/cross-site.ts).
   */
  nativeAppOrigins: readonly string[];
  webDistDir: string;
  logLevel: HttpEnv['LOG_LEVEL'];
  /** Readable lines for a terminal, or one JSON object per line for a log collector. */
  logFormat: 'pretty' | 'json';
  rateLimitPerMinute: number;
  bodyDeadlineMs: number;
  /** A multipart upload must arrive whole within this time. */
  uploadDeadlineMs: number;
  /**
   * A connection whose answer waits to be read is closed when its reader took less than
   * `sendMinBytesPerSecond` on average over this time (slow readers).
   */
  sendTimeoutMs: number;
  sendMinBytesPerSecond: number;
  /** Answers are checked against the catalogue's Result schemas (not in production). */
  validateResults: boolean;
  /**
   * The Prometheus endpoint on a listener of its own, never on the public port; null: none. With
   * a token, `/metrics` wants `Authorization: Bearer <token>`.
   */
  metrics: { host: string; port: number; token: string | null } | null;
  /** After SIGTERM, how long requests under way may take before their connections are closed. */
  shutdownGraceMs: number;
};

/** What is wrong in these settings taken together, each of which passed its schema. */
export function httpProblems(e: HttpEnv): string[] {
  return e.METRICS_PORT !== undefined &&
    !LOOPBACK_HOSTS.has(e.METRICS_HOST) &&
    e.METRICS_TOKEN === undefined
    ? ['METRICS_HOST: außer der Loopback-Adresse nur mit METRICS_TOKEN']
    : [];
}

export function httpSettings(e: HttpEnv, common: Common): HttpSettings {
  return {
    host: e.HOST,
    port: e.PORT,
    secureCookies: e.SECURE_COOKIES ?? common.production,
    trustProxy: e.TRUST_PROXY ?? { kind: 'none' },
    nativeAppOrigins: e.NATIVE_APP_ORIGINS,
    webDistDir: path.resolve(
      e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '..', '..', '..', 'web', 'dist'),
    ),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (common.environment === 'development' ? 'pretty' : 'json'),
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    bodyDeadlineMs: e.BODY_DEADLINE_SECONDS * 1000,
    uploadDeadlineMs: e.UPLOAD_DEADLINE_SECONDS * 1000,
    sendTimeoutMs: e.SEND_TIMEOUT_SECONDS * 1000,
    sendMinBytesPerSecond: e.SEND_MIN_BYTES_PER_SECOND,
    validateResults: !common.production,
    metrics:
      e.METRICS_PORT === undefined
        ? null
        : { host: e.METRICS_HOST, port: e.METRICS_PORT, token: e.METRICS_TOKEN ?? null },
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
  };
}
