import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import SqliteDatabase from 'better-sqlite3';
import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
  type RootOperationNode,
} from 'kysely';
import { DatabaseBusyError } from './database-busy-error.ts';
import { writeCounter, type WriteWatch } from './write-watch.ts';

// better-sqlite3 is synchronous: SQLite's busy timeout would wait for another process's lock (a
// backup, an admin command) with the whole event loop stopped, pages and reads included. So no
// connection here waits inside SQLite; a write that finds the file locked tries again after a
// growing pause, and gives up after the lock wait with DatabaseBusyError. Reads have a connection
// of their own, which WAL lets read while another connection writes or waits to.

const DEFAULT_LOCK_WAIT_MS = 5_000;
const FIRST_PAUSE_MS = 1;
const LONGEST_PAUSE_MS = 50;
const STATEMENT_CACHE_SIZE = 1000;

type Statement = SqliteDatabase.Statement;
type Connection = { database: SqliteDatabase.Database; prepare: (text: string) => Statement };

function openConnection(file: string, readonly: boolean): Connection {
  // timeout 0: SQLite answers SQLITE_BUSY at once instead of waiting synchronously.
  const database = new SqliteDatabase(file, { readonly, timeout: 0 });
  if (!readonly) database.pragma('journal_mode = WAL');
  database.pragma('synchronous = FULL');
  database.pragma('foreign_keys = ON');
  // Keeps the WAL file from growing without bound after a checkpoint.
  database.pragma('journal_size_limit = 67108864');
  // Kysely prepares every query anew; preparing is a good part of a small query's cost, and the
  // app runs a few hundred distinct statements at most.
  const statements = new Map<string, Statement>();
  return {
    database,
    prepare: (text) => {
      let statement = statements.get(text);
      if (statement === undefined) {
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.clear();
        statement = database.prepare(text);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

function run<R>(statement: Statement, parameters: readonly unknown[]): QueryResult<R> {
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

function isBusy(error: unknown): boolean {
  return error instanceof SqliteDatabase.SqliteError && error.code.startsWith('SQLITE_BUSY');
}

/**
 * Runs `attempt` until SQLite does not refuse it as busy, pausing in between without blocking.
 * Only for what has not run when refused: BEGIN IMMEDIATE, a read, and a single statement outside
 * a transaction (SQLite undoes such a statement whole). A statement inside a transaction is never
 * repeated.
 */
async function whenUnlocked<T>(attempt: () => T, deadline: number, waitMs: number): Promise<T> {
  for (let pause = FIRST_PAUSE_MS; ; pause = Math.min(2 * pause, LONGEST_PAUSE_MS)) {
    try {
      return attempt();
    } catch (error) {
      if (!isBusy(error)) throw error;
      const left = deadline - performance.now();
      if (left <= 0) throw new DatabaseBusyError(waitMs);
      await sleep(Math.min(pause, left));
    }
  }
}

/**
 * This process's writers take turns on the write connection, in order of arrival: a transaction
 * open on it must not take in another request's statements.
 */
class WriteTurns {
  #taken = false;
  readonly #waiting: (() => void)[] = [];

  /** Resolves at the caller's turn; fails with DatabaseBusyError if that is not by `deadline`. */
  async take(deadline: number, waitMs: number): Promise<void> {
    if (!this.#taken) {
      this.#taken = true;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const turn = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        this.#waiting.splice(this.#waiting.indexOf(turn), 1);
        reject(new DatabaseBusyError(waitMs));
      }, deadline - performance.now());
      this.#waiting.push(turn);
    });
  }

  pass(): void {
    const next = this.#waiting.shift();
    if (next === undefined) this.#taken = false;
    else next();
  }
}

type Files = {
  writer: Connection;
  reader: Connection;
  turns: WriteTurns;
  lockWaitMs: number;
  /** Told of every statement that has written, once it has. */
  written: (query: RootOperationNode) => void;
};

class SqliteConnection implements DatabaseConnection {
  readonly #files: Files;
  #inTransaction = false;

  constructor(files: Files) {
    this.#files = files;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { writer, reader, turns, lockWaitMs } = this.#files;
    const statement = writer.prepare(query.sql);
    // The transaction's BEGIN IMMEDIATE took the write lock: its statements need no waiting.
    if (this.#inTransaction) {
      const result = run<R>(statement, query.parameters);
      if (!statement.readonly) this.#files.written(query.query);
      return result;
    }
    const deadline = performance.now() + lockWaitMs;
    if (statement.readonly) {
      const read = reader.prepare(query.sql);
      return whenUnlocked(() => run<R>(read, query.parameters), deadline, lockWaitMs);
    }
    await turns.take(deadline, lockWaitMs);
    try {
      const result = await whenUnlocked(
        () => run<R>(statement, query.parameters),
        deadline,
        lockWaitMs,
      );
      this.#files.written(query.query);
      return result;
    } finally {
      turns.pass();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    // The app streams nothing; a stream here is the whole result in one piece.
    yield await this.executeQuery<R>(query);
  }

  /**
   * BEGIN IMMEDIATE takes the write lock up front: with SQLite's plain BEGIN, two writers could
   * both start, and one would fail with SQLITE_BUSY half-way, where trying again is not safe.
   */
  async begin(): Promise<void> {
    const { writer, turns, lockWaitMs } = this.#files;
    const deadline = performance.now() + lockWaitMs;
    await turns.take(deadline, lockWaitMs);
    try {
      await whenUnlocked(() => writer.database.exec('begin immediate'), deadline, lockWaitMs);
    } catch (error) {
      turns.pass();
      throw error;
    }
    this.#inTransaction = true;
  }

  /** Ends this connection's transaction, if any, and gives the next writer its turn. */
  release(): void {
    if (!this.#inTransaction) return;
    const { writer, turns } = this.#files;
    // A failed COMMIT can leave the transaction open; the next writer must not inherit it.
    if (writer.database.inTransaction) writer.database.exec('rollback');
    this.#inTransaction = false;
    turns.pass();
  }
}

function own(connection: DatabaseConnection): SqliteConnection {
  if (!(connection instanceof SqliteConnection)) throw new Error('not a connection of this driver');
  return connection;
}

class SqliteDriver implements Driver {
  readonly #files: Files;

  constructor(files: Files) {
    this.#files = files;
  }

  init(): Promise<void> {
    return Promise.resolve();
  }

  acquireConnection(): Promise<DatabaseConnection> {
    return Promise.resolve(new SqliteConnection(this.#files));
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await own(connection).begin();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    own(connection).release();
    return Promise.resolve();
  }

  destroy(): Promise<void> {
    this.#files.reader.database.close();
    this.#files.writer.database.close();
    return Promise.resolve();
  }
}

/** Each query has a connection object of its own; SqliteConnection decides which file it uses. */
class SqliteConnectionsAdapter extends SqliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

/** The dialect, and what this process writes through it (`write-watch.ts`). */
export function sqliteDialect(
  file: string,
  lockWaitMs = DEFAULT_LOCK_WAIT_MS,
): { dialect: Dialect; writes: WriteWatch } {
  mkdirSync(path.dirname(file), { recursive: true });
  // The writer first: it creates the file and switches it to WAL, which the reader relies on.
  const writer = openConnection(file, false);
  const counter = writeCounter(() => writer.database.inTransaction);
  const files = {
    writer,
    reader: openConnection(file, true),
    turns: new WriteTurns(),
    lockWaitMs,
    written: counter.wrote,
  };
  return {
    dialect: {
      createAdapter: () => new SqliteConnectionsAdapter(),
      createDriver: () => new SqliteDriver(files),
      createIntrospector: (db) => new SqliteIntrospector(db),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
    writes: counter.watch,
  };
}
