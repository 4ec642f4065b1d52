import { mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteAdapter,
  SqliteDriver,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
} from 'kysely';
import { Migrator, type Migration } from 'kysely/migration';
import pg from 'pg';
import * as initial from './migrations/001-initial.ts';
import * as pageUnlocks from './migrations/002-page-unlocks.ts';
import * as contracts from './migrations/003-contracts.ts';
import * as documents from './migrations/004-documents.ts';
import * as letterThumbnails from './migrations/005-letter-thumbnails.ts';
import type { Tables } from './tables.ts';

export type DatabaseDialect = 'sqlite' | 'postgres';

export type Database = {
  db: Kysely<Tables>;
  dialect: DatabaseDialect;
  close: () => Promise<void>;
};

export type DatabaseTarget = { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };

const migrations: Record<string, Migration> = {
  '001-initial': initial,
  '002-page-unlocks': pageUnlocks,
  '003-contracts': contracts,
  '004-documents': documents,
  '005-letter-thumbnails': letterThumbnails,
};

/**
 * SQLite's plain BEGIN takes the write lock only at the first write, so two writers can both
 * start and one then fails with SQLITE_BUSY mid-transaction. BEGIN IMMEDIATE takes it up front.
 */
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }
}

const STATEMENT_CACHE_SIZE = 1000;

function sqliteDialect(file: string): Dialect {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true });
  const database = new SqliteDatabase(file);
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  // Keeps the WAL file from growing without bound after a checkpoint.
  database.pragma('journal_size_limit = 67108864');
  // Kysely prepares every query anew; preparing is a good part of a small query's cost, and the
  // app runs a few hundred distinct statements at most.
  const statements = new Map<string, SqliteDatabase.Statement>();
  const cached = {
    close: () => database.close(),
    prepare: (text: string) => {
      let statement = statements.get(text);
      if (statement === undefined) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = database.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
  return {
    createAdapter: () => new SqliteAdapter(),
    createDriver: () => new ImmediateSqliteDriver({ database: cached }),
    createIntrospector: (db) => new SqliteIntrospector(db),
    createQueryCompiler: () => new SqliteQueryCompiler(),
  };
}

// int8 columns hold epoch milliseconds and cents, both well inside Number's safe range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

function postgresDialect(url: string): Dialect {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server ends (a restart, a failover) must not crash the process:
  // the pool drops it and the next query opens a new one.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  return new PostgresDialect({ pool });
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  const dialect =
    target.kind === 'sqlite' ? sqliteDialect(target.file) : postgresDialect(target.url);
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
