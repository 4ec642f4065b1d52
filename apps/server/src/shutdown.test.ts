import { once } from 'node:events';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { DokboxFile } from '@servicebereich/protocol';
import { describe, expect, it, vi } from 'vitest';
import { crashScene, interruptedUpload, untilStaging } from '../test/crash.ts';
import { depositStream, expectDepositsKept } from '../test/deposits.ts';
import { jpeg } from '../test/files.ts';
import { postgresUnavailable } from '../test/harness.ts';
import { RawConnection, rawRequest } from '../test/raw-http.ts';
import { loginSession, seedIn, type ServerProcess } from '../test/server-process.ts';
import { openDatabase } from './db/database.ts';

// SIGTERM, as a deployment or an orchestrator sends it: the server stops accepting, answers what
// is under way (an upload too) within the grace time, closes the database and exits 0.

const UPLOAD = 'Mode=MeinServicebereich&Function=AddDokboxFile';
const FIELDS = { date: '2026-10-03', name: 'Einzug', categoryId: '4', desc: '' };

/** An asset larger than the client's receive buffer, as long as the client reads nothing. */
const ASSET_BYTES = 512 * 1024;

/** SIGTERM, and the exit code once the process has ended and its output is read to the end. */
async function terminate(server: ServerProcess): Promise<number | null> {
  // 'exit' can come before the last lines on its pipes have been read; 'close' comes after.
  const exited = once(server.process, 'close') as Promise<[number | null]>;
  server.process.kill('SIGTERM');
  const [code] = await exited;
  return code;
}

function saidShutDown(server: ServerProcess): boolean {
  return server.lines.some((line) => line.includes('"msg":"shut down"'));
}

describe.skipIf(postgresUnavailable)('a server stopped with SIGTERM', () => {
  const scene = crashScene();

  /** A server on a fresh data folder whose web app has one large asset. */
  async function serverWithAsset(env: Record<string, string> = {}): Promise<ServerProcess> {
    const dataDir = await scene.dataDir();
    const webDistDir = path.join(dataDir, 'web');
    await mkdir(path.join(webDistDir, 'assets'), { recursive: true });
    await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><html></html>');
    await writeFile(path.join(webDistDir, 'assets', 'map-1a2b3c.js'), Buffer.alloc(ASSET_BYTES));
    return scene.start(dataDir, { WEB_DIST_DIR: webDistDir, ...env });
  }

  /**
   * Asks for the asset with `Connection: close` and reads nothing: Node hands the whole answer
   * to the kernel and closes its side, and the server holds that close back until the client
   * has the answer. Resolves once the server has logged the answer.
   */
  async function assetOnItsWay(server: ServerProcess): Promise<RawConnection> {
    const connection = await RawConnection.open(server.url);
    connection.socket.pause();
    await connection.write(
      'GET /assets/map-1a2b3c.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    await vi.waitFor(
      () => {
        expect(server.lines.some((line) => line.includes('"url":"/assets/map-1a2b3c.js"'))).toBe(
          true,
        );
      },
      { timeout: 20_000, interval: 5 },
    );
    return connection;
  }

  it('answers the requests under way, an upload too, and loses no acknowledged write across the restart', async () => {
    const dataDir = await scene.dataDir();
    const { customer, savings } = await seedIn(
      dataDir,
      async (factory) => {
        const owner = await factory.customer();
        return { customer: owner, savings: await factory.contract(owner, { kind: 'Ansparen' }) };
      },
      scene.database(dataDir),
    );
    const first = await scene.start(dataDir, { SHUTDOWN_GRACE_SECONDS: '30' });
    const session = await loginSession(first.url, customer.customerNumber, customer.password);
    const deposits = depositStream(first.url, session, savings.contractNumber);
    await vi.waitFor(
      () => {
        expect(deposits.acknowledged.length).toBeGreaterThanOrEqual(20);
      },
      { timeout: 60_000, interval: 5 },
    );
    // Half an upload is on the wire and the server at work on it when the signal comes; the rest
    // follows after it. The deposits under way then are answered; no new one is sent.
    let stopped: Promise<number | null> | undefined;
    let depositsDone: Promise<void> | undefined;
    const upload = interruptedUpload(
      first.url,
      session,
      UPLOAD,
      {
        fields: FIELDS,
        files: [{ name: 'umzug.jpg', data: await jpeg({ width: 900, height: 700 }) }],
      },
      0.5,
      async () => {
        await untilStaging(dataDir);
        stopped = terminate(first);
        depositsDone = deposits.stop();
      },
    );
    const answer = (await upload) as { Status: number; Result: DokboxFile[] };
    expect(answer.Status).toBe(200);
    expect(await stopped).toBe(0);
    await depositsDone;
    expect(saidShutDown(first)).toBe(true);
    // Every connection was closed once answered: the shutdown did not wait out its grace time.
    expect(first.lines.filter((line) => line.includes('grace time over'))).toEqual([]);

    // The next process goes on where this one stopped.
    const second = await scene.start(dataDir);
    const again = await loginSession(second.url, customer.customerNumber, customer.password);
    const more = depositStream(second.url, again, savings.contractNumber);
    await vi.waitFor(
      () => {
        expect(more.acknowledged.length).toBeGreaterThanOrEqual(5);
      },
      { timeout: 60_000, interval: 5 },
    );
    await more.stop();
    expect(await terminate(second)).toBe(0);

    const check = await openDatabase(scene.database(dataDir));
    try {
      await expectDepositsKept(check.db, savings, [...deposits.acknowledged, ...more.acknowledged]);
      const files = await check.db.selectFrom('dokbox_files').select('id').execute();
      expect(files.map((f) => f.id)).toEqual(answer.Result.map((f) => f.fileId));
    } finally {
      await check.close();
    }
  }, 120_000);

  it('closes what is still open after the grace time and exits', async () => {
    const dataDir = await scene.dataDir();
    const customer = await seedIn(
      dataDir,
      (factory) => factory.customer(),
      scene.database(dataDir),
    );
    const server = await scene.start(dataDir, { SHUTDOWN_GRACE_SECONDS: '1' });
    const session = await loginSession(server.url, customer.customerNumber, customer.password);
    let stopped: Promise<number | null> | undefined;
    // An upload whose second half never comes, the server at work on it.
    const upload = interruptedUpload(
      server.url,
      session,
      UPLOAD,
      { fields: FIELDS, files: [{ name: 'a.jpg', data: await jpeg({ width: 900, height: 700 }) }] },
      0.5,
      async () => {
        await untilStaging(dataDir);
        stopped = terminate(server);
        await new Promise<void>(() => {});
      },
    );
    expect(await upload).toBeNull();
    expect(await stopped).toBe(0);
    expect(server.lines.some((line) => line.includes('grace time over'))).toBe(true);
  }, 60_000);

  it('closes a kept-alive connection whose answer has arrived, says so and exits 0', async () => {
    const server = await scene.start(await scene.dataDir());
    const { status, connection } = await rawRequest(
      server.url,
      'GET /health/live HTTP/1.1\r\nHost: x\r\n\r\n',
    );
    expect(status).toBe(200);
    expect(await terminate(server)).toBe(0);
    expect(saidShutDown(server)).toBe(true);
    await connection.closed;
  }, 60_000);

  it('sends an answer still on its way to its client before it says it has shut down', async () => {
    const server = await serverWithAsset();
    const connection = await assetOnItsWay(server);
    const stopped = terminate(server);
    connection.socket.resume();
    const answer = await connection.answer();
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(ASSET_BYTES);
    expect(await stopped).toBe(0);
    expect(saidShutDown(server)).toBe(true);
  }, 60_000);

  it('resets a client that has not read its answer by the end of the grace time, then exits 0', async () => {
    const server = await serverWithAsset({ SHUTDOWN_GRACE_SECONDS: '1' });
    const connection = await assetOnItsWay(server);
    let reset = false;
    connection.socket.on('error', (error: NodeJS.ErrnoException) => {
      reset = error.code === 'ECONNRESET';
    });
    expect(await terminate(server)).toBe(0);
    expect(server.lines.some((line) => line.includes('grace time over'))).toBe(true);
    expect(saidShutDown(server)).toBe(true);
    connection.socket.resume();
    await connection.closed;
    expect(reset).toBe(true);
  }, 60_000);
});
