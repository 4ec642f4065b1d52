import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { openDatabase, type DatabaseTarget } from '../src/db/database.ts';
import { diskBlobStore } from '../src/files/blob-store.ts';
import { createFactory, type Factory, type FactoryCustomer } from './factory.ts';

// The real server as a process of its own, for what only shows in one: a crash, a kill, a socket.

const MAIN = path.join(import.meta.dirname, '..', 'src', 'main.ts');

export type ServerProcess = {
  process: ChildProcess;
  url: string;
  /** Every line the process wrote so far (pino's lines, and anything on stderr). */
  lines: string[];
  running: () => boolean;
  /** Ends the process with SIGKILL, as a crash would; resolves once it has exited. */
  kill: () => Promise<void>;
};

/** The SQLite database a server started on a data folder keeps its rows in. */
export function sqliteIn(dataDir: string): DatabaseTarget {
  return { kind: 'sqlite', file: path.join(dataDir, 'servicebereich.sqlite') };
}

/**
 * Writes test data into the database of a data folder (its SQLite file unless `target` names
 * another), before the server starts on it.
 */
export async function seedIn<T>(
  dataDir: string,
  seed: (factory: Factory) => Promise<T>,
  target: DatabaseTarget = sqliteIn(dataDir),
): Promise<T> {
  const database = await openDatabase(target);
  try {
    return await seed(createFactory(database.db, await diskBlobStore(path.join(dataDir, 'files'))));
  } finally {
    await database.close();
  }
}

/** A customer in the SQLite database of a data folder, before the server starts on it. */
export function createCustomerIn(dataDir: string): Promise<FactoryCustomer> {
  return seedIn(dataDir, (factory) => factory.customer());
}

/**
 * Starts `main.ts` on a free port with the given environment (DATA_DIR at least), without demo
 * data, and resolves once it says it is listening. The log is JSON (NODE_ENV=test) at level info
 * unless the environment says otherwise.
 */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  // A test that times out during the start never gets to kill it; the test process's end does.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.removeListener('exit', killOnExit));
  const running = () => child.exitCode === null && child.signalCode === null;
  const kill = async () => {
    if (!running()) return;
    child.kill('SIGKILL');
    await exited;
  };
  const lines: string[] = [];
  const listening = new Promise<string>((resolve, reject) => {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => {
        lines.push(line);
        const url = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line)?.[1];
        if (url !== undefined) resolve(url);
      });
    }
    const ended = () => {
      reject(new Error(`the server ended before it listened:\n${lines.join('\n')}`));
    };
    void exited.then(ended, ended);
  });
  try {
    return { process: child, url: await listening, lines, running, kill };
  } catch (error) {
    await kill();
    throw error;
  }
}
export type HttpAnswer = { status: number; body: unknown };

/** A logged-in session as a client keeps it: the cookie and the CSRF token. */
export type HttpSession = { cookie: string; csrfToken: string };

async function post(
  url: string,
  query: string,
  form: Record<string, string>,
  session?: HttpSession,
): Promise<HttpAnswer & { cookie: string | undefined }> {
  const response = await fetch(`${url}/api?${query}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(session === undefined
        ? {}
        : { cookie: session.cookie, 'x-csrf-token': session.csrfToken }),
    },
    body: new URLSearchParams(form).toString(),
  });
  return {
    status: response.status,
    body: await response.json(),
    cookie: response.headers.get('set-cookie')?.split(';')[0],
  };
}

/** A POST call without a session, as a first visit makes it. */
export async function callOverHttp(url: string, mode: string, fn: string): Promise<HttpAnswer> {
  const { status, body } = await post(url, `Mode=${mode}&Function=${fn}`, {});
  return { status, body };
}

function csrfToken(answer: HttpAnswer): string {
  return (answer.body as { Result: { CSRFToken: string } }).Result.CSRFToken;
}

/** Logs the customer in through the API, as the app does. */
export async function loginSession(
  url: string,
  customerNumber: string,
  password: string,
): Promise<HttpSession> {
  const first = await post(url, 'Mode=General&Function=GetCSRFToken', {});
  const login = await post(
    url,
    'Mode=MeinServicebereich&Function=Login',
    { verfuegernummer: customerNumber, passwort: password },
    { cookie: first.cookie ?? '', csrfToken: csrfToken(first) },
  );
  if (login.status !== 200 || login.cookie === undefined) {
    throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  }
  return { cookie: login.cookie, csrfToken: csrfToken(login) };
}

/** Logs the customer in; the returned function makes POST calls in that session. */
export async function loginOverHttp(
  url: string,
  customerNumber: string,
  password: string,
): Promise<(mode: string, fn: string, form: Record<string, string>) => Promise<HttpAnswer>> {
  const session = await loginSession(url, customerNumber, password);
  return async (mode, fn, form) => {
    const { status, body } = await post(url, `Mode=${mode}&Function=${fn}`, form, session);
    return { status, body };
  };
}
