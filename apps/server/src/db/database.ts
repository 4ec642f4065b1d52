import { existsSync } from 'node:fs';
import { Kysely, sql } from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import * as initial from './migrations/001-initial.ts';
import * as pageUnlocks from './migrations/002-page-unlocks.ts';
import * as contracts from './migrations/003-contracts.ts';
import * as documents from './migrations/004-documents.ts';
import * as letterThumbnails from './migrations/005-letter-thumbnails.ts';
import * as loginThrottle from './migrations/006-login-throttle.ts';
import * as downloadTokenTargets from './migrations/007-download-token-targets.ts';
import * as mailQueue from './migrations/008-mail-queue.ts';
import * as reauthentications from './migrations/009-reauthentications.ts';
import * as claims from './migrations/010-claims.ts';
import * as shareExpiry from './migrations/011-share-expiry.ts';
import * as activationCodes from './migrations/012-activation-codes.ts';
import * as sessionUserAgent from './migrations/013-session-user-agent.ts';
import * as videoAppointments from './migrations/014-video-appointments.ts';
import * as emailChanges from './migrations/015-email-changes.ts';
import * as videoMeetings from './migrations/016-video-meetings.ts';
import * as claimReceipts from './migrations/017-claim-receipts.ts';
import * as pageUnlockSubjects from './migrations/018-page-unlock-subjects.ts';
import * as stormWarning from './migrations/019-storm-warning.ts';
import * as my21 from './migrations/020-my21.ts';
import * as ebikeTrackers from './migrations/021-ebike-trackers.ts';
import * as scaleOut from './migrations/022-scale-out.ts';
import * as adviserPhotos from './migrations/023-adviser-photos.ts';
import * as deviceLogins from './migrations/026-device-logins.ts';
import * as passkeys from './migrations/027-passkeys.ts';
import * as push from './migrations/028-push.ts';
import * as loginAttemptsInFlight from './migrations/029-login-attempts-in-flight.ts';
import * as postboxConsent from './migrations/030-postbox-consent.ts';
import * as analytics from './migrations/031-analytics.ts';
import * as confirmations from './migrations/032-confirmations.ts';
import * as sessionPlace from './migrations/033-session-place.ts';
import * as inventory from './migrations/034-inventory.ts';
import { withAdvisoryLock } from './advisory-lock.ts';
import type { DatabaseDialect } from './dialect.ts';
import type { Tables } from './tables.ts';
import type { WriteWatch } from './write-watch.ts';

export type Database = {
  db: Kysely<Tables>;
  dialect: DatabaseDialect;
  /**
   * SQLite, where the server's process is the only one that writes sessions and contracts: what
   * it writes, for the reads it keeps in memory. PostgreSQL: null, other processes write too.
   */
  writes: WriteWatch | null;
  close: () => Promise<void>;
};

export type DatabaseTarget =
  | {
      kind: 'sqlite';
      file: string;
      /** How long a write waits for the lock another process holds; 5 s when not given. */
      lockWaitMs?: number;
    }
  | { kind: 'postgres'; url: string };

const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-page-unlocks': pageUnlocks,
  '003-contracts': contracts,
  '004-documents': documents,
  '005-letter-thumbnails': letterThumbnails,
  '006-login-throttle': loginThrottle,
  '007-download-token-targets': downloadTokenTargets,
  '008-mail-queue': mailQueue,
  '009-reauthentications': reauthentications,
  '010-claims': claims,
  '011-share-expiry': shareExpiry,
  '012-activation-codes': activationCodes,
  '013-session-user-agent': sessionUserAgent,
  '014-video-appointments': videoAppointments,
  '015-email-changes': emailChanges,
  '016-video-meetings': videoMeetings,
  '017-claim-receipts': claimReceipts,
  '018-page-unlock-subjects': pageUnlockSubjects,
  '019-storm-warning': stormWarning,
  '020-my21': my21,
  '021-ebike-trackers': ebikeTrackers,
  '022-scale-out': scaleOut,
  '023-adviser-photos': adviserPhotos,
  '026-device-logins': deviceLogins,
  '027-passkeys': passkeys,
  '028-push': push,
  '029-login-attempts-in-flight': loginAttemptsInFlight,
  '030-postbox-consent': postboxConsent,
  '031-analytics': analytics,
  '032-confirmations': confirmations,
  '033-session-place': sessionPlace,
  '034-inventory': inventory,
};

/** The migrations this version knows, all of which must have run (the readiness check). */
export const MIGRATION_NAMES: readonly string[] = Object.keys(migrations);

/** The database to open has never been set up: no server has started on it. */
export class NoDatabaseError extends Error {}

/** Whether Kysely's migration table is there: some server has set this database up. */
async function isSetUp(db: Kysely<Tables>, kind: DatabaseTarget['kind']): Promise<boolean> {
  const found =
    kind === 'sqlite'
      ? sql`select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'`
      : sql`select 1 from pg_tables where schemaname = current_schema() and tablename = 'kysely_migration'`;
  return (await found.execute(db)).rows.length > 0;
}

/** The migrations this version knows that have not run on a database that has been set up. */
export async function missingMigrations(db: Kysely<Tables>): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
  const done = new Set(rows.map((row) => row.name));
  return MIGRATION_NAMES.filter((name) => !done.has(name));
}

/**
 * Opens the database and brings its tables up to date. With `mustExist` (the back-office
 * command) it opens only a database a server has set up, and creates none: it throws
 * NoDatabaseError for a missing SQLite file or a database without the app's tables.
 */
export async function openDatabase(
  target: DatabaseTarget,
  { mustExist = false }: { mustExist?: boolean } = {},
): Promise<Database> {
  if (mustExist && target.kind === 'sqlite' && !existsSync(target.file)) {
    throw new NoDatabaseError(target.file);
  }
  // Only the configured database's driver is loaded (decision 016).
  const { dialect, writes } =
    target.kind === 'sqlite'
      ? (await import('./sqlite-dialect.ts')).sqliteDialect(target.file, target.lockWaitMs)
      : {
          dialect: (await import('./postgres-dialect.ts')).postgresDialect(target.url),
          writes: null,
        };
  const db = new Kysely<Tables>({ dialect });
  const setUp = await isSetUp(db, target.kind);
  if (mustExist && !setUp) {
    await db.destroy();
    throw new NoDatabaseError(target.kind === 'sqlite' ? target.file : 'PostgreSQL');
  }
  const close = () => db.destroy();
  // Every start but the first finds the database up to date: one query says so, where the
  // migrator takes a lock, a connection of its own and a dozen queries (a fifth of a second on
  // PostgreSQL). Each migration is recorded in its own transaction, so a recorded name is done.
  if (setUp && (await missingMigrations(db)).length === 0) {
    return { db, dialect: target.kind, writes, close };
  }
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  // Processes that start together migrate one after the other; the later ones find nothing to
  // do. Kysely's own lock is taken only after it has created its tables, which two fresh starts
  // would otherwise race to create.
  let failure: unknown;
  try {
    await withAdvisoryLock(db, target.kind, 'migrations', true, async () => {
      ({ error: failure } = await migrator.migrateToLatest());
    });
  } catch (error) {
    failure = error;
  }
  if (failure !== undefined) {
    await db.destroy();
    throw failure instanceof Error ? failure : new Error('Migration failed');
  }
  return { db, dialect: target.kind, writes, close };
}
