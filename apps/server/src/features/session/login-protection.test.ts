import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createFactory, DEFAULT_PASSWORD } from '../../../test/factory.ts';
import {
  captureLog,
  createTestApp,
  createTestDatabase,
  mentions,
  postgresUnavailable,
  testDatabase,
} from '../../../test/harness.ts';
import { startServerProcess, type ServerProcess } from '../../../test/server-process.ts';
import { openDatabase, type Database } from '../../db/database.ts';
import { diskBlobStore } from '../../files/blob-store.ts';
import { MESSAGES } from '../../http/api-error.ts';
import { addressKey } from '../../security/address-key.ts';
import { failuresInLastMinute, FREE_ATTEMPTS, loginGuard } from './login-guard.ts';
import { LOGIN_MESSAGES } from './session-handlers.ts';

type Envelope = { Status: number; Errors?: Record<string, string> };

const GUESSES = 50;

/**
 * Wrong passwords. (A right one among them may be checked whenever the attempts before it are
 * done, and its success clears the count: logins with the right password are tested apart.)
 */
const guesses = Array.from({ length: GUESSES }, (_, i) => `Falsch-${String(i)}`);

/** How many answers said "wrong", how many logged in, and how many named the lock. */
function tally(answers: readonly Envelope[]) {
  const count = (test: (a: Envelope) => boolean) => answers.filter(test).length;
  return {
    wrong: count((a) => a.Errors?.general === LOGIN_MESSAGES.wrongCredentials),
    loggedIn: count((a) => a.Status === 200),
    locked: count((a) => a.Errors?.general?.startsWith('Zu viele fehlgeschlagene') === true),
    throttled: count((a) => a.Errors?.general === MESSAGES.tooManyRequests),
  };
}

/** Only the attempts up to the lock are checked at all. */
function expectAtMostFreeAttemptsEvaluated(answers: readonly Envelope[]): void {
  const { wrong, loggedIn, locked } = tally(answers);
  expect({ wrong, loggedIn, locked }).toEqual({
    wrong: FREE_ATTEMPTS,
    loggedIn: 0,
    locked: GUESSES - FREE_ATTEMPTS,
  });
}

describe.skipIf(postgresUnavailable)('parallel guesses for one number', () => {
  // Servers, databases and folders a test started, stopped and removed in reverse order.
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('are checked only up to the lock, from 50 addresses at once', async () => {
    const t = await createTestApp();
    cleanups.push(() => t.close());
    const { customerNumber } = await t.factory.customer();
    const clients = guesses.map((_, i) => t.client(`203.0.113.${i + 1}`));
    await Promise.all(clients.map((c) => c.fetchCsrfToken()));

    const answers = await Promise.all(
      clients.map((client, i) => client.login(customerNumber, guesses[i] ?? '')),
    );

    expectAtMostFreeAttemptsEvaluated(answers.map((a) => a.body));
    // Locked now: the right password too.
    const right = await t.client('198.51.100.99').login(customerNumber, DEFAULT_PASSWORD);
    expect(right.body.Errors?.general).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche/);
  }, 60_000);

  it('with the right password all log in, and lock nothing', async () => {
    const log = captureLog();
    const t = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
    cleanups.push(() => t.close());
    const customer = await t.factory.customer();
    const clients = Array.from({ length: 2 * FREE_ATTEMPTS }, (_, i) =>
      t.client(`198.51.100.${String(i + 1)}`),
    );
    await Promise.all(clients.map((c) => c.fetchCsrfToken()));

    const answers = await Promise.all(
      clients.map((client) => client.login(customer.customerNumber, customer.password)),
    );

    expect(answers.map((a) => a.body.Status)).toEqual(clients.map(() => 200));
    expect(log.security()).toEqual([]);
  }, 60_000);

  it('are checked only up to the lock across two server processes on one database', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-login-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // SQLite lives in the data folder; PostgreSQL is a fresh test database.
    const env: Record<string, string> = { DATA_DIR: dataDir, TRUST_PROXY: '127.0.0.1' };
    let database: Database;
    if (testDatabase === 'postgres') {
      const pg = await createTestDatabase();
      database = pg;
      if (pg.target.kind === 'postgres') env.DATABASE_URL = pg.target.url;
    } else {
      database = await openDatabase({
        kind: 'sqlite',
        file: path.join(dataDir, 'servicebereich.sqlite'),
      });
    }
    cleanups.push(database.close);
    const factory = createFactory(database.db, await diskBlobStore(path.join(dataDir, 'files')));
    const { customerNumber } = await factory.customer();
    const servers: ServerProcess[] = [];
    for (let i = 0; i < 2; i++) {
      const server = await startServerProcess(env);
      cleanups.push(server.kill);
      servers.push(server);
    }

    const sessions = await Promise.all(
      guesses.map(async (_, i) => {
        const url = servers[i % servers.length]?.url ?? '';
        const headers = { 'x-forwarded-for': `203.0.113.${i + 1}` };
        const answer = await fetch(`${url}/api?Mode=General&Function=GetCSRFToken`, {
          method: 'POST',
          headers,
        });
        const { Result } = (await answer.json()) as { Result: { CSRFToken: string } };
        return {
          url,
          headers: {
            ...headers,
            cookie: (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
            'x-csrf-token': Result.CSRFToken,
            'content-type': 'application/x-www-form-urlencoded',
          },
        };
      }),
    );
    const answers = await Promise.all(
      sessions.map(async ({ url, headers }, i) => {
        const answer = await fetch(`${url}/api?Mode=MeinServicebereich&Function=Login`, {
          method: 'POST',
          headers,
          body: new URLSearchParams({
            verfuegernummer: customerNumber,
            passwort: guesses[i] ?? '',
          }).toString(),
        });
        return (await answer.json()) as Envelope;
      }),
    );

    expectAtMostFreeAttemptsEvaluated(answers);
  }, 120_000);
});

describe.skipIf(postgresUnavailable)('the security log', () => {
  it('records each failed, locked and throttled login, the number masked, never the password', async () => {
    const log = captureLog();
    const t = await createTestApp(
      { logLevel: 'info', loginRateLimitPerMinute: 7 },
      { logStream: log.stream },
    );
    try {
      const { customerNumber } = await t.factory.customer();
      const masked = `XXXXXXX${customerNumber.slice(-3)}`;
      const client = t.client('198.51.100.23');
      for (let i = 0; i < FREE_ATTEMPTS; i++) await client.login(customerNumber, `Geheim-${i}`);
      await client.login(customerNumber, DEFAULT_PASSWORD);
      await client.login(customerNumber, DEFAULT_PASSWORD);
      expect((await client.login(customerNumber, DEFAULT_PASSWORD)).statusCode).toBe(429);

      const login = { security: 'login', customerNumber: masked, address: '198.51.100.23' };
      expect(log.security()).toEqual([
        ...Array.from({ length: FREE_ATTEMPTS - 1 }, () => ({
          ...login,
          outcome: 'wrong-credentials',
        })),
        { ...login, outcome: 'lockout', lockedMinutes: 1 },
        { ...login, outcome: 'locked', lockedMinutes: 1 },
        { ...login, outcome: 'locked', lockedMinutes: 1 },
        { ...login, outcome: 'rate-limited' },
      ]);
      const text = log.text();
      for (const secret of [customerNumber, DEFAULT_PASSWORD, 'Geheim-0']) {
        expect(mentions(text, secret), secret).toBe(false);
      }
    } finally {
      await t.close();
    }
  }, 30_000);
});

describe.skipIf(postgresUnavailable)('failed logins across all numbers', () => {
  const LIMIT = 10;
  const ADDRESSES = Array.from({ length: 50 }, (_, i) => `192.0.2.${i + 1}`);
  const THROTTLED = { general: MESSAGES.tooManyRequests };

  it('make addresses that failed wait longer and longer, and hold every address at twice the limit', async () => {
    const log = captureLog();
    const t = await createTestApp(
      { logLevel: 'info', loginGlobalFailuresPerMinute: LIMIT },
      { logStream: log.stream },
    );
    try {
      let sprayed = 0;
      /** One wrong login from each address at once, each for a number of its own. */
      const spray = async () => {
        const answers = await Promise.all(
          ADDRESSES.map((address) =>
            t.client(address).login(String(3_000_000_000 + ++sprayed), 'Falsch-2026'),
          ),
        );
        return tally(answers.map((a) => a.body));
      };
      // Fifty addresses failing once each: no password is checked past twice the limit.
      expect(await spray()).toMatchObject({
        wrong: 2 * LIMIT,
        throttled: ADDRESSES.length - 2 * LIMIT,
      });
      const second = await Promise.all(
        ADDRESSES.map((address) => t.client(address).login('3000009999', 'Falsch-2026')),
      );
      expect(second.map((a) => [a.statusCode, a.body.Errors])).toEqual(
        ADDRESSES.map(() => [429, THROTTLED]),
      );
      // The failures are counted in the database: a restart (or another process) sees them.
      await t.restart();
      expect((await spray()).wrong).toBe(0);

      // A minute and 20 s on, the last 60 s hold about two thirds of the 20 failures: above the
      // limit, under twice it. An address without failures is not held back, with the right
      // password or a wrong one.
      t.advance(80_000);
      const customer = await t.factory.customer();
      expect(
        (await t.client('198.51.100.1').login('3000008888', 'Falsch-2026')).body.Errors,
      ).toEqual({
        general: LOGIN_MESSAGES.wrongCredentials,
      });
      expect(
        (await t.client('198.51.100.2').login(customer.customerNumber, customer.password)).body
          .Status,
      ).toBe(200);

      // The first failure costs a second, the second two seconds, and so on.
      const sprayer = t.client('198.51.100.3');
      const attempt = async () =>
        (await sprayer.login(String(3_000_000_000 + ++sprayed), 'Falsch-2026')).statusCode;
      expect(await attempt()).toBe(400);
      t.advance(1_000);
      expect(await attempt()).toBe(400);
      t.advance(1_000);
      expect(await attempt()).toBe(429);
      t.advance(1_000);
      expect(await attempt()).toBe(400);
      t.advance(3_000);
      expect(await attempt()).toBe(429);

      // Once the failures of the last minute are below the limit again, nobody waits.
      t.advance(2 * 60_000);
      expect(await attempt()).toBe(400);

      const throttled = log.security().filter((line) => line.outcome === 'throttled');
      expect(throttled).toHaveLength(3 * ADDRESSES.length - 2 * LIMIT + 2);
      // At twice the limit, until the count of the last 60 s is under it again: a minute on, when
      // this minute's failures begin to leave it.
      expect(throttled[0]).toEqual({
        security: 'login',
        outcome: 'throttled',
        customerNumber: expect.stringMatching(/^X{7}\d{3}$/) as unknown,
        address: expect.stringMatching(/^192\.0\.2\.\d+$/) as unknown,
        waitSeconds: 60,
      });
    } finally {
      await t.close();
    }
  }, 120_000);

  it('are counted under twice the limit estimated over the last 60 s', () => {
    const minute = Date.UTC(2026, 10, 20, 9, 0, 0);
    // 30 s into the minute: all of this minute's and half of the previous one's.
    expect(failuresInLastMinute(minute + 30_000, 4, 20, 10)).toEqual({
      failures: 14,
      underAt: minute + 42_000,
    });
    expect(failuresInLastMinute(minute + 30_000, 15, 20, 10)).toEqual({
      failures: 25,
      underAt: minute + 60_000 + 20_000,
    });
  });
});

describe.skipIf(postgresUnavailable)('what the login guard keeps', () => {
  it('is forgotten once it no longer counts', async () => {
    const t = await createTestApp();
    try {
      const guard = loginGuard(t.db, { failuresPerMinute: 1 });
      const now = Date.UTC(2026, 10, 20, 9, 0, 0);
      await guard.reserve({ customerNumber: '3000000001', address: '192.0.2.1', now });
      const rows = async () => ({
        numbers: (await t.db.selectFrom('login_failures').select('failures').execute()).length,
        addresses: (await t.db.selectFrom('login_address_failures').select('failures').execute())
          .length,
        minutes: (await t.db.selectFrom('login_failure_minutes').select('failures').execute())
          .length,
      });
      await guard.purgeExpired(now + 59_000);
      expect(await rows()).toEqual({ numbers: 1, addresses: 1, minutes: 1 });
      await guard.purgeExpired(now + 2 * 60 * 60_000);
      expect(await rows()).toEqual({ numbers: 1, addresses: 0, minutes: 0 });
      await guard.purgeExpired(now + 25 * 60 * 60_000);
      expect(await rows()).toEqual({ numbers: 0, addresses: 0, minutes: 0 });
    } finally {
      await t.close();
    }
  });
});

describe('the address failures are counted under', () => {
  it.each([
    ['an IPv4 address, whole', '192.0.2.7', '192.0.2.7'],
    ['an IPv4-mapped IPv6 address, as IPv4', '::ffff:192.0.2.7', '192.0.2.7'],
    ['an IPv6 address, by its /64', '2001:db8:0:1:aaaa:bbbb:cccc:dddd', '2001:db8:0:1::/64'],
    ['a compressed IPv6 address, by its /64', '2001:DB8::1', '2001:db8:0:0::/64'],
    ['an IPv6 address compressed in its /64', '2001:db8::5:6:7:8:9', '2001:db8:0:5::/64'],
    ['an IPv6 address with a zone', 'fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('is %s', (_label, address, key) => {
    expect(addressKey(address)).toBe(key);
  });
});
