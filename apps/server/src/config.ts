import path from 'node:path';
import type { PagePasswordPage } from '@servicebereich/protocol';
import { z } from 'zod/mini';

const flag = z.optional(
  z.pipe(
    z.enum(['true', 'false', '1', '0']),
    z.transform((v) => v === 'true' || v === '1'),
  ),
);

/** A whole number between the bounds. */
const integer = (min: number, max: number) =>
  z.pipe(z.coerce.number(), z.int().check(z.minimum(min), z.maximum(max)));

const version = z.string().check(z.regex(/^\d{1,4}(\.\d{1,4}){0,3}$/));

const envSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  PORT: z._default(integer(0, 65535), 8080),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: z.optional(z.url({ protocol: /^postgres(ql)?$/ })),
  DEMO_DATA: flag,
  SECURE_COOKIES: flag,
  TRUST_PROXY: flag,
  WEB_DIST_DIR: z.optional(z.string()),
  LOG_LEVEL: z._default(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  SESSION_IDLE_MINUTES: z._default(integer(6, 24 * 60), 30),
  SESSION_ABSOLUTE_HOURS: z._default(integer(1, 72), 12),
  RATE_LIMIT_PER_MINUTE: z._default(integer(1, Number.MAX_SAFE_INTEGER), 600),
  LOGIN_RATE_LIMIT_PER_MINUTE: z._default(integer(1, Number.MAX_SAFE_INTEGER), 20),
  BODY_DEADLINE_SECONDS: z._default(integer(1, 600), 30),
  // Below Fastify's request timeout of 120 s, which would otherwise cut the upload off first.
  UPLOAD_DEADLINE_SECONDS: z._default(integer(1, 115), 110),
  MAINTENANCE_TEXT: z._default(z.string(), ''),
  MAINTENANCE_APP_TEXT: z._default(z.string(), ''),
  MIN_APP_VERSION_ANDROID: z._default(version, '1.0.0'),
  MIN_APP_VERSION_IOS: z._default(version, '1.0.0'),
  MIN_APP_VERSION_WEB: z._default(version, '1.0.0'),
  STORE_URL_ANDROID: z.optional(z.url()),
  STORE_URL_IOS: z.optional(z.url()),
  SMTP_URL: z.optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: z._default(
    z.string().check(z.minLength(3)),
    'Servicebereich <servicebereich@servicebereich.example>',
  ),
  MAIL_OUTBOX_DIR: z.optional(z.string().check(z.minLength(1))),
  ADVISER_EMAIL: z._default(z.email(), 'beratung@servicebereich.example'),
  PAGE_PASSWORD_VIDEO_TERMIN_ABSCHLUSS: z.optional(
    z.string().check(z.minLength(8), z.maxLength(200)),
  ),
});

export type Config = {
  environment: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  demoData: boolean;
  /** Cookies with Secure (and the __Host- prefix) and HSTS: on whenever TLS is in front. */
  secureCookies: boolean;
  trustProxy: boolean;
  webDistDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  sessionIdleMs: number;
  sessionAbsoluteMs: number;
  rateLimitPerMinute: number;
  loginRateLimitPerMinute: number;
  bodyDeadlineMs: number;
  /** A multipart upload must arrive whole within this time. */
  uploadDeadlineMs: number;
  /** Answers are checked against the catalogue's Result schemas (not in production). */
  validateResults: boolean;
  maintenance: { general: string; app: string };
  appVersions: Record<'android' | 'ios' | 'web', { minimum: string; storeUrl: string | null }>;
  mail: { from: string; smtpUrl: string | null; outboxDir: string; adviserEmail: string };
  /** Per protected page its password, or null: then that page cannot be unlocked. */
  pagePasswords: Record<PagePasswordPage, string | null>;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    environment: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database:
      e.DATABASE_URL === undefined
        ? { kind: 'sqlite', file: path.join(dataDir, 'servicebereich.sqlite') }
        : { kind: 'postgres', url: e.DATABASE_URL },
    demoData: e.DEMO_DATA ?? !production,
    secureCookies: e.SECURE_COOKIES ?? production,
    trustProxy: e.TRUST_PROXY ?? false,
    webDistDir: path.resolve(
      e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '..', '..', 'web', 'dist'),
    ),
    logLevel: e.LOG_LEVEL,
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    bodyDeadlineMs: e.BODY_DEADLINE_SECONDS * 1000,
    uploadDeadlineMs: e.UPLOAD_DEADLINE_SECONDS * 1000,
    validateResults: !production,
    maintenance: { general: e.MAINTENANCE_TEXT, app: e.MAINTENANCE_APP_TEXT },
    appVersions: {
      android: { minimum: e.MIN_APP_VERSION_ANDROID, storeUrl: e.STORE_URL_ANDROID ?? null },
      ios: { minimum: e.MIN_APP_VERSION_IOS, storeUrl: e.STORE_URL_IOS ?? null },
      web: { minimum: e.MIN_APP_VERSION_WEB, storeUrl: null },
    },
    mail: {
      from: e.MAIL_FROM,
      smtpUrl: e.SMTP_URL ?? null,
      outboxDir: path.resolve(e.MAIL_OUTBOX_DIR ?? path.join(dataDir, 'outbox')),
      adviserEmail: e.ADVISER_EMAIL,
    },
    pagePasswords: { 'video-termin-abschluss': e.PAGE_PASSWORD_VIDEO_TERMIN_ABSCHLUSS ?? null },
  };
}
