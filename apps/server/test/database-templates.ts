import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/database.ts';

// Every server test starts from a fresh database. Migrating each one from nothing took most of a
// PostgreSQL test's time; the global setups migrate one template per run instead, and each test
// gets a copy of it (`harness.ts`), on which the migrator finds nothing to do.

export type DatabaseTemplate<T> = { template: T; remove: () => Promise<void> };

/**
 * A migrated database in the cluster of `adminUrl`, named for `CREATE DATABASE … TEMPLATE`, and
 * the prefix of this run's test databases; `remove` drops the template and every test database
 * of the run still there.
 */
export async function migratedPostgresTemplate(
  adminUrl: string,
): Promise<DatabaseTemplate<string> & { prefix: string }> {
  const prefix = `test_${randomUUID().replaceAll('-', '').slice(0, 12)}_`;
  const name = `${prefix}template`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // A database is copied only while nobody is connected to it: this closes before any copy.
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await database.close();
  return {
    template: name,
    prefix,
    remove: async () => {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      try {
        const { rows } = await cleanup.query<{ datname: string }>(
          'select datname from pg_database where starts_with(datname, $1)',
          [prefix],
        );
        for (const { datname } of rows) {
          await cleanup.query(`drop database ${datname} with (force)`);
        }
      } finally {
        await cleanup.end();
      }
    },
  };
}

/** A migrated SQLite file, closed (its write-ahead log folded in), to be copied. */
export async function migratedSqliteTemplate(): Promise<DatabaseTemplate<string>> {
  const dir = await mkdtemp(path.join(tmpdir(), 'servicebereich-template-'));
  const file = path.join(dir, 'template.sqlite');
  const database = await openDatabase({ kind: 'sqlite', file });
  await database.close();
  return {
    template: file,
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
