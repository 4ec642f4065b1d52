import { CONFIRMATION_PAGE_PATH } from '@servicebereich/protocol';
import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/database.ts';
import { seedDemoData } from './demo/seed.ts';
import { seedDemoStormWarning } from './demo/storm-warning.ts';
import { accessibilityFeature } from './features/accessibility/accessibility-feature.ts';
import { adviserFeature } from './features/adviser/adviser-feature.ts';
import { analyticsFeature } from './features/analytics/analytics-feature.ts';
import { campaignsFeature } from './features/campaigns/campaigns-feature.ts';
import { loadContent, type Content } from './features/campaigns/content.ts';
import { checklistsFeature } from './features/checklists/checklists-feature.ts';
import { claimsFeature } from './features/claims/claims-feature.ts';
import { confirmationsFeature } from './features/confirmations/confirmations-feature.ts';
import { contractsFeature } from './features/contracts/contracts-feature.ts';
import { dataExportFeature } from './features/data-export/data-export-feature.ts';
import { dokboxFeature } from './features/dokbox/dokbox-feature.ts';
import { SHARE_PATH } from './features/dokbox/share-route.ts';
import { ebikeFeature } from './features/ebike/ebike-feature.ts';
import { handlersOf, runFeatures, type Feature } from './features/feature.ts';
import { generalFeature } from './features/general/general-feature.ts';
import { immoWertFeature } from './features/immowert/immowert-feature.ts';
import { inventoryFeature } from './features/inventory/inventory-feature.ts';
import { pagesFeature } from './features/pages/pages-feature.ts';
import { pensionFeature } from './features/pension/pension-feature.ts';
import { postboxFeature } from './features/postbox/postbox-feature.ts';
import { profileFeature } from './features/profile/profile-feature.ts';
import { openPlaceLookup } from './features/session/login-place.ts';
import { downloadTarget } from './features/session/download-tokens.ts';
import { sessionFeature } from './features/session/session-feature.ts';
import { stormWarningFeature } from './features/storm-warning/storm-warning-feature.ts';
import { videoAppointmentsFeature } from './features/video-appointments/video-appointments-feature.ts';
import { apiEndpoint } from './http/api-endpoint.ts';
import { healthRoutes } from './http/health.ts';
import { serverFrame } from './http/server-frame.ts';
import { serveWebApp } from './http/web-app.ts';
import { pushFeature } from './push/push-feature.ts';
import { openServices, type Services } from './services.ts';

// The composition root: the HTTP frame (http/server-frame.ts), the services the areas share
// (services.ts), and the feature areas, each wired by its folder's entry (features/feature.ts).

export type AppDeps = {
  /** An open database; without one, the configured database is opened (and closed with the app). */
  database?: Database;
  clock?: () => number;
  /** The campaign content, read before from `config.contentDir`; read at the start otherwise. */
  content?: Content;
  /** Where the log goes; standard output by default. */
  logStream?: NodeJS.WritableStream;
};

export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const clock = deps.clock ?? Date.now;
  // A broken content file stops the start here, naming the file and the reason.
  const content = deps.content ?? (await loadContent(config.contentDir));
  const database = deps.database ?? (await openDatabase(config.database));
  const frame = await serverFrame(config, {
    database,
    closesDatabase: deps.database === undefined,
    frameOrigins: content.videoOrigins,
    secretPaths: [SHARE_PATH, CONFIRMATION_PAGE_PATH],
    logStream: deps.logStream,
  });
  const { app } = frame;
  const services = await openServices(frame, config, { database, content, clock });
  if (config.demoData) await seedDemo(services);

  // Areas that others build on come first; each names what it takes from them.
  const contracts = contractsFeature(services);
  const checklists = checklistsFeature(services);
  const postbox = postboxFeature(services);
  const dokbox = dokboxFeature(services);
  const session = sessionFeature(services, { contracts, checklists, postbox, dokbox });
  const adviser = adviserFeature(services);
  const video = videoAppointmentsFeature(services, { adviser });
  const confirmations = confirmationsFeature(services, { contracts, dokbox });
  const features: Feature[] = [
    contracts,
    checklists,
    postbox,
    dokbox,
    session,
    adviser,
    video,
    confirmations,
    generalFeature(services),
    immoWertFeature({ dokbox }),
    inventoryFeature(services, { contracts, dokbox, confirmations }),
    claimsFeature(services, { contracts, session }),
    ebikeFeature(services, { contracts }),
    pensionFeature(services),
    profileFeature(services),
    stormWarningFeature(services),
    campaignsFeature(services),
    accessibilityFeature(services),
    dataExportFeature(services),
    pushFeature(services),
    pagesFeature(services, { video }),
    analyticsFeature(services),
  ];
  runFeatures(app, services.jobs, features);
  const handlers = handlersOf(features);

  apiEndpoint(app, {
    handlers,
    sessions: services.sessions,
    clock,
    secureCookies: config.secureCookies,
    devCalls: config.environment === 'development',
    validateResults: config.validateResults,
    rateLimitPerMinute: config.rateLimitPerMinute,
    nativeAppOrigins: config.nativeAppOrigins,
    uploads: services.uploads,
    placeOf: await openPlaceLookup(config.geoipDatabase),
    redeemDownloadToken: (token, { name, params }, now) =>
      session.tokens.redeem(token, downloadTarget(name, params), now),
  });
  await serveWebApp(app, config, {
    sessions: services.sessions,
    clock,
    firstName: session.firstName,
    handlers,
  });
  healthRoutes(app, { db: database.db, blobStore: services.blobs.check });
  return app;
}

/** The demo customers, their files and a storm warning under way (docs/demo.md). */
async function seedDemo({ config, db, blobs, clock }: Services): Promise<void> {
  await seedDemoData(db, blobs, clock());
  const { source } = config.stormWarning;
  await seedDemoStormWarning(db, source?.kind === 'folder' ? source.dir : null, clock());
}
