import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { createFactory } from '../../test/factory.ts';
import { createPostgresDatabase, postgresUnavailable, testDatabase } from '../../test/harness.ts';
import { startThrowawayCluster } from '../../test/postgres-cluster.ts';
import {
  callOverHttp,
  loginOverHttp,
  startServerProcess,
  type HttpAnswer,
  type ServerProcess,
} from '../../test/server-process.ts';
import { diskBlobStore } from '../files/blob-store.ts';
import { MESSAGES } from '../http/api-error.ts';
import { openDatabase } from './database.ts';

// A real server process writes while PostgreSQL ends its connections (pg_terminate_backend, a
// fast restart): the requests on those connections get the generic error, the process lives on,
// and the calls after it succeed on new connections.

const GENERIC_ERROR: HttpAnswer = {
  status: 500,
  body: { Status: 500, Errors: { general: MESSAGES.internal } },
};
/** Of each kind: single statements (a new session) and transactions (a contract change). */
const BLOCKED_WRITES = 2;
const LATER_CALLS = 12;

type Cleanups = (() => Promise<void>)[];

type Setup = {
  server: ServerProcess;
  /** A new session: one INSERT into sessions. */
  startSession: () => Promise<HttpAnswer>;
  /** A contract change: a transaction that first updates the contract's row. */
  changeContract: () => Promise<HttpAnswer>;
  /** Connections of the test's own: one to hold locks, one to look and terminate. */
  locker: pg.Client;
  observer: pg.Client;
};

/** A connection of the test's own; a restart of the server ends it, which is no failure here. */
async function connect(url: string, cleanups: Cleanups): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  client.on('error', () => undefined);
  await client.connect();
  cleanups.push(() => client.end());
  return client;
}

/**
 * A customer with a savings contract, the server on `url`, the customer logged in, and the
 * test's own connections.
 */
async function setUp(url: string, cleanups: Cleanups): Promise<Setup> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-pg-loss-'));
  cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
  const database = await openDatabase({ kind: 'postgres', url });
  const factory = createFactory(database.db, await diskBlobStore(path.join(dataDir, 'files')));
  const customer = await factory.customer();
  const savings = await factory.contract(customer, { kind: 'Ansparen' });
  await database.close();

  const server = await startServerProcess({ DATABASE_URL: url, DATA_DIR: dataDir });
  cleanups.push(server.kill);
  const call = await loginOverHttp(server.url, customer.customerNumber, customer.password);
  return {
    server,
    startSession: () => callOverHttp(server.url, 'General', 'GetCSRFToken'),
    changeContract: () =>
      call('MeinServicebereich', 'Einzahlung', {
        vertragsnummer: savings.contractNumber,
        betrag: '100,00',
        confirmation: 'true',
      }),
    locker: await connect(url, cleanups),
    observer: await connect(url, cleanups),
  };
}

async function until(condition: () => Promise<boolean>): Promise<void> {
  while (!(await condition())) await sleep(20);
}

/**
 * Locks sessions and contracts in a transaction of the locker, sends writes of both kinds and
 * resolves once all wait for the lock: each holds a checked-out connection in the middle of a
 * query. The observer looks from outside that transaction: pg_stat_activity stays the same
 * within one.
 */
async function blockWrites(
  setup: Setup,
): Promise<{ settled: Promise<PromiseSettledResult<HttpAnswer>[]> }> {
  await setup.locker.query('begin');
  await setup.locker.query('lock table sessions, contracts in share mode');
  const answers = Array.from({ length: BLOCKED_WRITES }, () => [
    setup.startSession(),
    setup.changeContract(),
  ]).flat();
  const settled = Promise.allSettled(answers);
  await until(async () => {
    if (!setup.server.running()) throw new Error('the server ended');
    const { rows } = await setup.observer.query<{ waiting: number }>(
      `select count(*)::int as waiting from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`,
    );
    return rows[0]?.waiting === answers.length;
  });
  return { settled };
}

async function laterCallsSucceed(setup: Setup): Promise<void> {
  for (let i = 0; i < LATER_CALLS; i++) expect((await setup.startSession()).status).toBe(200);
  const concurrent = await Promise.all(
    Array.from({ length: LATER_CALLS }, () => setup.startSession()),
  );
  expect(concurrent.map((answer) => answer.status)).toEqual(Array(LATER_CALLS).fill(200));
  expect((await setup.changeContract()).status).toBe(200);
}

/** The request log names the cause; the answers carried none of it. */
function loggedFailure(server: ServerProcess, cause: string): boolean {
  return server.lines.some((line) => line.includes('"request failed"') && line.includes(cause));
}

describe.skipIf(testDatabase !== 'postgres' || postgresUnavailable)(
  'losing PostgreSQL connections under writes',
  () => {
    const cleanups: Cleanups = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    }, 60_000);

    it('answers writes on terminated backends with the generic error and keeps serving', async () => {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      const setup = await setUp(database.url, cleanups);
      const blocked = await blockWrites(setup);
      // Every connection of the server, busy or idle; the lock stays until they are gone.
      await setup.observer.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid()
            and pid not in (select pid from pg_locks where mode = 'ShareLock' and granted)`,
      );
      await setup.locker.query('commit');

      expect(await blocked.settled).toEqual(
        Array(2 * BLOCKED_WRITES).fill({ status: 'fulfilled', value: GENERIC_ERROR }),
      );
      expect(setup.server.running()).toBe(true);
      await laterCallsSucceed(setup);
      expect(
        loggedFailure(setup.server, 'terminating connection due to administrator command'),
      ).toBe(true);
    }, 180_000);

    it('recovers by itself from a fast restart of the PostgreSQL server', async () => {
      const cluster = await startThrowawayCluster();
      cleanups.push(cluster.stop);
      const setup = await setUp(cluster.url, cleanups);
      const blocked = await blockWrites(setup);
      let writing = true;
      const streamed: PromiseSettledResult<HttpAnswer>[] = [];
      const stream = Promise.all(
        Array.from({ length: 2 }, async () => {
          while (writing) streamed.push(...(await Promise.allSettled([setup.startSession()])));
        }),
      );
      await cluster.restart();

      // A fast shutdown ends the locker's backend too; a waiting write that gets the lock in that
      // moment may still commit before its own backend ends, and is then answered as done. The
      // writes sent while the server is down fail.
      const answeredBlocked = await blocked.settled;
      writing = false;
      await stream;
      const answered = [...answeredBlocked, ...streamed];
      const failed = answered.filter(
        (settled) => settled.status === 'rejected' || settled.value.status !== 200,
      );
      expect(failed).toEqual(failed.map(() => ({ status: 'fulfilled', value: GENERIC_ERROR })));
      expect(failed.length).toBeGreaterThan(0);
      expect(setup.server.running()).toBe(true);
      await laterCallsSucceed(setup);
    }, 180_000);
  },
);
