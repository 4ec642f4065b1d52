import { existsSync } from 'node:fs';
import path from 'node:path';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  campaignCalls,
  CONFIRMATION_PAGE_PATH,
  contractCalls,
  postboxCalls,
} from '@servicebereich/protocol';
import type { Config } from './config.ts';
import { DatabaseBusyError } from './db/database-busy-error.ts';
import { openDatabase, type Database } from './db/database.ts';
import {
  abandonBlobs,
  ORPHAN_GRACE_MS,
  removeOrphans,
  sweepBlobs,
} from './files/blob-repository.ts';
import { openBlobStore } from './files/open-blob-store.ts';
import { uploadPipeline } from './files/upload-pipeline.ts';
import { seedDemoData } from './demo/seed.ts';
import { seedDemoStormWarning } from './demo/storm-warning.ts';
import { accessibilityHandlers } from './features/accessibility/accessibility-handlers.ts';
import { adviserHandlers } from './features/adviser/adviser-handlers.ts';
import { analyticsExpiryJob, analyticsHandlers } from './features/analytics/analytics-handlers.ts';
import { analyticsRepository } from './features/analytics/analytics-repository.ts';
import { adviserRepository } from './features/adviser/adviser-repository.ts';
import { appointmentHandlers } from './features/video-appointments/appointment-handlers.ts';
import {
  meetingHandlers,
  meetingPasswords,
} from './features/video-appointments/meeting-handlers.ts';
import { appointmentRepository } from './features/video-appointments/appointment-repository.ts';
import { claimHandlers } from './features/claims/claim-handlers.ts';
import { claimRepository } from './features/claims/claim-repository.ts';
import { confirmationHandlers } from './features/confirmations/confirmation-handlers.ts';
import { confirmationRepository } from './features/confirmations/confirmation-repository.ts';
import { campaignHandlers } from './features/campaigns/campaign-handlers.ts';
import { loadContent, type Content } from './features/campaigns/content.ts';
import { my21Repository } from './features/campaigns/my21-repository.ts';
import { checklistHandlers } from './features/checklists/checklist-handlers.ts';
import { checklistRepository } from './features/checklists/checklist-repository.ts';
import { contractHandlers } from './features/contracts/contract-handlers.ts';
import {
  contractRepository,
  withoutClaimFeatures,
} from './features/contracts/contract-repository.ts';
import { ebikeHandlers } from './features/ebike/ebike-handlers.ts';
import { httpEbikeTrackerProvider } from './features/ebike/ebike-provider.ts';
import { standInEbikeTrackerProvider } from './features/ebike/ebike-stand-in.ts';
import { ebikeRepository } from './features/ebike/ebike-repository.ts';
import { ebikeTrackerSync } from './features/ebike/ebike-sync.ts';
import { generalHandlers } from './features/general/general-handlers.ts';
import { immoWertHandlers } from './features/immowert/immowert-handlers.ts';
import { inventoryHandlers } from './features/inventory/inventory-handlers.ts';
import { inventoryRepository } from './features/inventory/inventory-repository.ts';
import { pageHandlers } from './features/pages/page-handlers.ts';
import {
  describeDokboxFile,
  dokboxDocuments,
  dokboxHandlers,
} from './features/dokbox/dokbox-handlers.ts';
import { dokboxRepository } from './features/dokbox/dokbox-repository.ts';
import { SHARE_PATH, shareRoute } from './features/dokbox/share-route.ts';
import { postboxHandlers } from './features/postbox/postbox-handlers.ts';
import { postboxRepository } from './features/postbox/postbox-repository.ts';
import { httpSmsGateway, outboxSmsGateway } from './features/storm-warning/sms-gateway.ts';
import { stormWarningHandlers } from './features/storm-warning/storm-handlers.ts';
import { stormRepository } from './features/storm-warning/storm-repository.ts';
import { warningJob } from './features/storm-warning/warning-job.ts';
import { warningRepository } from './features/storm-warning/warning-repository.ts';
import { pensionHandlers } from './features/pension/pension-handlers.ts';
import { pensionRepository } from './features/pension/pension-repository.ts';
import { profileHandlers } from './features/profile/profile-handlers.ts';
import { profileRepository } from './features/profile/profile-repository.ts';
import { activationCodes } from './features/session/activation-codes.ts';
import { activationHandlers } from './features/session/activation-handlers.ts';
import { openPlaceLookup } from './features/session/login-place.ts';
import { deviceHandlers } from './features/session/device-handlers.ts';
import { deviceLogins } from './features/session/device-logins.ts';
import { passkeyHandlers } from './features/session/passkey-handlers.ts';
import { passkeys as passkeyStore } from './features/session/passkeys.ts';
import { downloadTarget, downloadTokens } from './features/session/download-tokens.ts';
import { loginGuard } from './features/session/login-guard.ts';
import { customerFirstName, sessionHandlers } from './features/session/session-handlers.ts';
import { AccessLog } from './http/access-log.ts';
import { ApiError, MESSAGES } from './http/api-error.ts';
import { apiEndpoint, assertHandlersComplete, pageAnswers } from './http/api-endpoint.ts';
import { loadPageFrames } from './http/page-frames.ts';
import { appPage } from './http/app-page.ts';
import { bodyDeadline } from './http/body-deadline.ts';
import { clientErrorHandler } from './http/client-error.ts';
import { redactUrlSecrets } from './http/log-redaction.ts';
import type { Handlers } from './http/handlers.ts';
import { securityHeaders } from './http/security-headers.ts';
import { bufferedLog } from './http/log-destination.ts';
import { pageUnlocks } from './http/page-unlocks.ts';
import { dataExportHandlers } from './features/data-export/data-export-handlers.ts';
import { dropSlowReaders } from './http/slow-readers.ts';
import { sessionStore } from './http/session-store.ts';
import { healthRoutes } from './http/health.ts';
import { createMetrics } from './http/metrics.ts';
import { requestIdGenerator } from './http/request-id.ts';
import { proxyTrust } from './http/trusted-proxy.ts';
import { sharedRateLimit } from './http/shared-rate-limit.ts';
import { scheduledJobs } from './jobs/scheduled-jobs.ts';
import { mailQueue } from './mail/mail-queue.ts';
import { createMailer } from './mail/mailer.ts';
import { apnsSender } from './push/apns-sender.ts';
import { fcmSender } from './push/fcm-sender.ts';
import { pushDelivery } from './push/push-delivery.ts';
import { pushHandlers } from './push/push-handlers.ts';
import { pushRepository } from './push/push-repository.ts';
import { webPushSender } from './push/web-push-sender.ts';
import { addressKey } from './security/address-key.ts';
import { reauthentications } from './security/reauthentications.ts';

export type AppDeps = {
  /** An open database; without one, the configured database is opened (and closed with the app). */
  database?: Database;
  clock?: () => number;
  /** The campaign content, read before from `config.contentDir`; read at the start otherwise. */
  content?: Content;
  /** Where the log goes; standard output by default. */
  logStream?: NodeJS.WritableStream;
};

/** The development log: one line per entry, with the time of day, without pid and host name. */
const PRETTY_LOG = { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true };

/** Form bodies are small; uploads have limits of their own. */
const FORM_BODY_LIMIT = 64 * 1024;
const RATE_LIMIT_HEADERS_OFF = {
  'x-ratelimit-limit': false,
  'x-ratelimit-remaining': false,
  'x-ratelimit-reset': false,
} as const;
const PURGE_INTERVAL_MS = 10 * 60_000;
/** Files that no row names are looked for once a day: in a bucket that means listing it whole. */
const ORPHAN_SWEEP_INTERVAL_MS = 24 * 60 * 60_000;
/** Shared-file links opened per IP address and minute. */
const SHARE_LINKS_PER_MINUTE = 60;
/** my21 feedback and questionnaires per IP address and minute: anyone may send them. */
const MY21_MAILS_PER_MINUTE = 5;
/** Barriers reported per IP address and minute: anyone may report one. */
const ACCESSIBILITY_MAILS_PER_MINUTE = 5;
/**
 * Confirmation codes checked per IP address and minute: a visitor checks one, perhaps mistyped a
 * few times; more is someone trying codes.
 */
const CONFIRMATION_CHECKS_PER_MINUTE = 20;
/** Usage analytics calls per IP address and minute: the app sends one every few seconds at most. */
const ANALYTICS_CALLS_PER_MINUTE = 60;

/** When a client may try again after the database stayed locked past the lock wait. */
const DATABASE_BUSY_RETRY_AFTER_SECONDS = 5;

const CLIENT_ERROR_MESSAGES: Partial<Record<number, string>> = {
  413: MESSAGES.bodyTooLarge,
  429: MESSAGES.tooManyRequests,
};

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const clock = deps.clock ?? Date.now;
  // A broken content file stops the start here, naming the file and the reason.
  const content = deps.content ?? (await loadContent(config.contentDir));
  const database = deps.database ?? (await openDatabase(config.database));
  const { db } = database;
  const headerOptions = {
    secure: config.secureCookies,
    frameOrigins: [
      ...(config.videoMeetingUrl === null ? [] : [new URL(config.videoMeetingUrl).origin]),
      ...content.videoOrigins,
    ],
  };

  const proxies = proxyTrust(config.trustProxy);
  const buffered =
    deps.logStream === undefined && config.logFormat === 'json' ? bufferedLog() : null;
  const metrics = createMetrics();
  const app = Fastify({
    logger: {
      level: config.logLevel,
      ...(deps.logStream !== undefined
        ? { stream: deps.logStream }
        : buffered !== null
          ? { stream: buffered }
          : { transport: { target: 'pino-pretty', options: PRETTY_LOG } }),
      // Cookies and CSRF tokens are credentials; they never reach the log.
      redact: ['req.headers.cookie', 'req.headers["x-csrf-token"]', 'res.headers["set-cookie"]'],
      hooks: {
        // Nor do download tokens and share links, which travel in URLs.
        streamWrite: redactUrlSecrets(SHARE_PATH, CONFIRMATION_PAGE_PATH),
      },
    },
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
  if (deps.database === undefined) app.addHook('onClose', () => database.close());
  app.decorate('metrics', metrics);

  const blobs = await openBlobStore(config);
  const jobs = scheduledJobs(database, app.log);
  // onClose hooks run last-registered first: a job under way finishes before the database closes.
  app.addHook('onClose', () => jobs.stop());
  if (database.dialect === 'sqlite') {
    // This process is the only one writing to the data folder: whatever no row names now was
    // left by a crash.
    await removeOrphans(db, blobs, Date.now());
  } else {
    // Other processes may be between storing a file and committing its row; the job runs once
    // across them, in the background, as listing a bucket takes a while.
    jobs.add({
      name: 'remove-orphan-files',
      everyMs: ORPHAN_SWEEP_INTERVAL_MS,
      atStart: true,
      run: () => removeOrphans(db, blobs, Date.now() - ORPHAN_GRACE_MS),
    });
  }
  const uploads = uploadPipeline({
    store: blobs,
    abandon: (hashes) => abandonBlobs(db, hashes),
    received: metrics.uploaded,
  });

  if (config.demoData) {
    await seedDemoData(db, blobs, clock());
    const { source } = config.stormWarning;
    await seedDemoStormWarning(db, source?.kind === 'folder' ? source.dir : null, clock());
  }

  app.setErrorHandler((error: FastifyError, request, reply) => {
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
  });

  securityHeaders(app, headerOptions);
  bodyDeadline(app, { formMs: config.bodyDeadlineMs, uploadMs: config.uploadDeadlineMs });
  dropSlowReaders(app, {
    windowMs: config.sendTimeoutMs,
    minBytesPerSecond: config.sendMinBytesPerSecond,
  });
  await app.register(formbody, { bodyLimit: FORM_BODY_LIMIT });
  // Each upload sets its own limits (files/upload-pipeline.ts) and refuses an oversized file itself.
  await app.register(multipart, { throwFileSizeLimit: false });
  // On PostgreSQL the processes count together (decision 031); SQLite has one process, which
  // keeps the plugin's own store in memory.
  const sharedLimits =
    database.dialect === 'postgres'
      ? sharedRateLimit(db, app.log, {
          synced: () => metrics.rateLimitSync('ok'),
          failed: () => metrics.rateLimitSync('failed'),
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

  const sessions = sessionStore(
    db,
    { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs },
    database.writes,
  );
  const tokens = downloadTokens(db);
  const guard = loginGuard(db, { failuresPerMinute: config.loginGlobalFailuresPerMinute });
  const logins = deviceLogins(db);
  const passkeys = passkeyStore(db);
  const reauth = reauthentications(db);
  const contracts = contractRepository(db, database.writes);
  const checklists = checklistRepository(db);
  const dokbox = dokboxRepository(db);
  const postbox = postboxRepository(db);
  const mails = mailQueue({
    db,
    dialect: database.dialect,
    blobs,
    mailer: createMailer(config.mail),
    log: app.log,
    clock,
    options: config.mail,
    failed: metrics.mailFailed,
  });
  app.addHook('onReady', (done) => {
    mails.start();
    done();
  });
  app.addHook('onClose', () => mails.stop());
  const sms =
    config.sms === null
      ? null
      : config.sms.kind === 'gateway'
        ? httpSmsGateway(config.sms)
        : outboxSmsGateway(config.sms);
  const { source } = config.stormWarning;
  const warnings =
    source === null
      ? null
      : warningJob({
          warnings: warningRepository(db),
          source,
          sms,
          mails,
          log: app.log,
          clock,
          intervalMs: config.stormWarning.intervalMs,
        });
  app.addHook('onReady', (done) => {
    if (warnings === null) app.log.warn('no storm warning source configured: no warnings arrive');
    if (sms === null) app.log.warn('no SMS gateway configured: no storm warnings by SMS');
    if (config.sms?.kind === 'outbox') {
      app.log.warn(
        { dir: config.sms.dir },
        'demo stand-in: SMS are written to the SMS outbox folder, nothing is sent',
      );
    }
    warnings?.start();
    done();
  });
  app.addHook('onClose', async () => {
    await warnings?.stop();
  });
  const pushes = pushRepository(db);
  const { fcm, apns, webPush } = config.push;
  const pushSender = pushDelivery({
    pushes,
    senders: {
      ...(fcm === null ? {} : { fcm: fcmSender(fcm) }),
      ...(apns === null ? {} : { apns: apnsSender(apns) }),
      ...(webPush === null ? {} : { webpush: webPushSender(webPush) }),
    },
    log: app.log,
    clock,
  });
  app.addHook('onReady', (done) => {
    if (fcm === null) app.log.warn('no FCM service account configured: no push to Android');
    if (apns === null) app.log.warn('no APNs key configured: no push to iOS');
    if (webPush === null) app.log.warn('no VAPID keys configured: no Web Push to browsers');
    done();
  });
  app.addHook('onClose', () => pushSender.close());
  const ebikeTrackers = ebikeRepository(db, database.dialect);
  const ebikeSync =
    config.ebikeTracker === null
      ? null
      : ebikeTrackerSync({
          trackers: ebikeTrackers,
          provider:
            config.ebikeTracker.provider.kind === 'http'
              ? httpEbikeTrackerProvider({
                  ...config.ebikeTracker.provider,
                  timeoutMs: config.ebikeTracker.timeoutMs,
                })
              : standInEbikeTrackerProvider({ ...config.ebikeTracker.provider, clock }),
          mails,
          log: app.log,
          clock,
          options: config.ebikeTracker,
        });
  if (ebikeSync === null) {
    app.log.warn(
      'no e-bike tracker provider configured (EBIKE_TRACKER_URL): activations are refused',
    );
  } else {
    if (config.ebikeTracker?.provider.kind === 'stand-in') {
      app.log.warn(
        { activationMs: config.ebikeTracker.provider.activationMs },
        'demo stand-in: e-bike tracker activations are confirmed by a simulated provider',
      );
    }
    app.addHook('onReady', (done) => {
      ebikeSync.start();
      done();
    });
    app.addHook('onClose', () => ebikeSync.stop());
  }
  const loginLimiter = app.createRateLimit({
    max: config.loginRateLimitPerMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => `login:${addressKey(request.ip)}`,
  });
  const my21MailLimiter = app.createRateLimit({
    max: MY21_MAILS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `my21-mail:${addressKey(request.ip)}`,
  });
  const accessibilityMailLimiter = app.createRateLimit({
    max: ACCESSIBILITY_MAILS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `accessibility-mail:${addressKey(request.ip)}`,
  });
  const analyticsLimiter = app.createRateLimit({
    max: ANALYTICS_CALLS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `analytics:${addressKey(request.ip)}`,
  });
  const confirmationCheckLimiter = app.createRateLimit({
    max: CONFIRMATION_CHECKS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `confirmation-check:${addressKey(request.ip)}`,
  });
  const analytics = analyticsRepository(db);
  // Also a visitor's identity check for a claim: it guesses at a contract as a login does.
  const allowLoginAttempt = async (request: FastifyRequest) => {
    // isAllowed means "on the allow list"; the limit itself is isExceeded.
    const limit = await loginLimiter(request);
    return limit.isAllowed || !limit.isExceeded;
  };

  const meetings = meetingPasswords({
    db,
    app,
    perMinute: config.meetingPasswordRateLimitPerMinute,
  });
  const unlocks = pageUnlocks(db);

  /** What the app stores at login: the contracts and the credit checklists. */
  const loginOverview = async (customerId: string, includeClaims: boolean) => {
    const vertraege = await contracts.listForCustomer(customerId);
    return {
      vertraege: includeClaims ? vertraege : vertraege.map(withoutClaimFeatures),
      checklists: await checklists.listForCustomer(customerId),
    };
  };

  const handlers = {
    ...sessionHandlers({
      db,
      tokens,
      guard,
      deviceLogins: logins,
      pushes,
      passkeys,
      reauthentications: reauth,
      sessionStore: sessions,
      mails,
      allowLoginAttempt,
      // ShowDokboxFile serves DokBox files whole or as thumbnails, and letters as thumbnails.
      ownsDownload: async (customerId, { call, fileId, thumb }) =>
        call === 'GetPostBoxFile'
          ? (await postbox.findFile(customerId, fileId)) !== undefined
          : (await dokbox.findFile(customerId, fileId)) !== undefined ||
            (thumb && (await dokbox.findLetter(customerId, fileId)) !== undefined),
      loginOverview,
    }),
    ...deviceHandlers(sessions, logins, pushes),
    ...passkeyHandlers({
      db,
      guard,
      allowLoginAttempt,
      mails,
      passkeys,
      rpId: config.passkeyRpId,
      loginOverview,
    }),
    ...activationHandlers({
      db,
      codes: activationCodes(db),
      guard,
      sessionStore: sessions,
      mails,
      allowAttempt: allowLoginAttempt,
      loginOverview,
    }),
    ...generalHandlers(config),
    ...contractHandlers({ contracts, reauthentications: reauth, mails }),
    ...checklistHandlers(checklists),
    ...postboxHandlers({ postbox, blobs }),
    ...dokboxHandlers({ dokbox, blobs, mails, adviserEmail: config.mail.adviserEmail }),
    ...immoWertHandlers({ storePdf: dokboxDocuments({ dokbox, blobs }).putSinglePdf }),
    ...confirmationHandlers({
      confirmations: confirmationRepository(db),
      contracts,
      storePdf: dokboxDocuments({ dokbox, blobs }).putSinglePdf,
      allowCheck: async ({ request }) => {
        const limit = await confirmationCheckLimiter(request);
        return limit.isAllowed || !limit.isExceeded;
      },
    }),
    ...inventoryHandlers({
      inventory: inventoryRepository(db),
      contracts,
      dokbox,
      describeFile: describeDokboxFile,
      holder: confirmationRepository(db).holder,
    }),
    ...claimHandlers({
      claims: claimRepository(db),
      contracts,
      mails,
      deskEmail: config.mail.claimsEmail,
      guard,
      allowAttempt: allowLoginAttempt,
    }),
    ...ebikeHandlers({
      trackers: ebikeTrackers,
      contracts,
      mails,
      deskEmail: config.mail.ebikeTrackerEmail,
      available: ebikeSync !== null,
      onRequested: () => ebikeSync?.wake(),
    }),
    ...pensionHandlers(pensionRepository(db)),
    ...adviserHandlers({
      advisers: adviserRepository(db),
      blobs,
      mails,
      headOfficeEmail: config.mail.adviserEmail,
    }),
    ...appointmentHandlers({
      appointments: appointmentRepository(db),
      advisers: adviserRepository(db),
      blobs,
      mails,
      videoMeetingUrl: config.videoMeetingUrl,
    }),
    ...meetingHandlers({
      db,
      passwords: meetings,
      unlocks,
      videoMeetingUrl: config.videoMeetingUrl,
    }),
    ...profileHandlers({ profiles: profileRepository(db), mails }),
    ...stormWarningHandlers({ storms: stormRepository(db), sms, hasSource: source !== null }),
    ...campaignHandlers({
      content,
      my21: my21Repository(db),
      mails,
      my21Email: config.mail.my21Email,
      allowMail: async ({ request }) => {
        const limit = await my21MailLimiter(request);
        return limit.isAllowed || !limit.isExceeded;
      },
    }),
    ...accessibilityHandlers({
      db,
      statement: content.accessibility,
      mails,
      deskEmail: config.mail.accessibilityEmail,
      allowMail: async ({ request }) => {
        const limit = await accessibilityMailLimiter(request);
        return limit.isAllowed || !limit.isExceeded;
      },
    }),
    ...dataExportHandlers({ db, blobs }),
    ...pushHandlers({
      pushes,
      available: { fcm: fcm !== null, apns: apns !== null, webpush: webPush !== null },
      vapidPublicKey: webPush?.publicKey ?? null,
      webPushHosts: webPush?.hosts ?? [],
    }),
    ...pageHandlers({ unlocks, checks: { 'video-termin-abschluss': meetings.completionPage } }),
    ...analyticsHandlers({
      analytics,
      allow: async ({ request }) => {
        const limit = await analyticsLimiter(request);
        return limit.isAllowed || !limit.isExceeded;
      },
    }),
  } satisfies Handlers;
  assertHandlersComplete(handlers);

  apiEndpoint(app, {
    handlers,
    sessions,
    clock,
    secureCookies: config.secureCookies,
    devCalls: config.environment === 'development',
    validateResults: config.validateResults,
    rateLimitPerMinute: config.rateLimitPerMinute,
    nativeAppOrigins: config.nativeAppOrigins,
    uploads,
    placeOf: await openPlaceLookup(config.geoipDatabase),
    redeemDownloadToken: (token, { name, params }, now) =>
      tokens.redeem(token, downloadTarget(name, params), now),
  });

  shareRoute(app, { dokbox, blobs, perMinute: SHARE_LINKS_PER_MINUTE, clock });

  const indexHtml = path.join(config.webDistDir, 'index.html');
  const hasWeb = existsSync(indexHtml);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset. API answers stay uncompressed: they
      // carry CSRF tokens, and compressing secrets beside attacker-chosen text leaks them (BREACH).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite puts a content hash in every asset name, so assets never change under a URL.
        void res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const sendAppPage = appPage({
    webDistDir: config.webDistDir,
    frames: hasWeb ? await loadPageFrames(config.webDistDir) : null,
    sessions,
    clock,
    secureCookies: config.secureCookies,
    firstName: (customerId) => customerFirstName(db, customerId),
    // What the dashboard shows first: the contracts, the letters and the campaigns' sliders.
    firstAnswers: pageAnswers({
      handlers,
      calls: [contractCalls.getVertraege, postboxCalls.getPostBoxEntries, campaignCalls.getSliders],
      clock,
      validateResults: config.validateResults,
    }),
  });
  app.setNotFoundHandler((request, reply) => {
    // Client routes have no file extension; a missing file (favicon.ico, an old asset) is a 404.
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    // Client-side routes (and the app's own not-found page) are all served by index.html.
    if (wantsPage && hasWeb) {
      // A confirmation's public check is for whom the document was handed, not for search engines.
      if (pathname.startsWith(CONFIRMATION_PAGE_PATH)) {
        void reply.header('X-Robots-Tag', 'noindex, nofollow');
      }
      return sendAppPage(request, reply);
    }
    return reply
      .code(404)
      .header('Cache-Control', 'no-store')
      .send({ Status: 400, Errors: { general: MESSAGES.unknownCall } });
  });

  healthRoutes(app, { db, blobStore: blobs.check });

  // Work done once across the processes (decision 031): a new periodic job goes here too.
  jobs.add({
    name: 'purge-expired',
    everyMs: PURGE_INTERVAL_MS,
    run: async () => {
      const now = clock();
      await Promise.all([
        sessions.purgeExpired(now),
        tokens.purgeExpired(now),
        guard.purgeExpired(now),
        passkeys.purgeExpired(now),
        sharedLimits?.purgeEnded(Date.now()),
      ]);
    },
  });
  jobs.add({
    name: 'send-push',
    everyMs: config.push.sendEveryMs,
    run: async () => {
      await pushSender.runDue();
    },
  });
  jobs.add(analyticsExpiryJob(analytics, clock));
  jobs.add({ name: 'sweep-blobs', everyMs: PURGE_INTERVAL_MS, run: () => sweepBlobs(db, blobs) });

  return app;
}
