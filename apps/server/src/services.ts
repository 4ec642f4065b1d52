import type { FastifyInstance } from 'fastify';
import type { Config } from './config.ts';
import type { Database } from './db/database.ts';
import type { Content } from './features/campaigns/content.ts';
import {
  abandonBlobs,
  ORPHAN_GRACE_MS,
  removeOrphans,
  sweepBlobs,
} from './files/blob-repository.ts';
import type { BlobStore } from './files/blob-store.ts';
import { openBlobStore } from './files/open-blob-store.ts';
import { uploadPipeline, type UploadPipeline } from './files/upload-pipeline.ts';
import { pageUnlocks, type PageUnlocks } from './http/page-unlocks.ts';
import type { ServerFrame } from './http/server-frame.ts';
import { sessionStore, type SessionStore } from './http/session-store.ts';
import { scheduledJobs, type ScheduledJobs } from './jobs/scheduled-jobs.ts';
import { mailQueue, type MailQueue } from './mail/mail-queue.ts';
import { createMailer } from './mail/mailer.ts';
import { pushService, type PushService } from './push/push-service.ts';
import { reauthentications, type Reauthentications } from './security/reauthentications.ts';

// What the feature areas share: the database, the files, the mail and push queues, the jobs that
// run once across the processes, and the rate limits. Each area takes what it needs from here.

const PURGE_INTERVAL_MS = 10 * 60_000;
/** Files that no row names are looked for once a day: in a bucket that means listing it whole. */
const ORPHAN_SWEEP_INTERVAL_MS = 24 * 60 * 60_000;

export type Services = Pick<ServerFrame, 'perMinute'> & {
  readonly config: Config;
  readonly clock: () => number;
  readonly database: Database;
  readonly db: Database['db'];
  readonly content: Content;
  readonly log: FastifyInstance['log'];
  readonly blobs: BlobStore;
  readonly uploads: UploadPipeline;
  readonly mails: MailQueue;
  readonly push: PushService;
  /** The sessions, which the API endpoint and the pages read and the login areas write. */
  readonly sessions: SessionStore;
  /** A password confirmed again within minutes, which some actions ask for. */
  readonly reauthentications: Reauthentications;
  /** The pages a session unlocked with a page password (SPEC 6). */
  readonly unlocks: PageUnlocks;
  /** Work done once across the processes (decision 031). */
  readonly jobs: ScheduledJobs;
};

export async function openServices(
  frame: ServerFrame,
  config: Config,
  base: { database: Database; content: Content; clock: () => number },
): Promise<Services> {
  const { app } = frame;
  const { database, clock } = base;
  const { db } = database;
  const jobs = scheduledJobs(database, app.log);
  // onClose hooks run last-registered first: a job under way finishes before the database closes.
  app.addHook('onClose', () => jobs.stop());
  const blobs = await openBlobStore(config);
  await keepBlobsTidy(blobs, database, jobs);
  const { sharedLimits } = frame;
  if (sharedLimits !== null) {
    jobs.add({
      name: 'purge-rate-limits',
      everyMs: PURGE_INTERVAL_MS,
      run: () => sharedLimits.purgeEnded(Date.now()),
    });
  }
  const mails = mailQueue({
    db,
    dialect: database.dialect,
    blobs,
    mailer: createMailer(config.mail),
    log: app.log,
    clock,
    options: config.mail,
    failed: app.metrics.mailFailed,
  });
  app.addHook('onReady', (done) => {
    mails.start();
    done();
  });
  app.addHook('onClose', () => mails.stop());
  return {
    ...base,
    config,
    db,
    log: app.log,
    perMinute: frame.perMinute,
    blobs,
    uploads: uploadPipeline({
      store: blobs,
      abandon: (hashes) => abandonBlobs(db, hashes),
      received: app.metrics.uploaded,
    }),
    mails,
    push: pushService(app, config.push, { db, jobs, clock }),
    sessions: sessionStore(
      db,
      { idleMs: config.sessionIdleMs, absoluteMs: config.sessionAbsoluteMs },
      database.writes,
    ),
    reauthentications: reauthentications(db),
    unlocks: pageUnlocks(db),
    jobs,
  };
}

/** Removes the files that no row names, and those whose rows are gone (011). */
async function keepBlobsTidy(
  blobs: BlobStore,
  database: Database,
  jobs: ScheduledJobs,
): Promise<void> {
  const { db } = database;
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
  jobs.add({ name: 'sweep-blobs', everyMs: PURGE_INTERVAL_MS, run: () => sweepBlobs(db, blobs) });
}
