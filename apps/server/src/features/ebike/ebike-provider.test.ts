import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { EbikeProviderError, httpEbikeTrackerProvider } from './ebike-provider.ts';

const API_KEY = 'adapter-key-51c2';
const REQUEST = {
  reference: '5b0c3a52-1f4e-4a8e-9a7b-0d6f3c2e1a90',
  trackerId: '356938035643809',
  frameNumber: 'WBK1234567X',
  policyNumber: '7500671438',
};

type Seen = { method: string; url: string; headers: IncomingMessage['headers'] };

/** A server that records what it gets and answers each request with `answer`. */
async function serve(answer: (response: ServerResponse) => void) {
  const seen: Seen[] = [];
  const server = createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    request.resume();
    request.on('end', () => answer(response));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  servers.push(server);
  return { url: `http://127.0.0.1:${port}`, seen };
}

const servers: ReturnType<typeof createServer>[] = [];

function adapterFor(url: string) {
  return httpEbikeTrackerProvider({ url, apiKey: API_KEY, timeoutMs: 5_000 });
}

const json = (status: number, body: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};

describe('the e-bike tracker provider adapter', () => {
  afterEach(async () => {
    await Promise.all(servers.splice(0).map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it('sends the key and the reference as idempotency key, and reads the activation', async () => {
    const provider = await serve(
      json(201, {
        activationId: 'act-1',
        status: 'active',
        reason: null,
        activatedAt: '2026-11-20T09:00:00Z',
      }),
    );
    const answer = await adapterFor(provider.url).requestActivation(
      REQUEST,
      AbortSignal.timeout(5_000),
    );
    expect(answer).toEqual({
      id: 'act-1',
      status: 'active',
      reason: null,
      activatedAt: Date.UTC(2026, 10, 20, 9),
    });
    expect(provider.seen).toMatchObject([
      {
        method: 'POST',
        url: '/v1/activations',
        headers: { authorization: `Bearer ${API_KEY}`, 'idempotency-key': REQUEST.reference },
      },
    ]);
  });

  it('follows no redirect, so the key goes nowhere else', async () => {
    const elsewhere = await serve(json(200, { activationId: 'act-2', status: 'active' }));
    const provider = await serve((response) => {
      response.writeHead(307, { location: `${elsewhere.url}/v1/activations/act-2` });
      response.end();
    });
    await expect(
      adapterFor(provider.url).activation('act-2', AbortSignal.timeout(5_000)),
    ).rejects.toThrow(EbikeProviderError);
    expect(elsewhere.seen).toEqual([]);
  });

  const active = JSON.stringify({ activationId: 'act-3', status: 'active' });

  it.each([
    ['an error status', 'HTTP 503', json(503, JSON.parse(active))],
    [
      'an answer that is not JSON',
      'not JSON',
      (r: ServerResponse) => r.end('<html>Wartung</html>'),
    ],
    ['an answer that is not an activation', 'not an activation', json(200, { status: 'done' })],
    // An activation otherwise: JSON allows the whitespace after it.
    [
      'an answer over 64 KB',
      'too large',
      (r: ServerResponse) => r.end(active + ' '.repeat(70_000)),
    ],
  ])('takes %s as no answer', async (_case, message, answer) => {
    const provider = await serve(answer);
    const asked = adapterFor(provider.url).activation('act-3', AbortSignal.timeout(5_000));
    await expect(asked).rejects.toThrow(EbikeProviderError);
    await expect(asked).rejects.toThrow(message);
  });
});
