import { afterEach, describe, expect, it } from 'vitest';
import {
  captureLog,
  createTestApp,
  postgresUnavailable,
  type TestApp,
} from '../../test/harness.ts';
import type { TrustProxy } from './trusted-proxy.ts';

describe.skipIf(postgresUnavailable)('the request id', () => {
  const apps: TestApp[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((t) => t.close()));
  });

  async function app(trustProxy: TrustProxy = { kind: 'none' }) {
    const log = captureLog();
    const t = await createTestApp({ logLevel: 'info', trustProxy }, { logStream: log.stream });
    apps.push(t);
    return { t, log };
  }

  it('is on every answer, an error answer too, and on every log line of its request', async () => {
    const { t, log } = await app();
    const refused = await t.app.inject({ method: 'POST', url: '/api?Mode=Nichts&Function=Da' });
    expect(refused.statusCode).toBe(400);
    const id = String(refused.headers['x-request-id']);
    const lines = log.entries().filter((e) => e.reqId === id);
    expect(lines.map((e) => e.msg)).toContain('request completed');
    expect(
      lines.every((e) => e.url === undefined || e.url === '/api?Mode=Nichts&Function=Da'),
    ).toBe(true);
  });

  it('differs between requests and between server processes', async () => {
    const first = await app();
    const second = await app();
    const ids = [];
    for (const { t } of [first, second, first]) {
      const answer = await t.app.inject({ method: 'GET', url: '/health/live' });
      ids.push(String(answer.headers['x-request-id']));
    }
    expect(new Set(ids).size).toBe(3);
    const prefix = (id: string) => id.split('-')[0];
    expect(prefix(ids[0] ?? '')).toBe(prefix(ids[2] ?? ''));
    expect(prefix(ids[0] ?? '')).not.toBe(prefix(ids[1] ?? ''));
  });

  it("keeps a trusted proxy's id when it looks like one, and only then", async () => {
    // The proxy is at 127.0.0.1, where the test's requests come from unless they say otherwise.
    const behind = await app({ kind: 'addresses', addresses: ['127.0.0.1'] });
    const direct = await app();
    const ask = (t: TestApp, id: string, remoteAddress = '127.0.0.1') =>
      t.app.inject({
        method: 'GET',
        url: '/health/live',
        headers: { 'x-request-id': id },
        remoteAddress,
      });
    expect((await ask(behind.t, 'haproxy-1a2b:3c')).headers['x-request-id']).toBe(
      'haproxy-1a2b:3c',
    );
    expect((await ask(behind.t, '{"forged":1}')).headers['x-request-id']).not.toBe('{"forged":1}');
    expect((await ask(direct.t, 'haproxy-1a2b:3c')).headers['x-request-id']).not.toBe(
      'haproxy-1a2b:3c',
    );
    // A client that reaches the server past the proxy names no id.
    expect(
      (await ask(behind.t, 'haproxy-1a2b:3c', '198.51.100.7')).headers['x-request-id'],
    ).not.toBe('haproxy-1a2b:3c');
  });
});
