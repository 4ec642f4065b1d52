import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postgresUnavailable, type TestApp } from '../../test/harness.ts';
import { rawRequest } from '../../test/raw-http.ts';
import { MESSAGES } from './api-error.ts';

// Answers the framework gives before any handler runs, and those Node gives before the framework
// sees a request: the envelope, no-store and the security headers like every other answer.

describe.skipIf(postgresUnavailable)('answers no handler gives', () => {
  let t: TestApp;
  let webDistDir: string;

  beforeAll(async () => {
    webDistDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-web-'));
    await writeFile(
      path.join(webDistDir, 'index.html'),
      '<!doctype html><html><head></head></html>',
    );
    t = await createTestApp({ webDistDir });
  });
  afterAll(async () => {
    await t.close();
    await rm(webDistDir, { recursive: true, force: true });
  });

  it.each([
    ['a body over the limit', 'application/x-www-form-urlencoded', `x=${'A'.repeat(1024 * 1024)}`],
    ['malformed JSON', 'application/json', '{"verfuegernummer":'],
    ['an unsupported content type', 'application/xml', '<hallo/>'],
    ['a malformed content type', 'text/', 'hallo'],
  ])('answers %s with the envelope, not stored by any cache', async (_label, type, body) => {
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api?Mode=MeinServicebereich&Function=Login',
      headers: { 'content-type': type },
      payload: body,
    });
    expect(answer.statusCode).toBeGreaterThanOrEqual(400);
    expect(answer.statusCode).toBeLessThan(500);
    expect(answer.json()).toMatchObject({ Status: 400 });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['under /api', '/api/other'],
    ['for a missing file', '/favicon.ico'],
  ])('answers 404 %s with the envelope, not stored by any cache', async (_label, url) => {
    const answer = await t.app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toMatchObject({ Status: 400 });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('answers the rate limit with the envelope, not stored by any cache', async () => {
    const limited = await createTestApp({ rateLimitPerMinute: 1 });
    try {
      const client = limited.client();
      const counted = await client.call('getCsrfToken');
      const answer = await client.call('getCsrfToken');
      expect(answer.statusCode).toBe(429);
      expect(answer.body).toEqual({ Status: 400, Errors: { general: MESSAGES.tooManyRequests } });
      expect(answer.response.headers['cache-control']).toBe('no-store');
      // When to try again, and no count of what is left, to a refused request or any other.
      expect(answer.response.headers['retry-after']).toBe('60');
      for (const { headers } of [counted.response, answer.response]) {
        expect(Object.keys(headers).filter((name) => name.startsWith('x-ratelimit'))).toEqual([]);
      }
    } finally {
      await limited.close();
    }
  });

  it('answers HEAD / like GET /, without the body', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/' });
    const head = await t.app.inject({ method: 'HEAD', url: '/' });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    expect(head.headers['cache-control']).toBe(get.headers['cache-control']);
    expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy']);
    expect(head.body).toBe('');
  });

  describe('on a socket', () => {
    let url: string;
    beforeAll(async () => {
      url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    });

    it.each([
      [
        'a malformed request line',
        'GET / HTTP/1.1 extra\r\nHost: x\r\n\r\n',
        400,
        MESSAGES.badBody,
      ],
      [
        'a malformed header',
        'GET / HTTP/1.1\r\nHost: x\r\nNo colon here\r\n\r\n',
        400,
        MESSAGES.badBody,
      ],
      [
        'headers over the size limit',
        `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20 * 1024)}\r\n\r\n`,
        431,
        MESSAGES.bodyTooLarge,
      ],
    ])(
      'answers %s with the envelope and the security headers, then closes',
      async (_label, request, status, message) => {
        const answer = await rawRequest(url, request);
        expect(answer.status).toBe(status);
        expect(JSON.parse(answer.body)).toEqual({ Status: 400, Errors: { general: message } });
        expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
        expect(answer.headers['cache-control']).toBe('no-store');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['referrer-policy']).toBe('no-referrer');
        expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
        expect(answer.headers.connection).toBe('close');
        await answer.connection.closed;
      },
    );
  });
});
