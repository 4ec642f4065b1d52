import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UPLOAD_TIMEOUT_MS } from '@servicebereich/protocol';
import { z } from 'zod/mini';
import type { DatabaseTarget } from './db/database.ts';
import type { SmsGatewayConfig } from './features/storm-warning/sms-gateway.ts';
import type { WarningSource } from './features/storm-warning/warning-source.ts';
import type { S3Settings } from './files/s3-blob-store.ts';
import { readTrustProxy, type TrustProxy } from './http/trusted-proxy.ts';
import type { ApnsConfig } from './push/apns-sender.ts';
import type { FcmConfig } from './push/fcm-sender.ts';
import type { WebPushConfig } from './push/web-push-sender.ts';

const flag = z.optional(
  z.pipe(
    z.enum(['true', 'false', '1', '0']),
    z.transform((v) => v === 'true' || v === '1'),
  ),
);

/** A whole number between the bounds. */
const integer = (min: number, max: number) => {
  const error = `expected a whole number from ${String(min)} to ${String(max)}`;
  return z.pipe(
    z.coerce.number({ error }),
    z.int({ error }).check(z.minimum(min, { error }), z.maximum(max, { error })),
  );
};

/** What a value that failed its schema should have been, where the schema names no message. */
function expectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_value':
      return `expected one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      if (issue.format !== 'url')
        return `expected a value matching ${issue.pattern ?? issue.format}`;
      return issue.pattern === undefined
        ? 'expected a URL'
        : `expected a URL whose scheme matches ${issue.pattern}`;
    case 'too_small':
      return issue.minimum === 1
        ? 'expected a value, not an empty one'
        : `expected at least ${String(issue.minimum)} characters`;
    case 'too_big':
      return `expected at most ${String(issue.maximum)} characters`;
    default:
      return issue.message;
  }
}

/**
 * How often the sender looks for mails queued by other processes or left by a crashed sender;
 * the mails this process queues are sent at once.
 */
const MAIL_POLL_MS = 10_000;

/** Meeting passwords are guessed against: tries per IP address and minute, unless configured. */
export const MEETING_PASSWORD_ATTEMPTS_PER_MINUTE = 10;

/**
 * How often a process looks for e-bike tracker activations that are due to be asked about (other
 * processes' requests, and its own after a pause); its own new requests are sent at once.
 */
const EBIKE_TRACKER_SCAN_MS = 5_000;
/** Failed attempts to reach the e-bike tracker provider before an activation counts as failed. */
const EBIKE_TRACKER_MAX_FAILURES = 8;
/** An activation the provider leaves pending this long counts as failed: nobody answered it. */
const EBIKE_TRACKER_MAX_PENDING_MS = 14 * 24 * 60 * 60_000;
/**
 * The demo's stand-in tracker provider (decision 042) confirms an activation this long after it
 * was asked for, and is asked every few seconds: the customer sees both states in a minute.
 */
const EBIKE_STAND_IN_ACTIVATION_MS = 20_000;
const EBIKE_STAND_IN_POLL_MS = 5_000;

/**
 * This machine's names, as a host setting or a URL's hostname writes them: the e-bike provider's
 * API key goes over plain http only to it (a test provider), metrics without a token only on it.
 */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/** The push services browsers subscribe at (Chrome, Firefox, Safari, Edge). */
const WEB_PUSH_HOSTS = [
  'fcm.googleapis.com',
  'updates.push.services.mozilla.com',
  '*.push.apple.com',
  '*.notify.windows.com',
];

const version = z.string().check(z.regex(/^\d{1,4}(\.\d{1,4}){0,3}$/));

/** Origins as a browser writes them in the Origin header: scheme, host, port; no path. */
const originList = z.pipe(
  z.pipe(
    z.string(),
    z.transform((v) =>
      v
        .split(',')
        .map((o) => o.trim().toLowerCase())
        .filter((o) => o !== ''),
    ),
  ),
  z.array(
    z.string().check(
      z.regex(/^[a-z][a-z0-9+.-]*:\/\/([a-z0-9-]+(\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(:\d{1,5})?$/, {
        error: 'expected origins such as capacitor://localhost, separated by commas',
      }),
    ),
  ),
);

/** Every environment variable the server reads, with its default; docs/configuration.md lists them. */
export const envSchema = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  PORT: z._default(integer(0, 65535), 8080),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DATABASE_URL: z.optional(z.url({ protocol: /^postgres(ql)?$/ })),
  SQLITE_LOCK_WAIT_SECONDS: z.optional(integer(1, 60)),
  DEMO_DATA: flag,
  DEMO_STAND_INS: flag,
  SECURE_COOKIES: flag,
  GEOIP_DATABASE: z.optional(z.string().check(z.minLength(1))),
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
            'expected false, the number of proxies in front of the server (such as 1), or their addresses and networks separated by commas (such as 127.0.0.1,10.0.0.0/8); not true, which would take any address a client writes into X-Forwarded-For',
        });
        return z.NEVER;
      }),
    ),
  ),
  NATIVE_APP_ORIGINS: z._default(originList, []),
  PASSKEY_RP_ID: z.optional(
    z.string().check(
      z.regex(/^[a-z0-9-]+(\.[a-z0-9-]+)*$/, {
        error: 'expected a host name in lower case, without scheme or port',
      }),
    ),
  ),
  WEB_DIST_DIR: z.optional(z.string()),
  LOG_LEVEL: z._default(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']),
    'info',
  ),
  LOG_FORMAT: z.optional(z.enum(['pretty', 'json'])),
  SESSION_IDLE_MINUTES: z._default(integer(6, 24 * 60), 30),
  ACTIVATION_CODE_DAYS: z._default(integer(1, 365), 30),
  SESSION_ABSOLUTE_HOURS: z._default(integer(1, 72), 12),
  RATE_LIMIT_PER_MINUTE: z._default(integer(1, Number.MAX_SAFE_INTEGER), 600),
  LOGIN_RATE_LIMIT_PER_MINUTE: z._default(integer(1, Number.MAX_SAFE_INTEGER), 20),
  MEETING_PASSWORD_RATE_LIMIT_PER_MINUTE: z._default(
    integer(1, Number.MAX_SAFE_INTEGER),
    MEETING_PASSWORD_ATTEMPTS_PER_MINUTE,
  ),
  LOGIN_GLOBAL_FAILURES_PER_MINUTE: z._default(integer(1, Number.MAX_SAFE_INTEGER), 100),
  BODY_DEADLINE_SECONDS: z._default(integer(1, 600), 30),
  // Below Fastify's request timeout of 120 s, which would otherwise cut the upload off first,
  // and below the app's wait for an upload's answer, which must hear the deadline's 408.
  UPLOAD_DEADLINE_SECONDS: z._default(integer(1, UPLOAD_TIMEOUT_MS / 1000 - 5), 110),
  SEND_TIMEOUT_SECONDS: z._default(integer(1, 3600), 60),
  SEND_MIN_BYTES_PER_SECOND: z._default(integer(1, 1024 * 1024 * 1024), 1024),
  MAINTENANCE_TEXT: z._default(z.string(), ''),
  MAINTENANCE_APP_TEXT: z._default(z.string(), ''),
  MIN_APP_VERSION_ANDROID: z._default(version, '1.0.0'),
  MIN_APP_VERSION_IOS: z._default(version, '1.0.0'),
  MIN_APP_VERSION_WEB: z._default(version, '1.0.0'),
  STORE_URL_ANDROID: z.optional(z.url()),
  STORE_URL_IOS: z.optional(z.url()),
  SMTP_URL: z.optional(z.url({ protocol: /^smtps?$/ })),
  SMTP_CONNECTION_TIMEOUT_SECONDS: z._default(integer(1, 300), 10),
  SMTP_GREETING_TIMEOUT_SECONDS: z._default(integer(1, 300), 10),
  SMTP_SOCKET_TIMEOUT_SECONDS: z._default(integer(1, 600), 30),
  MAIL_MAX_ATTEMPTS: z._default(integer(1, 100), 10),
  MAIL_RETRY_SECONDS: z._default(integer(1, 3600), 60),
  MAIL_FROM: z._default(
    z.string().check(z.minLength(3)),
    'Servicebereich <servicebereich@servicebereich.example>',
  ),
  MAIL_OUTBOX_DIR: z.optional(z.string().check(z.minLength(1))),
  ADVISER_EMAIL: z._default(z.email(), 'beratung@servicebereich.example'),
  CLAIMS_EMAIL: z._default(z.email(), 'schaden@servicebereich.example'),
  MY21_EMAIL: z._default(z.email(), 'my21@servicebereich.example'),
  ACCESSIBILITY_EMAIL: z._default(z.email(), 'barrierefreiheit@servicebereich.example'),
  CONTENT_DIR: z.optional(z.string().check(z.minLength(1))),
  EBIKE_TRACKER_URL: z.optional(
    z.url({
      protocol: /^https?$/,
      error: "expected the https:// address of the e-bike tracker provider's API",
    }),
  ),
  EBIKE_TRACKER_API_KEY: z.optional(z.string().check(z.minLength(1))),
  EBIKE_TRACKER_POLL_SECONDS: z._default(integer(1, 24 * 60 * 60), 60),
  EBIKE_TRACKER_TIMEOUT_SECONDS: z._default(integer(1, 120), 10),
  EBIKE_TRACKER_EMAIL: z._default(z.email(), 'ebike-tracker@servicebereich.example'),
  VIDEO_MEETING_URL: z.optional(
    z.url({ protocol: /^https?$/, error: 'expected the https:// address of a Jitsi Meet server' }),
  ),
  SMS_API_URL: z.optional(
    z.url({ protocol: /^https?$/, error: 'expected the http(s):// address of the SMS gateway' }),
  ),
  SMS_API_TOKEN: z.optional(z.string().check(z.minLength(1))),
  SMS_SENDER: z._default(
    z
      .string()
      .check(z.regex(/^[A-Za-z0-9]{1,11}$/, { error: 'expected at most 11 letters and digits' })),
    'Service',
  ),
  SMS_TIMEOUT_SECONDS: z._default(integer(1, 60), 10),
  STORM_WARNING_SOURCE: z.optional(z.string().check(z.minLength(1))),
  STORM_WARNING_INTERVAL_SECONDS: z._default(integer(10, 24 * 3600), 300),
  BLOB_STORE: z._default(z.enum(['disk', 's3']), 'disk'),
  S3_ENDPOINT: z.optional(z.url({ protocol: /^https?$/ })),
  S3_BUCKET: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/))),
  S3_REGION: z.optional(z.string().check(z.regex(/^[a-z0-9-]{2,40}$/))),
  S3_ACCESS_KEY_ID: z.optional(z.string().check(z.minLength(1))),
  S3_SECRET_ACCESS_KEY: z.optional(z.string().check(z.minLength(1))),
  S3_FORCE_PATH_STYLE: flag,
  // Folders ending in `/`, none starting with a dot: no `..` for a server that keeps a disk tree.
  S3_PREFIX: z._default(z.string().check(z.regex(/^([A-Za-z0-9_-][A-Za-z0-9._-]*\/)*$/)), ''),
  METRICS_HOST: z._default(z.string().check(z.minLength(1)), '127.0.0.1'),
  METRICS_PORT: z.optional(integer(0, 65535)),
  METRICS_TOKEN: z.optional(z.string().check(z.minLength(16))),
  SHUTDOWN_GRACE_SECONDS: z._default(integer(1, 600), 30),
  FCM_SERVICE_ACCOUNT_FILE: z.optional(z.string().check(z.minLength(1))),
  FCM_PROJECT_ID: z.optional(z.string().check(z.regex(/^[a-z0-9-]{4,40}$/))),
  FCM_API_URL: z._default(z.url({ protocol: /^https?$/ }), 'https://fcm.googleapis.com'),
  FCM_TOKEN_URL: z.optional(z.url({ protocol: /^https?$/ })),
  APNS_KEY_FILE: z.optional(z.string().check(z.minLength(1))),
  APNS_KEY_ID: z.optional(z.string().check(z.regex(/^[A-Z0-9]{10}$/))),
  APNS_TEAM_ID: z.optional(z.string().check(z.regex(/^[A-Z0-9]{10}$/))),
  APNS_TOPIC: z._default(z.string().check(z.minLength(1)), 'at.servicebereich.app'),
  APNS_HOST: z._default(z.url({ protocol: /^https?$/ }), 'https://api.push.apple.com'),
  VAPID_PUBLIC_KEY: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{87}$/))),
  VAPID_PRIVATE_KEY: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/))),
  VAPID_SUBJECT: z._default(
    z.string().check(z.regex(/^(mailto:|https:\/\/)\S+$/)),
    'mailto:servicebereich@servicebereich.example',
  ),
  WEB_PUSH_HOSTS: z.optional(
    z.pipe(
      z.string(),
      z.transform((v) =>
        v
          .split(',')
          .map((h) => h.trim().toLowerCase())
          .filter((h) => h !== ''),
      ),
    ),
  ),
  PUSH_TIMEOUT_SECONDS: z._default(integer(1, 60), 10),
});

export type Config = {
  environment: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseTarget;
  demoData: boolean;
  /** Cookies with Secure (and the __Host- prefix) and HSTS: on whenever TLS is in front. */
  secureCookies: boolean;
  /** The proxies that may say where a request came from (http/trusted-proxy.ts). */
  trustProxy: TrustProxy;
  /**
   * An IP database in MaxMind DB format (GeoLite2 City, DB-IP City Lite, …) that tells where a
   * session was signed in; null: no place is shown.
   */
  geoipDatabase: string | null;
  /**
   * Origins of the native app's web view, which may change state from there when they say
   * `X-Requested-From: APP-API`; every other foreign origin is refused (http/cross-site.ts).
   */
  nativeAppOrigins: readonly string[];
  /**
   * The passkeys' relying party id (decision 029): the host name their credentials are bound to;
   * null for the host name the browser used.
   */
  passkeyRpId: string | null;
  webDistDir: string;
  /** The campaign content: Markdown files and pictures, read and checked at start. */
  contentDir: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Readable lines for a terminal, or one JSON object per line for a log collector. */
  logFormat: 'pretty' | 'json';
  sessionIdleMs: number;
  /** How long a new activation code can be redeemed. */
  activationCodeMs: number;
  sessionAbsoluteMs: number;
  rateLimitPerMinute: number;
  loginRateLimitPerMinute: number;
  /** Meeting (and completion page) passwords tried per IP address and minute. */
  meetingPasswordRateLimitPerMinute: number;
  /**
   * Failed logins per minute across all customer numbers; above it, addresses that failed
   * recently must wait longer and longer between attempts.
   */
  loginGlobalFailuresPerMinute: number;
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
  maintenance: { general: string; app: string };
  appVersions: Record<'android' | 'ios' | 'web', { minimum: string; storeUrl: string | null }>;
  mail: {
    from: string;
    smtpUrl: string | null;
    outboxDir: string;
    adviserEmail: string;
    /** The claims desk: gets every claim with its files. */
    claimsEmail: string;
    /** The my21 team: gets the programme's feedback and questionnaires. */
    my21Email: string;
    /** The accessibility desk: gets the barriers reported from the accessibility statement. */
    accessibilityEmail: string;
    /** The e-bike tracker provider's desk: gets every activation request. */
    ebikeTrackerEmail: string;
    /** How long the SMTP server may take to accept, to greet, and to answer any command. */
    timeouts: { connectionMs: number; greetingMs: number; socketMs: number };
    /** Attempts before a queued mail is given up on. */
    maxAttempts: number;
    /** The pause after a mail's first failed attempt; it doubles with each further one. */
    retryMs: number;
    /** How often the queue is looked at for mails that other processes queued. */
    pollMs: number;
  };
  /**
   * The Jitsi Meet compatible server whose rooms the video meetings use, without a trailing
   * slash; null: no provider, the meeting page says so.
   */
  videoMeetingUrl: string | null;
  /**
   * The SMS gateway, or with the demo data the SMS outbox folder that stands in for one (decision
   * 042); null: none, phone numbers for storm warnings cannot be added.
   */
  sms: SmsGatewayConfig | { kind: 'outbox'; dir: string; sender: string } | null;
  stormWarning: {
    /** Where the CAP warnings are read from; null: nowhere, no warnings arrive. */
    source: WarningSource | null;
    intervalMs: number;
  };
  /**
   * The e-bike tracker provider: its JSON API (features/ebike/ebike-provider.ts), without a
   * trailing slash, or with the demo data the stand-in that confirms each activation after
   * `activationMs` (decision 042); null: no provider, activations are refused and the app says so.
   */
  ebikeTracker: {
    provider:
      { kind: 'http'; url: string; apiKey: string } | { kind: 'stand-in'; activationMs: number };
    /** How often a pending activation is asked about; also the first pause after a failure. */
    pollMs: number;
    /** How long one request to the provider may take. */
    timeoutMs: number;
    /** How often the database is looked at for activations due to be asked about. */
    scanMs: number;
    maxFailures: number;
    maxPendingMs: number;
  } | null;
  /** Where file contents live: `DATA_DIR/files` or a bucket (uploads stage in `DATA_DIR/files/tmp`). */
  blobStore: { kind: 'disk' } | ({ kind: 's3' } & S3Settings);
  /**
   * The Prometheus endpoint on a listener of its own, never on the public port; null: none. With
   * a token, `/metrics` wants `Authorization: Bearer <token>`.
   */
  metrics: { host: string; port: number; token: string | null } | null;
  /** After SIGTERM, how long requests under way may take before their connections are closed. */
  shutdownGraceMs: number;
  /** The push providers; each null when not configured (that kind of device gets nothing). */
  push: {
    /** How often the push outbox is looked at: a notification is on its way within seconds. */
    sendEveryMs: number;
    fcm: FcmConfig | null;
    apns: ApnsConfig | null;
    webPush: WebPushConfig | null;
  };
};

export class ConfigError extends Error {}

/**
 * STORM_WARNING_SOURCE: an http(s) address, or a folder; without it, the demo's folder when the
 * demo data is on.
 */
function warningSource(value: string | undefined, demoDir: string | null): WarningSource | null {
  if (value === undefined) return demoDir === null ? null : { kind: 'folder', dir: demoDir };
  return /^https?:\/\//i.test(value)
    ? { kind: 'url', url: new URL(value).href }
    : { kind: 'folder', dir: path.resolve(value) };
}

type PushEnv = {
  FCM_SERVICE_ACCOUNT_FILE?: string | undefined;
  FCM_PROJECT_ID?: string | undefined;
  FCM_API_URL: string;
  FCM_TOKEN_URL?: string | undefined;
  APNS_KEY_FILE?: string | undefined;
  APNS_KEY_ID?: string | undefined;
  APNS_TEAM_ID?: string | undefined;
  APNS_TOPIC: string;
  APNS_HOST: string;
  VAPID_PUBLIC_KEY?: string | undefined;
  VAPID_PRIVATE_KEY?: string | undefined;
  VAPID_SUBJECT: string;
  WEB_PUSH_HOSTS?: string[] | undefined;
  PUSH_TIMEOUT_SECONDS: number;
};

/** A credential file named by the environment, read at start; its content is never logged. */
function readSecretFile(variable: string, file: string): string {
  try {
    return readFileSync(path.resolve(file), 'utf8');
  } catch (error) {
    throw new ConfigError(
      `Invalid configuration:\n${variable}: cannot read ${file} (${(error as { code?: string }).code ?? 'error'})`,
    );
  }
}

/** http:// only to this machine (a test receiver); a provider's credentials need https://. */
function providerUrl(variable: string, value: string): string {
  const url = new URL(value);
  if (url.protocol === 'http:' && !LOOPBACK_HOSTS.has(url.hostname)) {
    throw new ConfigError(`Invalid configuration:\n${variable}: http:// only on this machine`);
  }
  return value.replace(/\/+$/, '');
}

function pushConfig(e: PushEnv): Config['push'] {
  const timeoutMs = e.PUSH_TIMEOUT_SECONDS * 1000;
  const serviceAccount =
    e.FCM_SERVICE_ACCOUNT_FILE === undefined
      ? null
      : (JSON.parse(readSecretFile('FCM_SERVICE_ACCOUNT_FILE', e.FCM_SERVICE_ACCOUNT_FILE)) as {
          project_id?: string;
          client_email?: string;
          private_key?: string;
          token_uri?: string;
        });
  if (
    serviceAccount !== null &&
    (typeof serviceAccount.client_email !== 'string' ||
      typeof serviceAccount.private_key !== 'string')
  ) {
    throw new ConfigError(
      'Invalid configuration:\nFCM_SERVICE_ACCOUNT_FILE: expected a service account key (client_email, private_key)',
    );
  }
  const apnsParts = [e.APNS_KEY_FILE, e.APNS_KEY_ID, e.APNS_TEAM_ID];
  if (apnsParts.some((v) => v !== undefined) && apnsParts.some((v) => v === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\nAPNS_KEY_FILE, APNS_KEY_ID and APNS_TEAM_ID go together',
    );
  }
  if ((e.VAPID_PUBLIC_KEY === undefined) !== (e.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError(
      'Invalid configuration:\nVAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    );
  }
  return {
    sendEveryMs: 5_000,
    fcm:
      serviceAccount === null
        ? null
        : {
            projectId: e.FCM_PROJECT_ID ?? serviceAccount.project_id ?? '',
            clientEmail: serviceAccount.client_email ?? '',
            privateKeyPem: serviceAccount.private_key ?? '',
            tokenUrl: providerUrl(
              'FCM_TOKEN_URL',
              e.FCM_TOKEN_URL ?? serviceAccount.token_uri ?? 'https://oauth2.googleapis.com/token',
            ),
            apiUrl: providerUrl('FCM_API_URL', e.FCM_API_URL),
            timeoutMs,
          },
    apns:
      e.APNS_KEY_FILE === undefined || e.APNS_KEY_ID === undefined || e.APNS_TEAM_ID === undefined
        ? null
        : {
            keyPem: readSecretFile('APNS_KEY_FILE', e.APNS_KEY_FILE),
            keyId: e.APNS_KEY_ID,
            teamId: e.APNS_TEAM_ID,
            topic: e.APNS_TOPIC,
            host: providerUrl('APNS_HOST', e.APNS_HOST),
            timeoutMs,
          },
    webPush:
      e.VAPID_PUBLIC_KEY === undefined || e.VAPID_PRIVATE_KEY === undefined
        ? null
        : {
            publicKey: e.VAPID_PUBLIC_KEY,
            privateKey: e.VAPID_PRIVATE_KEY,
            subject: e.VAPID_SUBJECT,
            hosts: e.WEB_PUSH_HOSTS ?? WEB_PUSH_HOSTS,
            timeoutMs,
          },
  };
}

/** The configuration, or the end of the process with what is wrong in it: no stack trace. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(2);
  }
}

/** The e-bike tracker provider configured, the demo's stand-in for one, or none. */
function ebikeTrackerOf(e: z.infer<typeof envSchema>, standIns: boolean): Config['ebikeTracker'] {
  const limits = {
    timeoutMs: e.EBIKE_TRACKER_TIMEOUT_SECONDS * 1000,
    scanMs: EBIKE_TRACKER_SCAN_MS,
    maxFailures: EBIKE_TRACKER_MAX_FAILURES,
    maxPendingMs: EBIKE_TRACKER_MAX_PENDING_MS,
  };
  if (e.EBIKE_TRACKER_URL !== undefined && e.EBIKE_TRACKER_API_KEY !== undefined) {
    return {
      provider: {
        kind: 'http',
        url: e.EBIKE_TRACKER_URL.replace(/\/+$/, ''),
        apiKey: e.EBIKE_TRACKER_API_KEY,
      },
      pollMs: e.EBIKE_TRACKER_POLL_SECONDS * 1000,
      ...limits,
    };
  }
  if (!standIns) return null;
  return {
    provider: { kind: 'stand-in', activationMs: EBIKE_STAND_IN_ACTIVATION_MS },
    pollMs: EBIKE_STAND_IN_POLL_MS,
    ...limits,
  };
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `${i.path.join('.')}: ${i.message === 'Invalid input' ? expectation(i) : i.message}`,
    );
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.EBIKE_TRACKER_URL !== undefined) {
    const provider = new URL(e.EBIKE_TRACKER_URL);
    if (e.EBIKE_TRACKER_API_KEY === undefined) {
      throw new ConfigError(
        'Invalid configuration:\nEBIKE_TRACKER_API_KEY: required with EBIKE_TRACKER_URL',
      );
    }
    if (provider.protocol === 'http:' && !LOOPBACK_HOSTS.has(provider.hostname)) {
      throw new ConfigError(
        'Invalid configuration:\nEBIKE_TRACKER_URL: http:// only on this machine; elsewhere the API key needs https://',
      );
    }
  }
  const production = e.NODE_ENV === 'production';
  const demoData = e.DEMO_DATA ?? !production;
  const standIns = e.DEMO_STAND_INS ?? (demoData && !production);
  const problems = [
    e.BLOB_STORE === 's3' && (e.S3_BUCKET === undefined || e.S3_REGION === undefined)
      ? 'BLOB_STORE=s3 needs S3_BUCKET and S3_REGION'
      : null,
    (e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)
      ? 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together'
      : null,
    production && e.DEMO_STAND_INS === true
      ? 'DEMO_STAND_INS: the stand-ins for the SMS gateway and the e-bike tracker provider never run in production'
      : null,
    e.METRICS_PORT !== undefined &&
    !LOOPBACK_HOSTS.has(e.METRICS_HOST) &&
    e.METRICS_TOKEN === undefined
      ? 'METRICS_HOST other than the loopback address needs METRICS_TOKEN'
      : null,
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    environment: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    dataDir,
    database:
      e.DATABASE_URL === undefined
        ? {
            kind: 'sqlite',
            file: path.join(dataDir, 'servicebereich.sqlite'),
            ...(e.SQLITE_LOCK_WAIT_SECONDS === undefined
              ? {}
              : { lockWaitMs: e.SQLITE_LOCK_WAIT_SECONDS * 1000 }),
          }
        : { kind: 'postgres', url: e.DATABASE_URL },
    demoData,
    secureCookies: e.SECURE_COOKIES ?? production,
    trustProxy: e.TRUST_PROXY ?? { kind: 'none' },
    geoipDatabase: e.GEOIP_DATABASE === undefined ? null : path.resolve(e.GEOIP_DATABASE),
    nativeAppOrigins: e.NATIVE_APP_ORIGINS,
    passkeyRpId: e.PASSKEY_RP_ID ?? null,
    webDistDir: path.resolve(
      e.WEB_DIST_DIR ?? path.join(import.meta.dirname, '..', '..', 'web', 'dist'),
    ),
    contentDir: path.resolve(e.CONTENT_DIR ?? path.join(import.meta.dirname, '..', 'content')),
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' ? 'pretty' : 'json'),
    sessionIdleMs: e.SESSION_IDLE_MINUTES * 60_000,
    activationCodeMs: e.ACTIVATION_CODE_DAYS * 24 * 60 * 60_000,
    sessionAbsoluteMs: e.SESSION_ABSOLUTE_HOURS * 3_600_000,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    loginRateLimitPerMinute: e.LOGIN_RATE_LIMIT_PER_MINUTE,
    meetingPasswordRateLimitPerMinute: e.MEETING_PASSWORD_RATE_LIMIT_PER_MINUTE,
    loginGlobalFailuresPerMinute: e.LOGIN_GLOBAL_FAILURES_PER_MINUTE,
    bodyDeadlineMs: e.BODY_DEADLINE_SECONDS * 1000,
    uploadDeadlineMs: e.UPLOAD_DEADLINE_SECONDS * 1000,
    sendTimeoutMs: e.SEND_TIMEOUT_SECONDS * 1000,
    sendMinBytesPerSecond: e.SEND_MIN_BYTES_PER_SECOND,
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
      claimsEmail: e.CLAIMS_EMAIL,
      my21Email: e.MY21_EMAIL,
      accessibilityEmail: e.ACCESSIBILITY_EMAIL,
      ebikeTrackerEmail: e.EBIKE_TRACKER_EMAIL,
      timeouts: {
        connectionMs: e.SMTP_CONNECTION_TIMEOUT_SECONDS * 1000,
        greetingMs: e.SMTP_GREETING_TIMEOUT_SECONDS * 1000,
        socketMs: e.SMTP_SOCKET_TIMEOUT_SECONDS * 1000,
      },
      maxAttempts: e.MAIL_MAX_ATTEMPTS,
      retryMs: e.MAIL_RETRY_SECONDS * 1000,
      pollMs: MAIL_POLL_MS,
    },
    videoMeetingUrl: e.VIDEO_MEETING_URL?.replace(/\/+$/, '') ?? null,
    sms:
      e.SMS_API_URL === undefined
        ? standIns
          ? { kind: 'outbox', dir: path.join(dataDir, 'sms-outbox'), sender: e.SMS_SENDER }
          : null
        : {
            kind: 'gateway',
            url: e.SMS_API_URL,
            token: e.SMS_API_TOKEN ?? null,
            sender: e.SMS_SENDER,
            timeoutMs: e.SMS_TIMEOUT_SECONDS * 1000,
          },
    stormWarning: {
      source: warningSource(
        e.STORM_WARNING_SOURCE,
        demoData ? path.join(dataDir, 'unwetter') : null,
      ),
      intervalMs: e.STORM_WARNING_INTERVAL_SECONDS * 1000,
    },
    ebikeTracker: ebikeTrackerOf(e, standIns),
    blobStore:
      e.BLOB_STORE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT ?? null,
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION ?? '',
            credentials:
              e.S3_ACCESS_KEY_ID === undefined || e.S3_SECRET_ACCESS_KEY === undefined
                ? null
                : { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY },
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
            prefix: e.S3_PREFIX,
          }
        : { kind: 'disk' },
    metrics:
      e.METRICS_PORT === undefined
        ? null
        : { host: e.METRICS_HOST, port: e.METRICS_PORT, token: e.METRICS_TOKEN ?? null },
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    push: pushConfig(e),
  };
}
