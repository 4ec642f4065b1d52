import net from 'node:net';
import { CALLS } from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, postgresUnavailable, type TestApp } from '../../test/harness.ts';
import { assertHandlersComplete } from './api-endpoint.ts';

describe.skipIf(postgresUnavailable)('the /api endpoint', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers a call with the envelope, no-store and the security headers', async () => {
    const answer = await t.client().call('getCsrfToken');
    expect(answer.statusCode).toBe(200);
    expect(answer.body.Status).toBe(200);
    expect((answer.body.Result as { CSRFToken: string }).CSRFToken).toMatch(/^[\w-]{43}$/);
    const headers = answer.response.headers;
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['strict-transport-security']).toBeUndefined();
  });

  it.each([
    ['an unknown Function', 'Mode=General&Function=Nope'],
    ['an unknown Mode', 'Mode=Other&Function=Ping'],
    ['a missing Function', 'Mode=General'],
    ['a repeated Mode', 'Mode=General&Mode=General&Function=GetCSRFToken'],
    ['a repeated Function', 'Mode=General&Function=GetCSRFToken&Function=GetCSRFToken'],
    ['a Function of another Mode', 'Mode=General&Function=Login'],
  ])('refuses %s with Status 400', async (_label, query) => {
    const answer = await t.client().raw({ query, body: '' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toEqual({
      Status: 400,
      Errors: { general: 'Dieser Aufruf ist nicht bekannt.' },
    });
  });

  it('refuses a POST call made with GET', async () => {
    const answer = await t
      .client()
      .raw({ method: 'GET', query: 'Mode=General&Function=GetCSRFToken' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.Errors).toHaveProperty('general');
  });

  it('offers the development-only call only in development', async () => {
    const answer = await t.client().call('debugHeader');
    expect(answer.body.Errors).toEqual({ general: 'Dieser Aufruf ist nicht bekannt.' });

    const dev = await createTestApp({ environment: 'development' });
    try {
      const client = dev.client();
      client.cookies.set('sb_session', 'secret-cookie-value');
      const echoed = await client.raw({
        method: 'GET',
        query: 'Mode=General&Function=DebugHeader',
        headers: { 'x-csrf-token': 'secret-token', 'x-requested-from': 'APP-API' },
      });
      expect(echoed.body.Status).toBe(200);
      const headers = (echoed.body.Result as { Headers: Record<string, string> }).Headers;
      expect(headers['x-requested-from']).toBe('APP-API');
      expect(JSON.stringify(headers)).not.toContain('secret');
    } finally {
      await dev.close();
    }
  });

  it('answers field errors under the wire name of the field', async () => {
    const client = t.client();
    await client.fetchCsrfToken();
    const answer = await client.call('checkAppVersion', { version: 'eins', platform: 'ios' });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.Errors).toEqual({ version: 'Die Version ist ungültig.' });
  });

  it('refuses a repeated body parameter', async () => {
    const client = t.client();
    await client.fetchCsrfToken();
    const answer = await client.raw({
      query: 'Mode=General&Function=CheckAppVersion',
      body: 'version=1.0.0&version=2.0.0&platform=ios',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.body.Errors).toHaveProperty('version');
  });

  it.each([
    ['JSON', 'application/json', '{"verfuegernummer":'],
    ['an unknown content type', 'text/plain', 'hello'],
    ['a broken multipart body', 'multipart/form-data; boundary=x', '--x\r\nbroken'],
  ])('answers a malformed body (%s) with the envelope, not a crash', async (_label, type, body) => {
    const client = t.client();
    await client.fetchCsrfToken();
    const answer = await client.raw({
      query: 'Mode=MeinServicebereich&Function=Login',
      body,
      headers: { 'content-type': type },
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.body.Status).toBe(400);
    expect(JSON.stringify(answer.body)).not.toMatch(/at .*\.ts|stack/i);
  });

  it('refuses 1 MB of junk with 413 and stays healthy', async () => {
    const client = t.client();
    await client.fetchCsrfToken();
    const junk = 'x='.concat('A'.repeat(1024 * 1024));
    const answer = await client.raw({ query: 'Mode=General&Function=Beruf', body: junk });
    expect(answer.statusCode).toBe(413);
    expect(answer.body).toEqual({ Status: 400, Errors: { general: 'Die Anfrage ist zu groß.' } });
    const after = await client.call('beruf', { geschlecht: 'w' });
    expect(after.body.Status).toBe(200);
  });

  it('answers unknown paths under /api with the envelope', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/other' });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ Status: 400 });
  });

  it('cuts off a request body that trickles in past the deadline', async () => {
    const slow = await createTestApp({ bodyDeadlineMs: 300 });
    try {
      const address = await slow.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = new URL(address);
      const started = Date.now();
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(
            'POST /api?Mode=General&Function=GetCSRFToken HTTP/1.1\r\nHost: x\r\n' +
              'Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\na=',
          );
        });
        let data = '';
        socket.on('data', (chunk: Buffer) => (data += chunk.toString()));
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
        setTimeout(() => {
          socket.destroy();
        }, 5000).unref();
      });
      expect(Date.now() - started).toBeLessThan(4000);
      expect(reply).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await slow.close();
    }
  });
});

describe('the handler registry', () => {
  const complete = Object.fromEntries(Object.keys(CALLS).map((name) => [name, () => undefined]));

  it('accepts exactly one handler per catalogue entry', () => {
    expect(() => assertHandlersComplete(complete)).not.toThrow();
  });

  it('refuses to start when a catalogue entry has no handler', () => {
    const { login: _login, ...withoutLogin } = complete;
    expect(() => assertHandlersComplete(withoutLogin)).toThrow(/Without handler: login/);
  });

  it('refuses to start when a handler has no catalogue entry', () => {
    expect(() => assertHandlersComplete({ ...complete, transfer: () => undefined })).toThrow(
      /without catalogue entry: transfer/,
    );
  });
});
