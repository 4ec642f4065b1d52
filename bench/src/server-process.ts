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
/** How often readiness is asked during the start: the resolution of the restart figure. */
const READY_POLL_MS = 10;

export type RunningServer = {
  baseUrl: string;
  /** The server's data folder (its SQLite file and stored files). */
  dataDir: string;
  /** From starting the process to the first 200 of `/health/ready`. */
  readyMs: number;
  /** The process id, for what the bench reads of the process in /proc. */
  pid: number;
  stop: () => Promise<void>;
  /** Ends the process with SIGKILL, as a crash would, and leaves the data folder in place. */
  crash: () => Promise<void>;
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
 * demo data; resolves once `/health/ready` answers 200. `stop` ends it and removes the folder. Its log goes
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
  const startedAt = performance.now();
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

  const running = () => child.exitCode === null && child.signalCode === null;
  const stop = async (): Promise<void> => {
    if (running()) {
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    }
    if (given === undefined) await rm(dataDir, { recursive: true, force: true });
  };
  const crash = async (): Promise<void> => {
    if (running()) {
      child.kill('SIGKILL');
      await exited;
    }
  };

  let readyMs: number;
  try {
    await waitUntilReady(baseUrl, () => child.exitCode ?? child.signalCode);
    readyMs = performance.now() - startedAt;
  } catch (error) {
    const lines = (await readFile(logFile, 'utf8')).trimEnd().split('\n');
    console.error(lines.slice(-20).join('\n'));
    await stop();
    throw error;
  }
  return { baseUrl, dataDir, readyMs, pid: child.pid ?? 0, stop, crash };
}

async function waitUntilReady(
  baseUrl: string,
  exitStatus: () => number | string | null,
): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    const status = exitStatus();
    if (status !== null) throw new Error(`the server exited during start-up (${String(status)})`);
    try {
      const answer = await fetch(`${baseUrl}/health/ready`, { signal: AbortSignal.timeout(1_000) });
      await answer.body?.cancel();
      if (answer.status === 200) return;
    } catch {
      // Not listening yet: the database and demo data are still being prepared.
    }
    await sleep(READY_POLL_MS);
  }
  throw new Error(`the server was not ready within ${START_TIMEOUT_MS / 1000} s`);
}
