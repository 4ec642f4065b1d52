import path from 'node:path';
import type { PagePasswordPage } from '@servicebereich/protocol';
import { z } from 'zod';

const flag = z
  .enum(['true', 'false', '1', '0'])
  .transform((v) => v === 'true' || v === '1')
  .optional();

const version = z.string().regex(/^\d{1,4}(\.\d{1,4}){0,3}$/);

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DEMO_DATA: flag,
  SECURE_COOKIES: flag,
  TRUST_PROXY: flag,
  WEB_DIST_DIR: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(6)
    .max(24 * 60)
    .default(30),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).max(72).default(12),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  BODY_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
  // Below Fastify's request timeout of 120 s, which would otherwise cut the upload off first.
  UPLOAD_DEADLINE_SECONDS: z.coerce.number().int().min(1).max(115).default(110),
  MAINTENANCE_TEXT: z.string().default(''),
  MAINTENANCE_APP_TEXT: z.string().default(''),
  MIN_APP_VERSION_ANDROID: version.default('1.0.0'),
  MIN_APP_VERSION_IOS: version.default('1.0.0'),
  MIN_APP_VERSION_WEB: version.default('1.0.0'),
  STORE_URL_ANDROID: z.url().optional(),
  STORE_URL_IOS: z.url().optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Servicebereich <servicebereich@servicebereich.example>'),
  MAIL_OUTBOX_DIR: z.string().min(1).optional(),
  ADVISER_EMAIL: z.email().default('beratung@servicebereich.example'),
  PAGE_PASSWORD_VIDEO_TERMIN_ABSCHLUSS: z.string().min(8).max(200).optional(),
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
