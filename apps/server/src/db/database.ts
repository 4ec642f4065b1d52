import { Kysely } from 'kysely';
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
import * as stormWarning from './migrations/019-storm-warning.ts';
import * as deviceLogins from './migrations/026-device-logins.ts';
import { postgresDialect } from './postgres-dialect.ts';
import { sqliteDialect } from './sqlite-dialect.ts';
import type { Tables } from './tables.ts';

export type DatabaseDialect = 'sqlite' | 'postgres';

export type Database = {
  db: Kysely<Tables>;
  dialect: DatabaseDialect;
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
  '019-storm-warning': stormWarning,
  '026-device-logins': deviceLogins,
};

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const dialect =
    target.kind === 'sqlite'
      ? sqliteDialect(target.file, target.lockWaitMs)
      : postgresDialect(target.url);
  const db = new Kysely<Tables>({ dialect });
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error } = await migrator.migrateToLatest();
  if (error !== undefined) {
    await db.destroy();
    throw error instanceof Error ? error : new Error('Migration failed');
  }
  return { db, dialect: target.kind, close: () => db.destroy() };
}
