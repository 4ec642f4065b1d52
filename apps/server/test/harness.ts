import { randomUUID } from 'node:crypto';
import { copyFile, cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { CALLS, type Call, type CallName, type ParamsInput } from '@servicebereich/protocol';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { buildApp, type AppDeps } from '../src/app.ts';
import { loadConfig, type Config } from '../src/config.ts';
import { openDatabase, type Database, type DatabaseTarget } from '../src/db/database.ts';
import { loadContent, type Content } from '../src/features/campaigns/content.ts';
import { openBlobStore } from '../src/files/open-blob-store.ts';
import { stateStatements } from './database-templates.ts';
import { createFactory } from './factory.ts';

export const testDatabase = process.env.TEST_DATABASE === 'postgres' ? 'postgres' : 'sqlite';

/** Empty when PostgreSQL tests cannot run here (the global setup said why). */
export const postgresUnavailable = testDatabase === 'postgres' && inject('pgAdminUrl') === '';

type PostgresDatabase = { name: string; url: string; drop: () => Promise<void> };

/** Drops still under way: a test does not wait for its database to go. */
const drops = new Set<Promise<void>>();

/**
 * The worker's connections that create and drop the tests' databases, kept open: a connection per
 * statement was two of the five backends PostgreSQL started for a test, each a process that
 * loads the catalogue anew.
 */
let adminPool: pg.Pool | undefined;

async function adminQuery(query: string): Promise<void> {
  if (adminPool === undefined) {
    // Two at once: the next test's copy is made while the last test's database is dropped. Open
    // for the worker's life, and no reason for the worker to stay once it is done.
    adminPool = new pg.Pool({
      connectionString: inject('pgAdminUrl'),
      max: 2,
      idleTimeoutMillis: 0,
      allowExitOnIdle: true,
    });
    // A connection that breaks while idle leaves the pool, which opens a new one when asked.
    adminPool.on('error', () => undefined);
  }
  await adminPool.query(query);
}

/** A database in the run's cluster: a copy of `template`, or with null one without any table. */
async function newPostgresDatabase(template: string | null): Promise<PostgresDatabase> {
  // The run's prefix: its global teardown drops what is left of it (postgres-global-setup.ts).
  const name = `${inject('pgDatabasePrefix')}${randomUUID().replaceAll('-', '').slice(0, 24)}`;
  // FILE_COPY copies the template's files as they are; PostgreSQL 15's default writes every page
  // of them to the write-ahead log as well, which took twice the time (the cluster runs without
  // fsync, so the checkpoints FILE_COPY asks for cost little).
  await adminQuery(
    template === null
      ? `create database ${name}`
      : `create database ${name} template ${template} strategy file_copy`,
  );
  const url = new URL(inject('pgAdminUrl'));
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => {
      const dropping = adminQuery(`drop database ${name} with (force)`).finally(() => {
        drops.delete(dropping);
      });
      drops.add(dropping);
      return Promise.resolve();
    },
  };
}

/**
 * The copy of the run's template that the worker's next new database will be, made while the test
 * before it runs: a copy and a drop took a fifth of a second of every PostgreSQL test. A failed
 * copy fails the test that takes it.
 */
let spare: Promise<PostgresDatabase> | undefined;

function copyOfTemplate(): Promise<PostgresDatabase> {
  const template = inject('pgTemplate');
  const taken = spare ?? newPostgresDatabase(template);
  spare = newPostgresDatabase(template);
  // Seen as handled until a test takes it and awaits it.
  spare.catch(() => undefined);
  return taken;
}

/**
 * A migrated database in the test run's PostgreSQL cluster, a copy of the run's template
 * (`database-templates.ts`), or with `empty` one without any table; `drop` removes it, in the
 * background (the test goes on; the run's teardown drops what is left).
 */
export function createPostgresDatabase(
  options: { empty?: boolean } = {},
): Promise<PostgresDatabase> {
  return options.empty === true ? newPostgresDatabase(null) : copyOfTemplate();
}

export type TestDatabaseOptions = {
  /** SQLite: how long a write waits for the lock another connection holds. */
  lockWaitMs?: number;
};

/** A database made for a test, not open; `remove` deletes it once it is closed. */
type DatabaseCopy = { target: DatabaseTarget; remove: () => Promise<void> };

/** A copy of the SQLite file `template`, closed. */
async function copySqliteFile(
  template: string,
): Promise<DatabaseCopy & { target: { file: string } }> {
  const dir = await mkdtemp(path.join(tmpdir(), 'servicebereich-test-'));
  const file = path.join(dir, 'test.sqlite');
  const remove = () => rm(dir, { recursive: true, force: true });
  await copyFile(template, file).catch(async (error: unknown) => {
    await remove();
    throw error;
  });
  return { target: { kind: 'sqlite', file }, remove };
}

/**
 * A copy of the run's migrated template (the global setups): a PostgreSQL database nobody is
 * connected to, or a closed SQLite file.
 */
async function copyDatabase(): Promise<DatabaseCopy> {
  if (testDatabase === 'postgres') {
    const created = await copyOfTemplate();
    return { target: { kind: 'postgres', url: created.url }, remove: created.drop };
  }
  return copySqliteFile(inject('sqliteTemplate'));
}

export type TestDatabase = Database & { target: DatabaseTarget };

/** Opens `copy`; closing it removes it. */
async function openCopy(copy: DatabaseCopy, options: TestDatabaseOptions): Promise<TestDatabase> {
  const database = await openDatabase(
    copy.target.kind === 'sqlite' ? { ...copy.target, ...options } : copy.target,
  );
  return {
    ...database,
    target: copy.target,
    close: async () => {
      await database.close();
      await copy.remove();
    },
  };
}

/**
 * A fresh, migrated database of the dialect under test, a copy of the run's template; `close`
 * removes it. `target` lets a server process of its own open it too.
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  return openCopy(await copyDatabase(), options);
}

/**
 * A PostgreSQL database the worker keeps for its test apps, open with its connections: a copy of
 * the template and the three or four backends a test's app started took most of the CPU of a
 * PostgreSQL test that did little else (docs/test-suite.md, the tenth round).
 */
type KeptDatabase = { copy: PostgresDatabase; database: Database };

/** The worker's kept databases that no test uses now. */
const idleKept: KeptDatabase[] = [];

/** Gives `kept` the state of `stateStatements`; throws where it cannot at once. */
async function restore({ database }: KeptDatabase, state: string): Promise<void> {
  // An app holds an advisory lock only while it runs a job: one still held, by a kept connection
  // or a process of the last test, is one the next test's jobs would meet.
  const { rows } = await sql<{ held: number }>`
    select count(*)::int as held from pg_locks
    where locktype = 'advisory'
      and database = (select oid from pg_database where datname = current_database())`.execute(
    database.db,
  );
  if (rows[0]?.held !== 0) throw new Error('An advisory lock is still held.');
  await sql.raw(state).execute(database.db);
}

/**
 * A kept database given `state` (`stateStatements`; the template's when not given), else a new
 * copy of the template given it. A kept one that cannot be given it at once (a server process of
 * the last test still ending, a lock still held) is dropped. `close` keeps it for the next test;
 * `target` lets a server process of its own open it too.
 */
async function keptPostgresDatabase(
  state: string = inject('pgTemplateState'),
): Promise<TestDatabase> {
  let kept: KeptDatabase | undefined;
  while (kept === undefined) {
    const idle = idleKept.pop();
    if (idle === undefined) {
      const copy = await copyOfTemplate();
      const fresh = { copy, database: await openDatabase({ kind: 'postgres', url: copy.url }) };
      await restore(fresh, state).catch(async (error: unknown) => {
        await fresh.database.close();
        await copy.drop();
        throw error;
      });
      kept = fresh;
    } else {
      try {
        await restore(idle, state);
        kept = idle;
      } catch {
        await idle.database.close();
        await idle.copy.drop();
      }
    }
  }
  const taken = kept;
  let closed = false;
  return {
    ...taken.database,
    target: { kind: 'postgres', url: taken.copy.url },
    close: () => {
      if (!closed) idleKept.push(taken);
      closed = true;
      return Promise.resolve();
    },
  };
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  // No demo data, and so no stand-ins for providers: a test brings the providers it needs.
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: tmpdir(),
    DEMO_DATA: 'false',
  });
  return {
    ...config,
    webDistDir: path.join(tmpdir(), 'no-web-build'),
    stormWarning: { ...config.stormWarning, source: null },
    ...overrides,
  };
}

const PINO_FIELDS = new Set(['level', 'time', 'pid', 'hostname', 'reqId', 'msg']);

/**
 * A log stream for `createTestApp`, and what was written to it: the text, the JSON lines, and the
 * security log's lines (those with a `security` field) without pino's own fields.
 */
export function captureLog() {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  const text = () => chunks.join('');
  const entries = () =>
    text()
      .split('\n')
      .filter((line) => line !== '')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    stream,
    text,
    entries,
    security: () =>
      entries()
        .filter((entry) => 'security' in entry)
        .map((entry) =>
          Object.fromEntries(Object.entries(entry).filter(([key]) => !PINO_FIELDS.has(key))),
        ),
  };
}

/**
 * Whether `text` holds `secret`. A secret that starts or ends with a digit counts only where no
 * further digit is next to it: a `responseTime` of 654.1422000000002 does not hold 2000000002.
 */
export function mentions(text: string, secret: string): boolean {
  const escaped = secret.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const before = /^\d/.test(secret) ? '(?<!\\d)' : '';
  const after = /\d$/.test(secret) ? '(?!\\d)' : '';
  return new RegExp(`${before}${escaped}${after}`).test(text);
}

/** What a test app counts as it goes: its clock's time, and the visitors it has made. */
type TestAppCounts = { now: number; visitors: number };

/** Where the clock of a new test app stands: Friday, 20 November 2026, 10:00 in Vienna. */
const START = Date.UTC(2026, 10, 20, 9, 0, 0);

/** A data folder of its own for an app: stored files of parallel tests must not meet. */
function newDataDir(): Promise<string> {
  return mkdtemp(path.join(tmpdir(), 'servicebereich-data-'));
}

export type TestApp = Awaited<ReturnType<typeof testAppOn>>;

/**
 * The project's campaign content, read once per worker: reading and parsing it took a quarter of
 * building an app, and most tests build several. A test with a content folder of its own reads
 * that at the start, as the server does.
 */
let projectContent: Promise<Content> | undefined;

/**
 * The real app on a fresh database, with a clock the test moves forward. `restart` builds a new
 * app on the same database, as after a server restart.
 */
export async function createTestApp(
  overrides: Partial<Config> = {},
  deps: Pick<AppDeps, 'logStream'> = {},
  databaseOptions: TestDatabaseOptions = {},
) {
  const database =
    testDatabase === 'postgres'
      ? await keptPostgresDatabase()
      : await createTestDatabase(databaseOptions);
  return testAppOn(database, await newDataDir(), { now: START, visitors: 0 }, overrides, deps);
}

/** The app of `createTestApp` on `database` and `dataDir`; `close` removes both. */
async function testAppOn(
  database: TestDatabase,
  dataDir: string,
  counts: TestAppCounts,
  overrides: Partial<Config>,
  deps: Pick<AppDeps, 'logStream'>,
) {
  const base = testConfig({ dataDir });
  const config = {
    ...base,
    mail: { ...base.mail, outboxDir: path.join(dataDir, 'outbox') },
    ...overrides,
  };
  const content =
    config.contentDir === base.contentDir
      ? await (projectContent ??= loadContent(base.contentDir))
      : undefined;
  const build = () => buildApp(config, { ...deps, database, content, clock: () => counts.now });
  let app = await build();
  // The app's own store (on disk, or in the configured bucket), for what a test puts in or checks.
  const blobs = await openBlobStore(config);
  return {
    get app() {
      return app;
    },
    db: database.db,
    database,
    config,
    blobs,
    factory: createFactory(database.db, blobs),
    advance: (ms: number) => {
      counts.now += ms;
    },
    restart: async () => {
      await app.close();
      app = await build();
    },
    /** A client; with an address, its requests come from there (without trustProxy too). */
    client: (address?: string) => new ApiClient(() => app, address),
    /**
     * A browser with a session, not logged in, from an address of its own (one of 203.0.113.0/24):
     * someone with a mailed link on another device, whom per-address limits count apart.
     */
    visitor: async () => {
      counts.visitors += 1;
      const client = new ApiClient(() => app, `203.0.113.${String(counts.visitors % 250)}`);
      await client.fetchCsrfToken();
      return client;
    },
    dataDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A test app started from a prepared world, with its own copy of the world's state. */
export type TestWorldApp<S> = TestApp & { state: S };

export type TestWorld<S> = {
  /** A new app on copies of the prepared database and data folder; its `close` removes them. */
  start: () => Promise<TestWorldApp<S>>;
  /** Removes the prepared database and data folder. */
  close: () => Promise<void>;
};

/**
 * Where the databases of a world come from: `prepared`, open, for its setup; `copies`, once the
 * setup is done, closes it and answers what opens a database with the state it was left in, one
 * for each test; `remove` removes what is left of the prepared one.
 */
type WorldDatabases = {
  prepared: TestDatabase;
  copies: () => Promise<() => Promise<TestDatabase>>;
  remove: () => Promise<void>;
};

/** PostgreSQL: the world set up on a kept database, whose rows each test's kept database gets. */
async function postgresWorld(): Promise<WorldDatabases> {
  const prepared = await keptPostgresDatabase();
  return {
    prepared,
    copies: async () => {
      const state = await stateStatements(prepared.db).finally(prepared.close);
      return () => keptPostgresDatabase(state);
    },
    remove: prepared.close,
  };
}

/** SQLite: the world set up on a copy of the template, whose file, closed, each test copies. */
async function sqliteWorld(): Promise<WorldDatabases> {
  const file = await copySqliteFile(inject('sqliteTemplate'));
  const database = await openDatabase(file.target);
  let closed: Promise<void> | undefined;
  const close = () => (closed ??= database.close());
  return {
    prepared: { ...database, target: file.target, close },
    copies: async () => {
      await close();
      return async () => openCopy(await copySqliteFile(file.target.file), {});
    },
    remove: async () => {
      await close();
      await file.remove();
    },
  };
}

/**
 * A state of the app built once, that each test then starts from a copy of: for the tests of a
 * file that all need the same costly setup (customers, uploads, logins) and then change what it
 * made, so that they cannot share one app. Call it in `beforeAll`, `start` in `beforeEach`, and
 * `close` in `afterAll`, or let `useTestWorld` do that; for anything else, `createTestApp`.
 *
 * `setup` builds the state through the `createTestApp` it is handed (with `overrides`), and
 * returns what the tests need of it. `start` builds a new app on a copy of the database (on
 * PostgreSQL a kept database given the prepared one's rows; on SQLite a copy of its file) and a
 * copy of the data folder (stored files and mails), with the clock where `setup` left it. Its
 * `state` is a copy of what `setup` returned: plain objects and arrays copied, each ApiClient
 * replaced by one talking to the new app with the same address, cookies and CSRF token (sessions
 * are kept in the database, so they hold), anything else shared. `deps` is called for each app,
 * the prepared one and every copy: each its own log stream.
 *
 * What only the app's memory holds (the SQLite rate limits) starts empty, as after a restart;
 * files in a bucket (`blobStore` s3) are not copied. Servers the app talks to (an SMS receiver,
 * an e-bike provider) are the caller's, started once before: every copy talks to them.
 */
export async function prepareTestWorld<S>(
  overrides: Partial<Config>,
  setup: (t: TestApp) => Promise<S>,
  deps: () => Pick<AppDeps, 'logStream'> = () => ({}),
): Promise<TestWorld<S>> {
  const databases = testDatabase === 'postgres' ? await postgresWorld() : await sqliteWorld();
  const dataDir = await newDataDir();
  const remove = async () => {
    await databases.remove();
    await rm(dataDir, { recursive: true, force: true });
  };
  const counts = { now: START, visitors: 0 };
  let state: S;
  let copyOfWorld: () => Promise<TestDatabase>;
  try {
    const t = await testAppOn(databases.prepared, dataDir, counts, overrides, deps());
    try {
      state = await setup(t);
    } finally {
      // Not t.close(): the database and the folder stay, to be copied.
      await t.app.close();
    }
    copyOfWorld = await databases.copies();
  } catch (error) {
    await remove();
    throw error;
  }
  return {
    start: async () => {
      const database = await copyOfWorld();
      const copyDir = await newDataDir();
      try {
        await cp(dataDir, copyDir, { recursive: true });
        const t = await testAppOn(database, copyDir, { ...counts }, overrides, deps());
        return Object.assign(t, { state: carriedOver(state, () => t.app) });
      } catch (error) {
        await database.close();
        await rm(copyDir, { recursive: true, force: true });
        throw error;
      }
    },
    close: remove,
  };
}

/**
 * `prepareTestWorld` for the tests of a describe block or a file, with the hooks: the world is
 * prepared before them (`overrides` may be a function, called then: after the block's own
 * `beforeAll` registered before), each test gets a copy, closed after it, and the world is removed
 * after them all. The answer gives the copy of the test that runs.
 */
export function useTestWorld<S>(
  overrides: Partial<Config> | (() => Partial<Config>),
  setup: (t: TestApp) => Promise<S>,
  deps?: () => Pick<AppDeps, 'logStream'>,
): () => TestWorldApp<S> {
  let world: TestWorld<S> | undefined;
  let current: TestWorldApp<S> | undefined;
  beforeAll(async () => {
    world = await prepareTestWorld(
      typeof overrides === 'function' ? overrides() : overrides,
      setup,
      deps,
    );
  });
  afterAll(async () => {
    await world?.close();
  });
  beforeEach(async () => {
    if (world === undefined) throw new Error('The test world was not prepared.');
    current = await world.start();
  });
  afterEach(async () => {
    await current?.close();
    current = undefined;
  });
  return () => {
    if (current === undefined) throw new Error('No test of this world is running.');
    return current;
  };
}

/**
 * `value` for a copy of its app: plain objects and arrays copied, each ApiClient (once, however
 * often it occurs) replaced by one talking to `app`, anything else shared.
 */
function carriedOver<T>(
  value: T,
  app: () => FastifyInstance,
  clients = new Map<ApiClient, ApiClient>(),
): T {
  if (value instanceof ApiClient) {
    const copy = clients.get(value) ?? value.copyFor(app);
    clients.set(value, copy);
    return copy as T;
  }
  if (Array.isArray(value)) {
    return value.map((item: unknown) => carriedOver(item, app, clients)) as T;
  }
  if (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, carriedOver(item, app, clients)]),
    ) as T;
  }
  return value;
}

export type UploadFile = { name: string; data: Buffer; type?: string };

/** Fields of a multipart body; a list goes as that key repeated (`gegenstand[]`). */
export type UploadFields = Record<string, string | readonly string[]>;

/** A multipart/form-data body; several files go under `field[]` as the web app sends them. */
export function multipartBody(
  fields: UploadFields,
  files: readonly UploadFile[],
  fileField: string,
): { body: Buffer; contentType: string } {
  const boundary = `----servicebereich${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const [key, values] of Object.entries(fields)) {
    for (const value of typeof values === 'string' ? [values] : values) {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`,
        ),
      );
    }
  }
  const field = files.length > 1 ? `${fileField}[]` : fileField;
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

type Answer = {
  statusCode: number;
  body: { Status: number; Result?: unknown; Errors?: Record<string, string> };
  response: LightMyRequestResponse;
};

/** Talks to the app like the web app does: a cookie jar and the CSRF token it was handed. */
export class ApiClient {
  cookies = new Map<string, string>();
  csrfToken: string | undefined;
  private readonly app: () => FastifyInstance;
  private readonly address: string | undefined;

  constructor(app: () => FastifyInstance, address?: string) {
    this.app = app;
    this.address = address;
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async raw(options: {
    method?: 'GET' | 'POST';
    query: string;
    body?: string | Buffer;
    headers?: Record<string, string>;
  }): Promise<Answer> {
    const response = await this.app().inject({
      method: options.method ?? 'POST',
      url: `/api?${options.query}`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(this.cookies.size > 0 ? { cookie: this.cookieHeader() } : {}),
        ...(this.csrfToken === undefined ? {} : { 'x-csrf-token': this.csrfToken }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { payload: options.body }),
      ...(this.address === undefined ? {} : { remoteAddress: this.address }),
    });
    for (const c of response.cookies as {
      name: string;
      value: string;
      maxAge?: number;
      expires?: Date;
    }[]) {
      const expired =
        c.value === '' || (c.expires !== undefined && c.expires.getTime() < Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    // A file answer has no envelope; its bytes are in response.rawPayload.
    const json = String(response.headers['content-type']).startsWith('application/json');
    return {
      statusCode: response.statusCode,
      body: json ? response.json() : { Status: response.statusCode },
      response,
    };
  }

  async call<N extends CallName>(
    name: N,
    params: Record<string, string> | ParamsInput<(typeof CALLS)[N]> = {},
  ): Promise<Answer> {
    const call: Call = CALLS[name];
    const form = new URLSearchParams();
    for (const [key, value] of Object.entries(params as Record<string, unknown>)) {
      form.append(key, String(value));
    }
    const query = `Mode=${call.mode}&Function=${call.fn}`;
    return call.method === 'GET'
      ? this.raw({ method: 'GET', query: `${query}&${form.toString()}` })
      : this.raw({ query, body: form.toString() });
  }

  /** A multipart call as the web app sends it: fields, then the files under one field name. */
  async upload(
    name: CallName,
    fields: UploadFields,
    files: readonly UploadFile[],
    fileField = CALLS[name].files?.field ?? 'file',
  ): Promise<Answer> {
    const call: Call = CALLS[name];
    const { body, contentType } = multipartBody(fields, files, fileField);
    return this.raw({
      query: `Mode=${call.mode}&Function=${call.fn}`,
      body,
      headers: { 'content-type': contentType },
    });
  }

  /** A client of `app` from the same address, with this one's cookies and CSRF token. */
  copyFor(app: () => FastifyInstance): ApiClient {
    const copy = new ApiClient(app, this.address);
    copy.cookies = new Map(this.cookies);
    copy.csrfToken = this.csrfToken;
    return copy;
  }

  async fetchCsrfToken(): Promise<string> {
    const answer = await this.call('getCsrfToken');
    const token = (answer.body.Result as { CSRFToken: string }).CSRFToken;
    this.csrfToken = token;
    return token;
  }

  async login(customerNumber: string, password: string): Promise<Answer> {
    if (this.csrfToken === undefined) await this.fetchCsrfToken();
    const answer = await this.call('login', {
      verfuegernummer: customerNumber,
      passwort: password,
      includeschadensmeldung: 'true',
    });
    if (answer.body.Status === 200) {
      this.csrfToken = (answer.body.Result as { CSRFToken: string }).CSRFToken;
    }
    return answer;
  }
}
