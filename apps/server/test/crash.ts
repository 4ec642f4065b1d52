import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, expect, vi } from 'vitest';
import { openDatabase, type Database, type DatabaseTarget } from '../src/db/database.ts';
import { removeOrphans } from '../src/files/blob-repository.ts';
import { diskBlobStore, type BlobStore } from '../src/files/blob-store.ts';
import { s3BlobStore } from '../src/files/s3-blob-store.ts';
import { jpeg } from './files.ts';
import { createTestDatabase, multipartBody, testDatabase, type UploadFile } from './harness.ts';
import {
  loginSession,
  sqliteIn,
  startServerProcess,
  type HttpSession,
  type ServerProcess,
} from './server-process.ts';
import type { TestS3 } from './s3.ts';

// What the tests that kill the server in the middle of an upload share: an upload that can be
// held at a point of its body, the moment to kill it, and the check of the blob store after.

/**
 * Sends a multipart call (`query` is its `Mode=…&Function=…`); calls `midway` once `share` of the
 * body is on the wire and sends the rest after it. Resolves with the answer, or null when the
 * connection broke.
 */
export function interruptedUpload(
  url: string,
  session: HttpSession,
  query: string,
  upload: { fields: Record<string, string>; files: UploadFile[] },
  share: number,
  midway: () => Promise<void>,
): Promise<unknown> {
  const { body, contentType } = multipartBody(upload.fields, upload.files, 'file');
  return new Promise((resolve) => {
    const req = request(
      `${url}/api?${query}`,
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

/** The hashes of the blobs in a store. */
async function blobHashes(store: BlobStore): Promise<string[]> {
  const hashes: string[] = [];
  for await (const { hash } of store.list()) hashes.push(hash);
  return hashes;
}

/**
 * Waits until the server on `dataDir` is at work on an upload whose body was cut off midway: a
 * staging file is on disk. Until then its connection may still wait in the kernel's queue, where
 * a server that stops listening refuses it.
 */
export async function untilStaging(dataDir: string): Promise<void> {
  const staging = path.join(dataDir, 'files', 'tmp');
  await vi.waitFor(
    async () => {
      expect((await readdir(staging)).length).toBeGreaterThan(0);
    },
    { timeout: 30_000, interval: 2 },
  );
}

/**
 * Waits until the server is at work on an upload: with half its body sent (`share` < 1), until
 * a staging file is on disk; with all of it, until there are more blobs than `blobsBefore`.
 */
async function untilStoring(
  dataDir: string,
  store: BlobStore,
  share: number,
  blobsBefore: number,
): Promise<void> {
  if (share < 1) {
    await untilStaging(dataDir);
    return;
  }
  await vi.waitFor(
    async () => {
      expect((await blobHashes(store)).length).toBeGreaterThan(blobsBefore);
    },
    { timeout: 30_000, interval: 2 },
  );
}

/** The kill left work behind: staging files, or blobs beyond the `blobsBefore` acknowledged. */
async function expectWorkLeftBehind(
  dataDir: string,
  store: BlobStore,
  blobsBefore: number,
): Promise<void> {
  const staged = await readdir(path.join(dataDir, 'files', 'tmp'));
  expect(staged.length + (await blobHashes(store)).length).toBeGreaterThan(blobsBefore);
}

/**
 * After a restart: no staging file, every blob in the store whole (its content hashes to its
 * name) and named by a blob row, every row named by a blob; then `check` on the data folder's
 * database (its SQLite file unless `target` names another), given the hashes in the store.
 */
export async function expectBlobStoreWhole(
  dataDir: string,
  store: BlobStore,
  check: (db: Database['db'], stored: string[]) => Promise<void>,
  target: DatabaseTarget = sqliteIn(dataDir),
): Promise<void> {
  const database = await openDatabase(target);
  try {
    if (target.kind === 'postgres') {
      // A start on PostgreSQL leaves what is younger than an hour, as another server process
      // may be between its rename and its commit (011); the start an hour later removes it.
      await removeOrphans(database.db, store, Date.now());
    }
    expect(await readdir(path.join(dataDir, 'files', 'tmp'))).toEqual([]);
    const stored = await blobHashes(store);
    const blobRows = (await database.db.selectFrom('blobs').select('hash').execute()).map(
      (r) => r.hash,
    );
    for (const hash of stored) {
      const content = await store.read(hash);
      expect(createHash('sha256').update(content).digest('hex')).toBe(hash);
      expect(blobRows).toContain(hash);
    }
    expect(blobRows.sort()).toEqual([...stored].sort());
    await check(database.db, stored);
  } finally {
    await database.close();
  }
}

/** Where an upload is killed: the share of its body sent before. */
export const CRASH_POINTS = [
  ['while the body arrives', 0.5],
  ['after the body arrived, while the files are stored', 1],
] as const;

/**
 * For each test of a describe block: fresh data folders and server processes on them, killed
 * and removed after the test. A server keeps its rows in the SQLite file of its data folder, or
 * in the PostgreSQL run in a database of its own (`database` names it for seeding and checks).
 * With `s3()`, the servers keep their files in that bucket, each data folder under a prefix of
 * its own.
 */
export function crashScene(s3?: () => TestS3) {
  const started: ServerProcess[] = [];
  const folders: string[] = [];
  const databases = new Map<string, Database & { target: DatabaseTarget }>();
  afterEach(async () => {
    await Promise.all(started.splice(0).map((server) => server.kill()));
    await Promise.all([...databases.values()].map((database) => database.close()));
    databases.clear();
    await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  const database = (dataDir: string): DatabaseTarget =>
    databases.get(dataDir)?.target ?? sqliteIn(dataDir);
  const prefix = (dataDir: string) => `${path.basename(dataDir)}/`;
  const start = async (
    dataDir: string,
    env: Record<string, string> = {},
  ): Promise<ServerProcess> => {
    const target = database(dataDir);
    const server = await startServerProcess({
      ...(target.kind === 'postgres' ? { DATABASE_URL: target.url } : {}),
      DATA_DIR: dataDir,
      ...(s3 === undefined ? {} : { ...s3().env, S3_PREFIX: prefix(dataDir) }),
      ...env,
    });
    started.push(server);
    return server;
  };
  /** The blob store the servers on `dataDir` use. */
  const store = (dataDir: string): Promise<BlobStore> =>
    s3 === undefined
      ? diskBlobStore(path.join(dataDir, 'files'))
      : s3BlobStore(
          { ...s3().settings, prefix: prefix(dataDir) },
          path.join(dataDir, 'files', 'tmp'),
        );
  return {
    store,
    dataDir: async (): Promise<string> => {
      const dir = await mkdtemp(path.join(tmpdir(), 'servicebereich-crash-'));
      folders.push(dir);
      if (testDatabase === 'postgres') databases.set(dir, await createTestDatabase());
      return dir;
    },
    database,
    start,
    /**
     * On a server started on `dataDir`: one small photo uploaded whole (acknowledged), then 10
     * photos cut off by a SIGKILL at `share` of the body, then the server started again.
     * Resolves with the first answer and the restarted server with the customer's new session.
     */
    async killMidUpload(
      dataDir: string,
      customer: { customerNumber: string; password: string },
      call: { query: string; fields: Record<string, string> },
      share: number,
    ): Promise<{ acknowledged: unknown; url: string; session: HttpSession }> {
      const first = await start(dataDir);
      const session = await loginSession(first.url, customer.customerNumber, customer.password);
      const send = (files: UploadFile[], midway: () => Promise<void>, at = 1) =>
        interruptedUpload(
          first.url,
          session,
          call.query,
          { fields: call.fields, files },
          at,
          midway,
        );
      const acknowledged = await send(
        [{ name: 'vorher.jpg', data: await jpeg({ width: 100, height: 80 }) }],
        () => Promise.resolve(),
      );
      const blobs = await store(dataDir);
      const blobsBefore = (await blobHashes(blobs)).length;
      const photos = await Promise.all(
        Array.from({ length: 10 }, async (_, i) => ({
          name: `foto-${String(i)}.jpg`,
          data: await jpeg({ width: 1200 + i, height: 900 }),
        })),
      );
      const interrupted = send(
        photos,
        async () => {
          await untilStoring(dataDir, blobs, share, blobsBefore);
          await first.kill();
        },
        share,
      );
      expect(await interrupted).toBeNull();
      await expectWorkLeftBehind(dataDir, blobs, blobsBefore);

      const second = await start(dataDir);
      const again = await loginSession(second.url, customer.customerNumber, customer.password);
      return { acknowledged, url: second.url, session: again };
    },
  };
}
