import { afterEach, describe, expect, it } from 'vitest';
import {
  captureLog,
  createTestApp,
  postgresUnavailable,
  type TestApp,
} from '../../test/harness.ts';
import { LOGIN_MESSAGES } from '../features/session/session-handlers.ts';
import { MESSAGES } from './api-error.ts';
import { proxyTrust, readTrustProxy, type TrustProxy } from './trusted-proxy.ts';

describe('the trusted proxies', () => {
  it('are none, a number of hops, or addresses and networks; never every hop', () => {
    expect(readTrustProxy(undefined)).toEqual({ kind: 'none' });
    expect(readTrustProxy('0')).toEqual({ kind: 'none' });
    expect(readTrustProxy('1')).toEqual({ kind: 'hops', hops: 1 });
    expect(readTrustProxy('10.0.0.5,192.168.0.0/16, ::1')).toEqual({
      kind: 'addresses',
      addresses: ['10.0.0.5', '192.168.0.0/16', '::1'],
    });
    for (const refused of ['true', 'all', '10.0.0.256', '10.0.0.0/8/8', '::1/129', '1.5']) {
      expect(readTrustProxy(refused)).toBeNull();
    }
  });

  it('trust the peer and the hops behind it as far as the setting says', () => {
    const none = proxyTrust({ kind: 'none' });
    expect(none).toBeNull();
    const oneHop = proxyTrust({ kind: 'hops', hops: 1 });
    expect([oneHop?.('203.0.113.1', 0), oneHop?.('203.0.113.1', 1)]).toEqual([true, false]);
    const listed = proxyTrust({ kind: 'addresses', addresses: ['10.0.0.0/8', 'fd00::1'] });
    expect(
      ['10.1.2.3', '::ffff:10.1.2.3', 'fd00::1', '11.0.0.1', 'fd00::2', undefined].map((address) =>
        listed?.(address, 0),
      ),
    ).toEqual([true, true, true, false, false, false]);
  });
});

describe.skipIf(postgresUnavailable)("a client's address behind the proxy", () => {
  const PROXY = '10.0.0.5';
  const LIMIT = 5;
  let t: TestApp;
  let log: ReturnType<typeof captureLog>;

  async function start(trustProxy: TrustProxy) {
    log = captureLog();
    t = await createTestApp(
      { logLevel: 'info', trustProxy, loginRateLimitPerMinute: LIMIT },
      { logStream: log.stream },
    );
  }
  afterEach(async () => {
    await t.close();
  });

  /** A failed login from `peer`, which says in X-Forwarded-For where it came from. */
  async function failedLogin(peer: string, forwardedFor: string) {
    const client = t.client(peer);
    await client.fetchCsrfToken();
    return client.raw({
      query: 'Mode=MeinServicebereich&Function=Login',
      body: new URLSearchParams({ verfuegernummer: '1999999999', passwort: 'falsch' }).toString(),
      headers: { 'x-forwarded-for': forwardedFor },
    });
  }

  /** The client addresses the security log recorded for failed logins, in order. */
  const loggedAddresses = () => log.security().map((line) => line.address);

  it('is the hop before the first untrusted one, whatever a client writes before it', async () => {
    await start({ kind: 'addresses', addresses: [PROXY] });
    await failedLogin(PROXY, '192.0.2.66, 203.0.113.9');
    // A client that reaches the server past the proxy is taken at its word for nothing.
    await failedLogin('198.51.100.9', '203.0.113.10');
    expect(loggedAddresses()).toEqual(['203.0.113.9', '198.51.100.9']);
  });

  it('is the address a hop count of proxies saw', async () => {
    await start({ kind: 'hops', hops: 1 });
    await failedLogin(PROXY, '192.0.2.66, 203.0.113.11');
    expect(loggedAddresses()).toEqual(['203.0.113.11']);
  });

  it('keeps its limit when the client writes another address into each request', async () => {
    await start({ kind: 'addresses', addresses: [PROXY] });
    const answers = [];
    for (let i = 0; i <= LIMIT; i++) {
      // The proxy appends the address it saw to what the client sent.
      answers.push(await failedLogin(PROXY, `192.0.2.${String(i + 1)}, 198.51.100.20`));
    }
    expect(answers.map((answer) => answer.body.Errors)).toEqual([
      ...Array.from({ length: LIMIT }, () => ({ general: LOGIN_MESSAGES.wrongCredentials })),
      { general: MESSAGES.tooManyRequests },
    ]);
  });
});
