import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { writeMmdb } from '../apps/server/test/mmdb.ts';
import { freePort } from './free-port.ts';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** A fresh data folder for the server, removed when the test runner exits. */
function createDataDir(): string {
  if (!existsSync(path.join(repoRoot, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` before the e2e tests');
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'servicebereich-e2e-'));
  process.once('exit', () => {
    rmSync(dir, { recursive: true, force: true });
  });
  return dir;
}

// Workers load this file again and inherit the runner's environment, so the server's data folder
// and port are chosen once, by the runner.
const dataDir = process.env.SB_E2E_DATA_DIR ?? createDataDir();
const port = process.env.SB_E2E_PORT ?? String(await freePort());
const maintenanceDataDir = process.env.SB_E2E_MAINTENANCE_DATA_DIR ?? createDataDir();
const maintenancePort = process.env.SB_E2E_MAINTENANCE_PORT ?? String(await freePort());
/** The local SMTP server's port and the folder it writes each mail it gets to (`smtp-sink.ts`). */
const smtpPort = process.env.SB_E2E_SMTP_PORT ?? String(await freePort());
const mailDir = process.env.SB_E2E_MAIL_DIR ?? createDataDir();
/** The local SMS gateway's port and the folder it writes each SMS it gets to (`sms-sink.ts`). */
const smsPort = process.env.SB_E2E_SMS_PORT ?? String(await freePort());
const smsDir = process.env.SB_E2E_SMS_DIR ?? createDataDir();
/** The local e-bike tracker provider (`ebike-provider.ts`), and the key the server sends it. */
const ebikePort = process.env.SB_E2E_EBIKE_PORT ?? String(await freePort());
const ebikeApiKey = 'e2e-tracker-provider-key';
/**
 * The port of the local Web Push service the push spec starts (`startWebPushReceiver`), and the
 * server's VAPID key pair (base64url, as `web-push generate-vapid-keys` prints it).
 */
const webPushPort = process.env.SB_E2E_WEB_PUSH_PORT ?? String(await freePort());
function vapidKeys(): { publicKey: string; privateKey: string } {
  const jwk = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({
    format: 'jwk',
  });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(jwk.x ?? '', 'base64url'),
    Buffer.from(jwk.y ?? '', 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d ?? '' };
}
const vapid = vapidKeys();
process.env.SB_E2E_WEB_PUSH_PORT = webPushPort;
process.env.SB_E2E_EBIKE_PORT = ebikePort;
process.env.SB_E2E_SMTP_PORT = smtpPort;
process.env.SB_E2E_MAIL_DIR = mailDir;
process.env.SB_E2E_SMS_PORT = smsPort;
process.env.SB_E2E_SMS_DIR = smsDir;
process.env.SB_E2E_DATA_DIR = dataDir;
process.env.SB_E2E_PORT = port;
process.env.SB_E2E_MAINTENANCE_DATA_DIR = maintenanceDataDir;
process.env.SB_E2E_MAINTENANCE_PORT = maintenancePort;
// Where a session was signed in: an IP database with one network (Vienna), which account.spec.ts
// signs in from by an X-Forwarded-For the server trusts from the local address.
const geoipDatabase = path.join(dataDir, 'orte.mmdb');
if (!existsSync(geoipDatabase)) {
  await writeMmdb(geoipDatabase, {
    '193.170.0.0/15': {
      city: { names: { de: 'Wien', en: 'Vienna' } },
      country: { iso_code: 'AT', names: { de: 'Österreich', en: 'Austria' } },
    },
  });
}
const baseURL = `http://127.0.0.1:${port}`;
/** A second server with maintenance notices configured, for the tests of those notices. */
export const maintenanceURL = `http://127.0.0.1:${maintenancePort}`;

const serverEnv = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  DEMO_DATA: 'true',
  LOG_LEVEL: 'warn',
  RATE_LIMIT_PER_MINUTE: '100000',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  MEETING_PASSWORD_RATE_LIMIT_PER_MINUTE: '1000',
};

/** The test browsers' flags. */
const BROWSER_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The video meeting's device check: a test picture and tone instead of a camera and microphone,
  // granted without asking.
  '--use-fake-device-for-media-stream',
  '--use-fake-ui-for-media-stream',
  // A test's page lives a few seconds: V8's optimising compilers spend CPU on code that ends before
  // it pays off (its baseline compiler stays), and a renderer per site costs processes the app
  // does not need. The two save about a sixth of the e2e step's CPU (docs/test-suite.md, eighth
  // round).
  '--js-flags=--max-opt=1',
  '--disable-site-isolation-trials',
];

/**
 * The specs that need Chrome's browser layer run in Debian's full Chromium: push messaging lives
 * there (the headless shell has no Push API), and the visual references were taken in it. The
 * others run in Debian's headless shell of the same version, Chromium's Blink, V8 and network
 * stack without the browser's windows and their interface: a new browser context costs it a
 * quarter of the full browser's CPU, and the e2e step takes a quarter less time (decision 047).
 */
const FULL_BROWSER_SPECS = /\/(push|visual)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  // Upper bounds, not waits: a test waits for what it observes, and these end one that hangs. They
  // are twice Playwright's defaults, as the suite must pass on a machine under full CPU load too.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: path.join(repoRoot, 'test-results'),
  // One set of references per screen, taken in the full browser (no project's name in the file's).
  snapshotPathTemplate:
    '{snapshotDir}/{testFileDir}/{testFileName}-snapshots/{arg}{-snapshotSuffix}{ext}',
  use: {
    baseURL,
    viewport: { width: 390, height: 844 },
    locale: 'de-AT',
    // As a customer who asked the device for less motion: pages change without Ionic's
    // transitions, which a browser without a GPU draws frame by frame (a quarter of the e2e
    // time). Three tests of app.spec.ts and a smoke test keep the transitions.
    reducedMotion: 'reduce',
    // As a returning customer, whose browser stored the app's code at an earlier visit: the
    // service worker's install fetches and stores every file of the build (150 files), in every
    // new context, a quarter of the CPU of a spec. offline.spec.ts and push.spec.ts, which test
    // the worker, let it run.
    serviceWorkers: 'block',
    timezoneId: 'Europe/Vienna',
  },
  // The full browser's specs come last: push.spec.ts gives the demo customer a new letter, which
  // the postbox counts of documents.spec.ts must not see.
  projects: [
    {
      name: 'headless shell',
      testIgnore: FULL_BROWSER_SPECS,
      use: {
        launchOptions: { executablePath: '/usr/bin/chromium-headless-shell', args: BROWSER_ARGS },
      },
    },
    {
      name: 'chromium',
      testMatch: FULL_BROWSER_SPECS,
      use: { launchOptions: { executablePath: '/usr/bin/chromium', args: BROWSER_ARGS } },
    },
  ],
  webServer: [
    {
      command: 'node e2e/smtp-sink.ts',
      cwd: repoRoot,
      port: Number(smtpPort),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { SB_E2E_SMTP_PORT: smtpPort, SB_E2E_MAIL_DIR: mailDir },
    },
    {
      command: 'node e2e/sms-sink.ts',
      cwd: repoRoot,
      url: `http://127.0.0.1:${smsPort}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { SB_E2E_SMS_PORT: smsPort, SB_E2E_SMS_DIR: smsDir },
    },
    {
      command: 'node e2e/ebike-provider.ts',
      cwd: repoRoot,
      port: Number(ebikePort),
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { SB_E2E_EBIKE_PORT: ebikePort, SB_E2E_EBIKE_API_KEY: ebikeApiKey },
    },
    {
      command: 'node apps/server/src/main.ts',
      cwd: repoRoot,
      url: `${baseURL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PORT: port,
        DATA_DIR: dataDir,
        SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
        SMS_API_URL: `http://127.0.0.1:${smsPort}/messages`,
        // The storm warnings' job runs often, so a spec sees a new number get the demo warning.
        STORM_WARNING_INTERVAL_SECONDS: '10',
        ADVISER_EMAIL: 'berater@servicebereich.example',
        CLAIMS_EMAIL: 'schaden@servicebereich.example',
        GEOIP_DATABASE: geoipDatabase,
        TRUST_PROXY: '127.0.0.1',
        EBIKE_TRACKER_URL: `http://127.0.0.1:${ebikePort}`,
        EBIKE_TRACKER_API_KEY: ebikeApiKey,
        EBIKE_TRACKER_POLL_SECONDS: '1',
        EBIKE_TRACKER_EMAIL: 'tracker@ebike-anbieter.example',
        // Web Push to the local push service of tests/push.spec.ts only.
        VAPID_PUBLIC_KEY: vapid.publicKey,
        VAPID_PRIVATE_KEY: vapid.privateKey,
        WEB_PUSH_HOSTS: `127.0.0.1:${webPushPort}`,
      },
    },
    {
      command: 'node apps/server/src/main.ts',
      cwd: repoRoot,
      url: `${maintenanceURL}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...serverEnv,
        PORT: maintenancePort,
        DATA_DIR: maintenanceDataDir,
        MAINTENANCE_TEXT: 'Am Sonntag von 6 bis 8 Uhr finden Wartungsarbeiten statt.',
        MAINTENANCE_APP_TEXT: 'Der Servicebereich wird gerade gewartet. Bitte versuche es später.',
      },
    },
  ],
});
