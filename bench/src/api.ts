import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { CALLS } from '@servicebereich/protocol';
import { measureLoad, type LoadFigure } from './load.ts';
import { apiUrl, logIn } from './login.ts';
import { startServer } from './server-process.ts';

async function measureServer(): Promise<LoadFigure[]> {
  // The API's per-IP limit would otherwise answer most of the load with 429.
  const server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000000' });
  try {
    const { cookie, csrfToken } = await logIn(server.baseUrl);
    const headers = { Cookie: cookie, 'X-CSRF-Token': csrfToken };
    return [
      await measureLoad({
        name: 'Ping (logged in)',
        url: apiUrl(server.baseUrl, CALLS.ping),
        method: 'POST',
        headers,
      }),
      await measureLoad({
        name: 'GetVertraege (logged in)',
        url: apiUrl(server.baseUrl, CALLS.getVertraege),
        method: 'POST',
        headers,
      }),
    ];
  } finally {
    await server.stop();
  }
}

/** Bare Fastify on a thread of its own, so it does not share one with the load generator. */
async function measureBaseline(): Promise<LoadFigure> {
  const worker = new Worker(new URL('./baseline-server.ts', import.meta.url));
  try {
    const [port] = (await once(worker, 'message')) as [number];
    return await measureLoad({
      name: 'bare Fastify, one POST route',
      url: `http://127.0.0.1:${port}/api`,
      method: 'POST',
    });
  } finally {
    await worker.terminate();
  }
}

/** Requests per second and latency of authenticated calls, beside a bare Fastify app. */
export async function apiBench(): Promise<LoadFigure[]> {
  return [...(await measureServer()), await measureBaseline()];
}
