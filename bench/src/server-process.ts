import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { closeSync, openSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

const START_TIMEOUT_MS = 30_000;
const STOP_TIMEOUT_MS = 5_000;

export type RunningServer = {
  baseUrl: string;
  /** The server's data folder (its SQLite file and stored files). */
  dataDir: string;
  stop: () => Promise<void>;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port assigned'));
      });
    });
  });
}

/**
 * Starts the real server (`apps/server/src/main.ts`) on a free port with a fresh data folder and
 * demo data; resolves once it answers HTTP. `stop` ends it and removes the folder. Its log goes
 * to a file in that folder, as it would go to a log collector, not to the bench's output. With
 * `dataDir`, it runs on that folder (DEMO_DATA as `env` says), which `stop` leaves in place.
 */
export async function startServer(
  env: Record<string, string> = {},
  given?: { dataDir: string },
): Promise<RunningServer> {
  const dataDir = given?.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'servicebereich-bench-')));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, 'server.log');
  const log = openSync(logFile, 'a');
  const child = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      // Measured as deployed (no Result validation); plain HTTP here, so cookies without Secure.
      NODE_ENV: 'production',
      SECURE_COOKIES: 'false',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', log, 'inherit'],
  });
  closeSync(log);
  const exited = once(child, 'exit');

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    if (given === undefined) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilAnswering(baseUrl, () => child.exitCode ?? child.signalCode);
  } catch (error) {
    const lines = (await readFile(logFile, 'utf8')).trimEnd().split('\n');
    console.error(lines.slice(-20).join('\n'));
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, stop };
}

async function waitUntilAnswering(
  baseUrl: string,
  exitStatus: () => number | string | null,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const status = exitStatus();
    if (status !== null) throw new Error(`the server exited during start-up (${String(status)})`);
    try {
      await fetch(`${baseUrl}/`, { signal: AbortSignal.timeout(1_000) });
      return;
    } catch {
      // Not listening yet: the database and demo data are still being prepared.
      await sleep(100);
    }
  }
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s`);
}
