import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/database.ts';
import type { Tables } from '../src/db/tables.ts';

// Every server test starts from a fresh database. Migrating each one from nothing took most of a
// PostgreSQL test's time; the global setups migrate one template per run instead, and each test
// gets a copy of it (`harness.ts`), on which the migrator finds nothing to do.

export type DatabaseTemplate<T> = { template: T; remove: () => Promise<void> };

/** `tables` ordered so that a table comes after every table its foreign keys point to. */
function parentsFirst(
  tables: readonly string[],
  references: readonly { child: string; parent: string }[],
): string[] {
  const ordered: string[] = [];
  const waiting = new Set(tables);
  while (waiting.size > 0) {
    const ready = [...waiting].filter(
      (table) =>
        !references.some(
          ({ child, parent }) => child === table && parent !== table && waiting.has(parent),
        ),
    );
    if (ready.length === 0) throw new Error(`Foreign keys in a circle: ${[...waiting].join(', ')}`);
    for (const table of ready) waiting.delete(table);
    ordered.push(...ready);
  }
  return ordered;
}

/**
 * What gives a PostgreSQL database with the app's tables the state `db` has now: statements that
 * empty every table (the children of a foreign key first) and put back `db`'s rows (the parents
 * first) and sequence values, in one transaction that waits at most a second for a lock. The tests
 * keep their databases and give them the template's state this way (`harness.ts`): 3–4 ms, where a
 * fresh copy and its connections took about a tenth of a second.
 */
export async function stateStatements(db: Kysely<Tables>): Promise<string> {
  const { rows: found } = await sql<{ name: string }>`
    select tablename as name from pg_tables
    where schemaname = current_schema() and not starts_with(tablename, 'kysely_')
    order by tablename`.execute(db);
  const { rows: references } = await sql<{ child: string; parent: string }>`
    select child.relname as child, parent.relname as parent
    from pg_constraint c
      join pg_class child on child.oid = c.conrelid
      join pg_class parent on parent.oid = c.confrelid
    where c.contype = 'f' and c.connamespace = current_schema()::regnamespace`.execute(db);
  const tables = parentsFirst(
    found.map(({ name }) => name),
    references,
  );
  const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const statements = [
    'begin',
    "set local lock_timeout = '1s'",
    ...tables.toReversed().map((name) => `delete from ${quoted(name)}`),
  ];
  for (const name of tables) {
    const { rows } = await sql<{ rows: string | null }>`
      select json_agg(t)::text as rows from ${sql.table(name)} t`.execute(db);
    const json = rows[0]?.rows ?? null;
    if (json === null) continue;
    statements.push(
      `insert into ${quoted(name)} select * from ` +
        `json_populate_recordset(null::${quoted(name)}, ${pg.escapeLiteral(json)})`,
    );
  }
  const { rows: sequences } = await sql<{ name: string; value: string; called: boolean }>`
    select sequencename as name, coalesce(last_value, start_value)::text as value,
      last_value is not null as called
    from pg_sequences where schemaname = current_schema()`.execute(db);
  for (const { name, value, called } of sequences) {
    statements.push(
      `select setval(${pg.escapeLiteral(quoted(name))}, ${value}, ${String(called)})`,
    );
  }
  statements.push('commit');
  return statements.join(';\n');
}

/**
 * A migrated database in the cluster of `adminUrl`, named for `CREATE DATABASE … TEMPLATE`, its
 * state (`stateStatements`), and the prefix of this run's test databases; `remove` drops the
 * template and every test database of the run still there.
 */
export async function migratedPostgresTemplate(
  adminUrl: string,
): Promise<DatabaseTemplate<string> & { state: string; prefix: string }> {
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
  let state: string;
  try {
    state = await stateStatements(database.db);
  } finally {
    await database.close();
  }
  return {
    template: name,
    state,
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
