import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { DokboxFile } from '@servicebereich/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { jpeg } from '../../test/files.ts';
import { createFactory } from '../../test/factory.ts';
import { multipartBody, testDatabase, type UploadFile } from '../../test/harness.ts';
import { openDatabase } from '../db/database.ts';
import { diskBlobStore } from './blob-store.ts';

// The server is killed with SIGKILL in the middle of a 10-file upload; after a restart there is
// no partial file, no orphan row, and the DokBox lists exactly what was acknowledged.

const MAIN = path.join(import.meta.dirname, '..', 'main.ts');

async function freePort(): Promise<number> {
  const probe = createServer().listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  return typeof address === 'object' && address !== null ? address.port : 0;
}

type Server = { process: ChildProcess; url: string };

async function startServer(dataDir: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
    },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 200; i++) {
    try {
      await fetch(`${url}/api?Mode=General&Function=GetCSRFToken`, { method: 'POST' });
      return { process: child, url };
    } catch {
      await sleep(50);
    }
  }
  throw new Error('the server did not start');
}

async function kill(server: Server): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = once(server.process, 'exit');
  server.process.kill('SIGKILL');
  await exited;
}

type Session = { cookie: string; token: string };

async function login(url: string, customerNumber: string, password: string): Promise<Session> {
  const first = await fetch(`${url}/api?Mode=General&Function=GetCSRFToken`, { method: 'POST' });
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  const { Result } = (await first.json()) as { Result: { CSRFToken: string } };
  const answer = await fetch(`${url}/api?Mode=MeinServicebereich&Function=Login`, {
    method: 'POST',
    headers: {
      cookie,
      'x-csrf-token': Result.CSRFToken,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ verfuegernummer: customerNumber, passwort: password }).toString(),
  });
  const body = (await answer.json()) as { Result: { CSRFToken: string } };
  return {
    cookie: (answer.headers.get('set-cookie') ?? '').split(';')[0] ?? '',
    token: body.Result.CSRFToken,
  };
}

const FIELDS = { date: '2026-10-03', name: 'Einzug', categoryId: '4', desc: '' };

/** Sends the upload; calls `midway` once `share` of the body is on the wire. */
function upload(
  url: string,
  session: Session,
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
          'x-csrf-token': session.token,
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

async function listFiles(url: string, session: Session): Promise<string[]> {
  const answer = await fetch(`${url}/api?Mode=MeinServicebereich&Function=GetDokboxFiles`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf-token': session.token },
  });
  const { Result } = (await answer.json()) as { Result: { groups: { files: DokboxFile[] }[] } };
  return Result.groups.flatMap((g) => g.files.map((f) => f.fileId)).sort();
}

describe.skipIf(testDatabase === 'postgres')('a crash in the middle of an upload', () => {
  const started: Server[] = [];
  let dataDir = '';

  afterEach(async () => {
    await Promise.all(started.splice(0).map(kill));
    await rm(dataDir, { recursive: true, force: true });
  });

  it.each([
    ['while the body arrives', 0.5],
    ['after the body arrived, while the files are stored', 1],
  ])(
    'leaves no partial file and no orphan row when killed %s',
    async (_label, share) => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-crash-'));
      const database = await openDatabase({
        kind: 'sqlite',
        file: path.join(dataDir, 'servicebereich.sqlite'),
      });
      const factory = createFactory(database.db, await diskBlobStore(path.join(dataDir, 'files')));
      const customer = await factory.customer();
      await database.close();

      const port = await freePort();
      const first = await startServer(dataDir, port);
      started.push(first);
      const session = await login(first.url, customer.customerNumber, customer.password);

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
        if (share === 1) {
          // The whole body is there: give the server a moment to be in the middle of storing.
          await sleep(150);
        } else {
          // Half the body is sent: wait until the server has staging files on disk.
          for (let i = 0; i < 100 && (await readdir(staging)).length === 0; i++) await sleep(20);
        }
        await kill(first);
      });
      expect(await interrupted).toBeNull();
      // The kill did leave work behind: staging files, or blobs beyond the first upload's two.
      const staged = await readdir(path.join(dataDir, 'files', 'tmp'));
      const blobsBefore = (
        await readdir(path.join(dataDir, 'files', 'blobs'), {
          recursive: true,
          withFileTypes: true,
        })
      ).filter((e) => e.isFile());
      expect(staged.length + blobsBefore.length).toBeGreaterThan(2);

      const second = await startServer(dataDir, port);
      started.push(second);
      const again = await login(second.url, customer.customerNumber, customer.password);
      expect(await listFiles(second.url, again)).toEqual(acknowledgedIds.sort());

      expect(await readdir(path.join(dataDir, 'files', 'tmp'))).toEqual([]);
      const blobFiles = (
        await readdir(path.join(dataDir, 'files', 'blobs'), {
          recursive: true,
          withFileTypes: true,
        })
      ).filter((e) => e.isFile());
      const check = await openDatabase({
        kind: 'sqlite',
        file: path.join(dataDir, 'servicebereich.sqlite'),
      });
      try {
        const blobRows = (await check.db.selectFrom('blobs').select('hash').execute()).map(
          (r) => r.hash,
        );
        // Every file on disk is whole (its content hashes to its name) and named by a row.
        for (const entry of blobFiles) {
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
            expect(blobFiles.map((e) => e.name)).toContain(hash);
          }
        }
        expect(blobRows.sort()).toEqual(blobFiles.map((e) => e.name).sort());
      } finally {
        await check.close();
      }
    },
    60_000,
  );
});
