import { once } from 'node:events';
import type { DokboxFile } from '@servicebereich/protocol';
import { describe, expect, it, vi } from 'vitest';
import { crashScene, interruptedUpload } from '../test/crash.ts';
import { depositStream, expectDepositsKept } from '../test/deposits.ts';
import { jpeg } from '../test/files.ts';
import { postgresUnavailable } from '../test/harness.ts';
import { loginSession, seedIn, type ServerProcess } from '../test/server-process.ts';
import { openDatabase } from './db/database.ts';

// SIGTERM, as a deployment or an orchestrator sends it: the server stops accepting, answers what
// is under way (an upload too) within the grace time, closes the database and exits 0.

const UPLOAD = 'Mode=MeinServicebereich&Function=AddDokboxFile';
const FIELDS = { date: '2026-10-03', name: 'Einzug', categoryId: '4', desc: '' };

/** SIGTERM, and the exit code once the process has ended and its output is read to the end. */
async function terminate(server: ServerProcess): Promise<number | null> {
  // 'exit' can come before the last lines on its pipes have been read; 'close' comes after.
  const exited = once(server.process, 'close') as Promise<[number | null]>;
  server.process.kill('SIGTERM');
  const [code] = await exited;
  return code;
}

describe.skipIf(postgresUnavailable)('a server stopped with SIGTERM', () => {
  const scene = crashScene();

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
    // Half an upload is on the wire when the signal comes; the rest follows after it. The
    // deposits under way then are answered; no new one is sent.
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
      () => {
        stopped = terminate(first);
        depositsDone = deposits.stop();
        return Promise.resolve();
      },
    );
    const answer = (await upload) as { Status: number; Result: DokboxFile[] };
    expect(answer.Status).toBe(200);
    expect(await stopped).toBe(0);
    await depositsDone;
    expect(first.lines.some((line) => line.includes('"msg":"shut down"'))).toBe(true);

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
    // An upload whose second half never comes.
    const upload = interruptedUpload(
      server.url,
      session,
      UPLOAD,
      { fields: FIELDS, files: [{ name: 'a.jpg', data: await jpeg() }] },
      0.5,
      () => {
        stopped = terminate(server);
        return new Promise<void>(() => {});
      },
    );
    expect(await upload).toBeNull();
    expect(await stopped).toBe(0);
    expect(server.lines.some((line) => line.includes('grace time over'))).toBe(true);
  }, 60_000);
});
