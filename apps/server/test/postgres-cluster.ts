import { execFile, execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { accessSync, constants, readFileSync } from 'node:fs';
import { chown, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import pg from 'pg';

// A PostgreSQL cluster for one test run: initdb in a temp folder, a server on a free local port,
// durability switched off because the data is thrown away.

export type ThrowawayCluster = {
  url: string;
  /** Stops the server as `pg_ctl restart -m fast` does and starts it again on the same port. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
};

const DEFAULT_BIN_DIR = '/usr/lib/postgresql/15/bin';
const READY_TIMEOUT_MS = 30_000;
const POLL_INTERVAL_MS = 50;
const KEPT_LOG_CHARS = 20_000;
const INITDB_OPTIONS = ['-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8', '--locale=C'];
const SERVER_SETTINGS = [
  'listen_addresses=127.0.0.1',
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'max_connections=200',
];

const execFileAsync = promisify(execFile);

function isExecutable(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function hasServerBinaries(dir: string): boolean {
  return isExecutable(join(dir, 'initdb')) && isExecutable(join(dir, 'postgres'));
}

function pgConfigBinDir(): string | undefined {
  try {
    return execFileSync('pg_config', ['--bindir'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return undefined;
  }
}

/** The folder of the PostgreSQL server binaries (pg_dump and pg_restore beside them). */
export function findBinDir(): string | undefined {
  const explicit = process.env.PG_BIN;
  // An explicit PG_BIN is used alone, so a run never silently tests another server version.
  if (explicit !== undefined && explicit !== '') {
    return hasServerBinaries(explicit) ? explicit : undefined;
  }
  if (hasServerBinaries(DEFAULT_BIN_DIR)) return DEFAULT_BIN_DIR;
  const fromPgConfig = pgConfigBinDir();
  return fromPgConfig !== undefined && hasServerBinaries(fromPgConfig) ? fromPgConfig : undefined;
}

export function postgresBinariesAvailable(): boolean {
  return findBinDir() !== undefined;
}

// runuser lives in /usr/sbin, which a minimal PATH may leave out.
function runuserPath(): string {
  const found = ['/usr/sbin/runuser', '/sbin/runuser', '/usr/bin/runuser'].find(isExecutable);
  return found ?? 'runuser';
}

// initdb and postgres refuse to run as root, so as root they run as the `postgres` user.
function commandFor(asRoot: boolean, binary: string, args: string[]): [string, string[]] {
  return asRoot ? [runuserPath(), ['-u', 'postgres', '--', binary, ...args]] : [binary, args];
}

async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  const id = async (flag: string): Promise<number> => {
    const { stdout } = await execFileAsync('id', [flag, 'postgres']);
    return Number(stdout.trim());
  };
  return { uid: await id('-u'), gid: await id('-g') };
}

/** A TCP port on the loopback address that nothing listens on now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') {
    throw new Error('could not find a free TCP port');
  }
  return address.port;
}

async function acceptsQueries(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1_000 });
  try {
    await client.connect();
  } catch {
    return false;
  }
  try {
    await client.query('SELECT 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

function readPostmasterPid(dataDir: string): number | undefined {
  try {
    const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

// Under runuser the child process is runuser, which does not pass signals on; the postmaster's
// own pid is in its pid file. Without a pid file nothing needs a clean shutdown.
function signalServer(server: ChildProcess, dataDir: string, signal: NodeJS.Signals): void {
  const pid = readPostmasterPid(dataDir);
  if (pid === undefined) {
    server.kill('SIGKILL');
    return;
  }
  try {
    process.kill(pid, signal);
  } catch {
    // It exited in the meantime.
  }
}

type Postmaster = {
  server: ChildProcess;
  exited: Promise<void>;
  /** Why the server ended, or undefined while it runs. */
  exitReason: () => string | undefined;
  log: () => string;
};

function launch(command: string, args: string[], dataDir: string): Postmaster {
  const server = spawn(command, args, {
    cwd: dataDir,
    detached: false,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  server.stderr.setEncoding('utf8');
  server.stderr.on('data', (chunk: string) => {
    log = (log + chunk).slice(-KEPT_LOG_CHARS);
  });
  let exitReason: string | undefined;
  const exited = new Promise<void>((resolve) => {
    server.once('exit', (code, signal) => {
      exitReason = signal === null ? `exit code ${code ?? 'unknown'}` : `signal ${signal}`;
      resolve();
    });
    server.once('error', (error) => {
      exitReason = error.message;
      resolve();
    });
  });
  return { server, exited, exitReason: () => exitReason, log: () => log };
}

async function waitUntilReady(url: string, postmaster: Postmaster): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await acceptsQueries(url))) {
    const exitReason = postmaster.exitReason();
    if (exitReason !== undefined) {
      throw new Error(`PostgreSQL stopped during start-up (${exitReason}):\n${postmaster.log()}`);
    }
    if (Date.now() > deadline) {
      throw new Error(
        `PostgreSQL did not accept connections within ${READY_TIMEOUT_MS / 1000} s:\n${postmaster.log()}`,
      );
    }
    await sleep(POLL_INTERVAL_MS);
  }
}

export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const binDir = findBinDir();
  if (binDir === undefined) {
    const looked = process.env.PG_BIN || `${DEFAULT_BIN_DIR} or pg_config --bindir`;
    throw new Error(`PostgreSQL server binaries (initdb, postgres) not found in ${looked}`);
  }
  const asRoot = process.getuid?.() === 0;
  const dataDir = await mkdtemp(join(tmpdir(), 'servicebereich-pg-'));
  try {
    if (asRoot) {
      const { uid, gid } = await postgresUserIds();
      await chown(dataDir, uid, gid);
    }
    const [initdb, initdbArgs] = commandFor(asRoot, join(binDir, 'initdb'), [
      '-D',
      dataDir,
      ...INITDB_OPTIONS,
    ]);
    await execFileAsync(initdb, initdbArgs, { cwd: dataDir });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }

  const port = await freePort();
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const [postgres, postgresArgs] = commandFor(asRoot, join(binDir, 'postgres'), [
    '-D',
    dataDir,
    '-p',
    String(port),
    '-k',
    dataDir,
    ...SERVER_SETTINGS.flatMap((setting) => ['-c', setting]),
  ]);
  let postmaster = launch(postgres, postgresArgs, dataDir);

  const stopPostmaster = async (signal: NodeJS.Signals): Promise<void> => {
    if (postmaster.exitReason() === undefined) signalServer(postmaster.server, dataDir, signal);
    await postmaster.exited;
  };
  const stopServer = async (signal: NodeJS.Signals): Promise<void> => {
    await stopPostmaster(signal);
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(url, postmaster);
  } catch (error) {
    // Immediate shutdown: a server that failed to start holds nothing worth a clean stop.
    await stopServer('SIGQUIT');
    throw error;
  }

  // If the run ends without stop(), the server must not outlive it.
  const stopOnExit = (): void => {
    if (postmaster.exitReason() === undefined) {
      signalServer(postmaster.server, dataDir, 'SIGQUIT');
    }
  };
  process.once('exit', stopOnExit);

  let stopping: Promise<void> | undefined;
  return {
    url,
    restart: async () => {
      await stopPostmaster('SIGINT');
      postmaster = launch(postgres, postgresArgs, dataDir);
      await waitUntilReady(url, postmaster);
    },
    stop: () => {
      process.removeListener('exit', stopOnExit);
      // SIGINT is PostgreSQL's fast shutdown: it ends open sessions instead of waiting for them.
      stopping ??= stopServer('SIGINT');
      return stopping;
    },
  };
}
