import { createHash } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DokboxFile } from '@servicebereich/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jpeg } from '../../test/files.ts';
import { createFactory } from '../../test/factory.ts';
import { multipartBody, testDatabase, type UploadFile } from '../../test/harness.ts';
import {
  createCustomerIn,
  loginSession,
  startServerProcess,
  type HttpSession,
  type ServerProcess,
} from '../../test/server-process.ts';
import { openDatabase } from '../db/database.ts';
import { diskBlobStore } from './blob-store.ts';

// The server is killed with SIGKILL in the middle of a 10-file upload; after a restart there is
// no partial file, no orphan row, and the DokBox lists exactly what was acknowledged.

const FIELDS = { date: '2026-10-03', name: 'Einzug', categoryId: '4', desc: '' };

/** Sends the upload; calls `midway` once `share` of the body is on the wire. */
function upload(
  url: string,
  session: HttpSession,
  files: UploadFile[],
  share: number,
  midway: () => Promise<void>,
): Promise<unknown> {
  const { body, contentType } = multipartBody(FIELDS, files, 'file');
  return new Promise((resolve) => {
    const req = request(
      `${url}/api?Mode=MeinServicebereich&Function=AddDokboxFile`,
      {
        method: 'POST',
        headers: {
          cookie: session.cookie,
          'x-csrf-token': session.csrfToken,
          'content-type': contentType,
          'content-length': body.length,
        },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => resolve(JSON.parse(text)));
        res.on('error', () => resolve(null));
      },
    );
    req.on('error', () => resolve(null));
    const cut = Math.floor(body.length * share);
    req.write(body.subarray(0, cut), () => {
      void midway().then(() => req.end(body.subarray(cut)));
    });
  });
}

async function listFiles(url: string, session: HttpSession): Promise<string[]> {
  const answer = await fetch(`${url}/api?Mode=MeinServicebereich&Function=GetDokboxFiles`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
  });
  const { Result } = (await answer.json()) as { Result: { groups: { files: DokboxFile[] }[] } };
  return Result.groups.flatMap((g) => g.files.map((f) => f.fileId)).sort();
}

/** The files in the blob folder (each named by its content hash). */
async function blobFiles(dataDir: string): Promise<Dirent[]> {
  const entries = await readdir(path.join(dataDir, 'files', 'blobs'), {
    recursive: true,
    withFileTypes: true,
  });
  return entries.filter((e) => e.isFile());
}

describe.skipIf(testDatabase === 'postgres')('a crash in the middle of an upload', () => {
  const started: ServerProcess[] = [];
  let dataDir = '';

  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.kill()));
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['while the body arrives', 0.5],
    ['after the body arrived, while the files are stored', 1],
  ])(
    'leaves no partial file and no orphan row when killed %s',
    async (_label, share) => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-crash-'));
      const customer = await createCustomerIn(dataDir);

      const first = await startServerProcess({ DATA_DIR: dataDir });
      started.push(first);
      const session = await loginSession(first.url, customer.customerNumber, customer.password);

      const acknowledged = (await upload(
        first.url,
        session,
        [{ name: 'vorher.jpg', data: await jpeg({ width: 100, height: 80 }) }],
        1,
        () => Promise.resolve(),
      )) as { Result: DokboxFile[] };
      const acknowledgedIds = acknowledged.Result.map((f) => f.fileId);

      const photos = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => ({
          name: `foto-${i}.jpg`,
          data: await jpeg({ width: 1200 + i, height: 900 }),
        })),
      );
      const staging = path.join(dataDir, 'files', 'tmp');
      const interrupted = upload(first.url, session, photos, share, async () => {
        await vi.waitFor(
          async () => {
            if (share === 1) {
              // The whole body is there; the first of the 20 new blobs (10 photos re-encoded, 10
              // thumbnails) on disk means the server is in the middle of storing them.
              expect((await blobFiles(dataDir)).length).toBeGreaterThan(2);
            } else {
              // Half the body is sent: the server has staging files on disk.
              expect((await readdir(staging)).length).toBeGreaterThan(0);
            }
          },
          { timeout: 30_000, interval: 2 },
        );
        await first.kill();
      });
      expect(await interrupted).toBeNull();
      // The kill did leave work behind: staging files, or blobs beyond the first upload's two.
      const staged = await readdir(path.join(dataDir, 'files', 'tmp'));
      expect(staged.length + (await blobFiles(dataDir)).length).toBeGreaterThan(2);

      const second = await startServerProcess({ DATA_DIR: dataDir });
      started.push(second);
      const again = await loginSession(second.url, customer.customerNumber, customer.password);
      expect(await listFiles(second.url, again)).toEqual(acknowledgedIds.sort());

      expect(await readdir(path.join(dataDir, 'files', 'tmp'))).toEqual([]);
      const blobsAfter = await blobFiles(dataDir);
      const check = await openDatabase({
        kind: 'sqlite',
        file: path.join(dataDir, 'servicebereich.sqlite'),
      });
      try {
        const blobRows = (await check.db.selectFrom('blobs').select('hash').execute()).map(
          (r) => r.hash,
        );
        // Every file on disk is whole (its content hashes to its name) and named by a row.
        for (const entry of blobsAfter) {
          const content = await readFile(path.join(entry.parentPath, entry.name));
          expect(createHash('sha256').update(content).digest('hex')).toBe(entry.name);
          expect(blobRows).toContain(entry.name);
        }
        // Every row names a file on disk.
        const named = await check.db
          .selectFrom('dokbox_files')
          .select(['blob_hash', 'thumb_hash'])
          .execute();
        expect(named).toHaveLength(1);
        for (const row of named) {
          for (const hash of [row.blob_hash, row.thumb_hash]) {
            expect(blobsAfter.map((e) => e.name)).toContain(hash);
          }
        }
        expect(blobRows.sort()).toEqual(blobsAfter.map((e) => e.name).sort());
      } finally {
        await check.close();
      }
    },
    120_000,
  );
});

describe.skipIf(testDatabase === 'postgres')('a crash under a stream of bookings', () => {
  let server: ServerProcess | undefined;
  let dataDir = '';

  afterEach(async () => {
    await server?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('loses no acknowledged deposit and books none twice', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-crash-'));
    const database = await openDatabase({
      kind: 'sqlite',
      file: path.join(dataDir, 'servicebereich.sqlite'),
    });
    const factory = createFactory(database.db, await diskBlobStore(path.join(dataDir, 'files')));
    const customer = await factory.customer();
    const savings = await factory.contract(customer, { kind: 'Ansparen' });
    await database.close();

    server = await startServerProcess({ DATA_DIR: dataDir });
    const session = await loginSession(server.url, customer.customerNumber, customer.password);
    const url = `${server.url}/api?Mode=MeinServicebereich&Function=Einzahlung`;
    const acknowledged: number[] = [];
    let next = 1;
    let killed = false;
    // Four deposits in flight at any time, each of its own amount, until the kill.
    const streams = Array.from({ length: 4 }, async () => {
      while (!killed) {
        const euros = next++;
        try {
          const answer = await fetch(url, {
            method: 'POST',
            headers: {
              cookie: session.cookie,
              'x-csrf-token': session.csrfToken,
              'content-type': 'application/x-www-form-urlencoded',
            },
            body: new URLSearchParams({
              vertragsnummer: savings.contractNumber,
              betrag: `${euros},00`,
              confirmation: 'true',
            }).toString(),
          });
          const body = (await answer.json()) as { Status: number };
          if (body.Status === 200) acknowledged.push(euros * 100);
        } catch {
          // The kill cut this call off: it was never acknowledged.
        }
      }
    });
    await vi.waitFor(
      () => {
        expect(acknowledged.length).toBeGreaterThanOrEqual(40);
      },
      { timeout: 60_000, interval: 5 },
    );
    killed = true;
    await server.kill();
    await Promise.all(streams);

    const check = await openDatabase({
      kind: 'sqlite',
      file: path.join(dataDir, 'servicebereich.sqlite'),
    });
    try {
      const booked = (
        await check.db
          .selectFrom('contract_transactions')
          .select('amount_cents')
          .where('contract_number', '=', savings.contractNumber)
          .execute()
      ).map((r) => r.amount_cents);
      for (const amount of acknowledged) expect(booked).toContain(amount);
      expect(new Set(booked).size).toBe(booked.length);
      // The balance is the opening balance plus exactly the bookings kept.
      const contract = await check.db
        .selectFrom('contracts')
        .select('details_json')
        .where('contract_number', '=', savings.contractNumber)
        .executeTakeFirstOrThrow();
      const { Balance } = JSON.parse(contract.details_json) as { Balance: number };
      expect(Balance).toBe(
        (savings.details.Balance ?? 0) + booked.reduce((sum, amount) => sum + amount, 0),
      );
    } finally {
      await check.close();
    }
  }, 120_000);
});
