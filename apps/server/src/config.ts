import path from 'node:path';
import { z } from 'zod/mini';
import { ConfigError, expectation, flag, type Common } from './config-values.ts';
import { databaseEnv, databaseSettings, type DatabaseSettings } from './db/database-settings.ts';
import {
  contentEnv,
  contentSettings,
  type ContentSettings,
} from './features/campaigns/content-settings.ts';
import {
  checkEbikeTracker,
  ebikeEnv,
  ebikeSettings,
  type EbikeSettings,
} from './features/ebike/ebike-settings.ts';
import {
  generalEnv,
  generalSettings,
  type GeneralSettings,
} from './features/general/general-settings.ts';
import {
  sessionEnv,
  sessionSettings,
  type SessionSettings,
} from './features/session/session-settings.ts';
import {
  stormWarningEnv,
  stormWarningSettings,
  type StormWarningSettings,
} from './features/storm-warning/storm-warning-settings.ts';
import {
  meetingEnv,
  meetingSettings,
  type MeetingSettings,
} from './features/video-appointments/meeting-settings.ts';
import {
  blobStoreEnv,
  blobStoreProblems,
  blobStoreSettings,
  type BlobStoreSettings,
} from './files/blob-store-settings.ts';
import { httpEnv, httpProblems, httpSettings, type HttpSettings } from './http/http-settings.ts';
import { mailEnv, mailSettings, type MailSettings } from './mail/mail-settings.ts';
import { pushEnv, pushSettings, type PushSettings } from './push/push-settings.ts';

export { ConfigError } from './config-values.ts';

// Each area declares its environment variables, its part of the configuration and how the one
// becomes the other in its own settings module, beside its code. Here they are put together,
// with the variables that several areas follow.

/** The environment, the data folder and the demo's two switches. */
const commonEnv = z.object({
  NODE_ENV: z._default(z.enum(['development', 'production', 'test']), 'development'),
  DATA_DIR: z._default(z.string().check(z.minLength(1)), './data'),
  DEMO_DATA: flag,
  DEMO_STAND_INS: flag,
});

/** Every environment variable the server reads, with its default; docs/configuration.md lists them. */
export const envSchema = z.object({
  ...commonEnv.shape,
  ...httpEnv.shape,
  ...databaseEnv.shape,
  ...blobStoreEnv.shape,
  ...sessionEnv.shape,
  ...generalEnv.shape,
  ...contentEnv.shape,
  ...mailEnv.shape,
  ...meetingEnv.shape,
  ...stormWarningEnv.shape,
  ...ebikeEnv.shape,
  ...pushEnv.shape,
});

export type Config = Pick<Common, 'environment' | 'dataDir' | 'demoData'> &
  HttpSettings &
  DatabaseSettings &
  BlobStoreSettings &
  SessionSettings &
  GeneralSettings &
  ContentSettings &
  MailSettings &
  MeetingSettings &
  StormWarningSettings &
  EbikeSettings &
  PushSettings;

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

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map(
      (i) => `${i.path.join('.')}: ${i.message === 'Invalid input' ? expectation(i) : i.message}`,
    );
    throw new ConfigError(lines);
  }
  const e = parsed.data;
  checkEbikeTracker(e);
  const production = e.NODE_ENV === 'production';
  const demoData = e.DEMO_DATA ?? !production;
  const problems = [
    ...blobStoreProblems(e),
    production && e.DEMO_STAND_INS === true
      ? 'DEMO_STAND_INS: die Stellvertreter für das SMS-Gateway und den E-Bike-Tracker-Anbieter laufen nie in Produktion'
      : null,
    ...httpProblems(e),
  ].filter((problem) => problem !== null);
  if (problems.length > 0) throw new ConfigError(problems);
  const common: Common = {
    environment: e.NODE_ENV,
    production,
    dataDir: path.resolve(e.DATA_DIR),
    demoData,
    standIns: e.DEMO_STAND_INS ?? (demoData && !production),
  };
  return {
    environment: common.environment,
    dataDir: common.dataDir,
    demoData,
    ...httpSettings(e, common),
    ...databaseSettings(e, common),
    ...blobStoreSettings(e),
    ...sessionSettings(e),
    ...generalSettings(e),
    ...contentSettings(e),
    ...mailSettings(e, common),
    ...meetingSettings(e),
    ...stormWarningSettings(e, common),
    ...ebikeSettings(e, common),
    ...pushSettings(e),
  };
}
