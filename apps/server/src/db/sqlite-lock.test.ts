import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { FactoryContract } from '../../test/factory.ts';
import { createTestApp, testDatabase, type TestApp } from '../../test/harness.ts';
import { ConfigError, loadConfig } from '../config.ts';
import { MESSAGES } from '../http/api-error.ts';

// Another process (a backup, an admin command) holds SQLite's write lock. Pages and reads go on
// meanwhile (WAL lets them), writes wait for the lock without blocking the server, and a write
// that would wait longer than the bound is answered with a retryable 503.

const NEW_ACCOUNT = {
  kontoinhaber: 'Anna Berger',
  iban: 'AT073200000001234573',
  bic: 'RLNWATWW',
  abbuchungstag: '25',
};

describe.skipIf(testDatabase !== 'sqlite')(
  'another connection holding the SQLite write lock',
  () => {
    let t: TestApp;
    let webDistDir: string;
    let holder: SqliteDatabase.Database | undefined;
    let savings: FactoryContract;
    let client: ReturnType<TestApp['client']>;

    /** Returns the other connection, holding the lock. */
    async function setUp(lockWaitMs: number): Promise<SqliteDatabase.Database> {
      webDistDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-web-'));
      await writeFile(
        path.join(webDistDir, 'index.html'),
        '<html><head></head><body></body></html>',
      );
      t = await createTestApp({ webDistDir }, {}, { lockWaitMs });
      const owner = await t.factory.customer();
      savings = await t.factory.contract(owner, { kind: 'Ansparen' });
      client = t.client();
      expect((await client.login(owner.customerNumber, owner.password)).statusCode).toBe(200);
      // The account change needs it; a change that is refused or never starts keeps it.
      await client.call('confirmPassword', { passwort: owner.password });
      const { rows } = await sql<{ file: string }>`pragma database_list`.execute(t.db);
      holder = new SqliteDatabase(rows[0]?.file ?? '');
      holder.exec('begin immediate');
      return holder;
    }

    afterEach(async () => {
      if (holder?.inTransaction === true) holder.exec('rollback');
      holder?.close();
      await t.close();
      await rm(webDistDir, { recursive: true, force: true });
    });

    const changeAccount = () =>
      client.call('changeSepaLastschrift', {
        vertragsnummer: savings.contractNumber,
        ...NEW_ACCOUNT,
      });
    const newSession = () => t.client().call('getCsrfToken');
    const accountHolder = async () => {
      const answer = await client.call('getVertragDetails', {
        vertragsnummer: savings.contractNumber,
      });
      return (answer.body.Result as { Details: { AccountHolderName?: string } }).Details
        .AccountHolderName;
    };

    it('answers a page and a read while writes wait, and the writes succeed once it lets go', async () => {
      const holding = await setUp(60_000);
      const events: string[] = [];
      const noted = <T>(name: string, answer: Promise<T>): Promise<T> =>
        answer.then((value) => {
          events.push(name);
          return value;
        });

      // A transaction (BEGIN IMMEDIATE) and a single statement, both behind the lock.
      const transaction = noted('transaction', changeAccount());
      const statement = noted('statement', newSession());
      const page = noted('page', t.app.inject({ method: 'GET', url: '/' }));
      const read = noted('read', client.call('getVertraege'));
      expect((await page).statusCode).toBe(200);
      expect((await read).statusCode).toBe(200);
      holding.exec('commit');
      events.push('released');

      expect((await transaction).statusCode).toBe(200);
      expect((await statement).statusCode).toBe(200);
      expect(events.slice(0, 2).sort()).toEqual(['page', 'read']);
      expect(events[2]).toBe('released');
      expect(await accountHolder()).toBe(NEW_ACCOUNT.kontoinhaber);
    }, 30_000);

    it('answers a read whose session is due to be marked as seen, and marks it later', async () => {
      const holding = await setUp(200);
      t.advance(5 * 60_000);
      const lastSeen = () =>
        t.db.selectFrom('sessions').select('last_seen_at').executeTakeFirstOrThrow();
      const before = await lastSeen();

      expect((await client.call('getVertraege')).statusCode).toBe(200);
      expect(await lastSeen()).toEqual(before);

      holding.exec('commit');
      expect((await client.call('getVertraege')).statusCode).toBe(200);
      expect((await lastSeen()).last_seen_at).toBeGreaterThan(before.last_seen_at);
    }, 30_000);

    it('answers a write that waits past the bound with a retryable 503 and writes nothing', async () => {
      const holding = await setUp(200);
      const sessionsBefore = await t.db.selectFrom('sessions').select('id_hash').execute();
      const holderBefore = await accountHolder();

      for (const answer of [await changeAccount(), await newSession()]) {
        expect(answer.statusCode).toBe(503);
        expect(answer.response.headers['retry-after']).toBe('5');
        expect(answer.body).toEqual({ Status: 400, Errors: { general: MESSAGES.databaseBusy } });
      }
      expect(await t.db.selectFrom('sessions').select('id_hash').execute()).toEqual(sessionsBefore);
      expect(await accountHolder()).toBe(holderBefore);

      holding.exec('commit');
      expect((await changeAccount()).statusCode).toBe(200);
      expect(await accountHolder()).toBe(NEW_ACCOUNT.kontoinhaber);
    }, 30_000);
  },
);

describe('the SQLite lock wait', () => {
  it('is configured in whole seconds with SQLITE_LOCK_WAIT_SECONDS', () => {
    expect(loadConfig({ SQLITE_LOCK_WAIT_SECONDS: '2' }).database).toMatchObject({
      kind: 'sqlite',
      lockWaitMs: 2000,
    });
    for (const wrong of ['0', '61', '1.5', 'lang']) {
      expect(() => loadConfig({ SQLITE_LOCK_WAIT_SECONDS: wrong })).toThrow(ConfigError);
    }
  });
});
