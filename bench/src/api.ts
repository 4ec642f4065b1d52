import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { CALLS } from '@servicebereich/protocol';
import { measureLoad, type LoadFigure } from './load.ts';
import { apiUrl, logIn } from './login.ts';
import { startServer } from './server-process.ts';

/** The API's figures against the bare route: what each call must reach, as a share of it. */
export const API_BUDGETS = {
  'Ping (logged in)': 0.3,
  'GetVertraege (logged in)': 0.15,
} as const;
export const API_P99_BUDGET_MS = 10;

export type ApiFigures = {
  /** The bare route, measured before and after the calls. */
  bare: readonly [LoadFigure, LoadFigure];
  calls: readonly (LoadFigure & { name: keyof typeof API_BUDGETS })[];
};

/** Bare Fastify in a process of its own, as the server runs; it prints its port when it listens. */
async function startBaseline(): Promise<{ url: string; stop: () => Promise<void> }> {
  const child = spawn(
    process.execPath,
    [new URL('./baseline-server.ts', import.meta.url).pathname],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = once(child, 'exit');
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  return {
    url: `http://127.0.0.1:${line}/api`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * Requests per second and latency of authenticated calls, beside a bare Fastify route measured
 * in the same run, before and after them: the machine's load changes both alike, so the ratio
 * holds where the absolute figures do not. The server runs as deployed and logs at its default
 * level: its request log is part of what a call costs (a successful Ping, the app's keep-alive, is
 * logged at debug; GetVertraege writes its line, 016).
 */
export async function apiBench(): Promise<ApiFigures> {
  const baseline = await startBaseline();
  // The API's per-IP limit would otherwise answer most of the load with 429.
  const server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000000', LOG_LEVEL: 'info' });
  try {
    const bareTarget = { name: 'bare Fastify, one POST route', url: baseline.url } as const;
    const before = await measureLoad({ ...bareTarget, method: 'POST' });
    const { cookie, csrfToken } = await logIn(server.baseUrl);
    const headers = { Cookie: cookie, 'X-CSRF-Token': csrfToken };
    const ping = await measureLoad({
      name: 'Ping (logged in)',
      url: apiUrl(server.baseUrl, CALLS.ping),
      method: 'POST',
      headers,
    });
    const contracts = await measureLoad({
      name: 'GetVertraege (logged in)',
      url: apiUrl(server.baseUrl, CALLS.getVertraege),
      method: 'POST',
      headers,
    });
    const after = await measureLoad({ ...bareTarget, method: 'POST' });
    return {
      bare: [before, after],
      calls: [
        { ...ping, name: 'Ping (logged in)' },
        { ...contracts, name: 'GetVertraege (logged in)' },
      ],
    };
  } finally {
    await server.stop();
    await baseline.stop();
  }
}
