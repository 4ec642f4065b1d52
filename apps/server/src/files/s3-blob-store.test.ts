import { createHash } from 'node:crypto';
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import type { DokboxFile } from '@servicebereich/protocol';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HTML_AS_PDF, jpeg, pdf } from '../../test/files.ts';
import {
  captureLog,
  createTestApp,
  mentions,
  postgresUnavailable,
  type TestApp,
} from '../../test/harness.ts';
import { startS3, type TestS3 } from '../../test/s3.ts';
import { removeOrphans, sweepBlobs } from './blob-repository.ts';
import { diskBlobStore, putBlob, type BlobStore } from './blob-store.ts';
import { s3BlobStore } from './s3-blob-store.ts';

const FIELDS = { date: '2026-10-03', name: 'Wasserschaden Küche', categoryId: '4', desc: '' };
const SWEEP_DELAY_MS = 60_000;

async function hashes(store: BlobStore): Promise<string[]> {
  const found: string[] = [];
  for await (const { hash } of store.list()) found.push(hash);
  return found.sort();
}

describe.skipIf(postgresUnavailable)(
  'files in an S3-compatible bucket',
  { timeout: 30_000 },
  () => {
    let s3: TestS3;
    const folders: string[] = [];
    beforeAll(async () => {
      s3 = await startS3();
    });
    afterAll(async () => {
      await s3.close();
    });
    afterEach(async () => {
      await Promise.all(folders.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
    });

    const folder = async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'servicebereich-staging-'));
      folders.push(dir);
      return dir;
    };
    /** A store of its own in the shared bucket: each test under a prefix of its own. */
    const store = async (prefix: string) =>
      s3BlobStore({ ...s3.settings, prefix: `${prefix}/` }, await folder());

    it('keeps a blob under its hash, whole, and lets it go', async () => {
      const blobs = await store('contract');
      const data = Buffer.from('Polizze Haushalt 2026');
      const before = Date.now();
      const { hash } = await putBlob(blobs, data);
      expect(hash).toBe(createHash('sha256').update(data).digest('hex'));
      expect(await blobs.read(hash)).toEqual(data);
      expect(await text(blobs.open(hash))).toBe('Polizze Haushalt 2026');
      expect(await blobs.writtenAt(hash)).toBeGreaterThanOrEqual(before);
      expect(await hashes(blobs)).toEqual([hash]);
      await blobs.check();

      await blobs.remove(hash);
      expect(await hashes(blobs)).toEqual([]);
      expect(await blobs.writtenAt(hash)).toBeNull();
      // A missing blob fails its stream as a missing file does, after the stream was handed out.
      await expect(text(blobs.open(hash))).rejects.toThrow();
      await expect(blobs.read(hash)).rejects.toThrow();
    });

    it('leaves nothing in staging once a blob is stored', async () => {
      const staging = await folder();
      const blobs = await s3BlobStore({ ...s3.settings, prefix: 'staging/' }, staging);
      await putBlob(blobs, Buffer.from('a'));
      expect(await readdir(staging)).toEqual([]);
    });

    it('says it is not ready when its bucket is missing', async () => {
      const blobs = await s3BlobStore({ ...s3.settings, bucket: 'no-such-bucket' }, await folder());
      await expect(blobs.check()).rejects.toThrow();
    });

    describe('behind the app', () => {
      let t: TestApp;
      let log: ReturnType<typeof captureLog>;
      afterEach(async () => {
        await t.close();
      });

      const start = async (prefix: string) => {
        log = captureLog();
        t = await createTestApp(
          { logLevel: 'info', blobStore: { kind: 's3', ...s3.settings, prefix: `${prefix}/` } },
          { logStream: log.stream },
        );
        const customer = await t.factory.customer();
        const client = t.client();
        await client.login(customer.customerNumber, customer.password);
        return client;
      };

      it('stores uploads in the bucket, serves them from there, and sweeps what was deleted', async () => {
        const client = await start('app');
        const invoicePdf = await pdf();
        const answer = await client.upload('addDokboxFile', FIELDS, [
          { name: 'küche.jpg', data: await jpeg({ width: 640, height: 480 }) },
          { name: 'Rechnung.pdf', data: invoicePdf },
        ]);
        expect(answer.body.Status).toBe(200);
        const [image, invoice] = answer.body.Result as DokboxFile[];
        // Two files, two thumbnails, nothing on the local disk but the empty staging folder.
        expect(await hashes(t.blobs)).toHaveLength(4);
        expect(await readdir(path.join(t.dataDir, 'files'))).toEqual(['tmp']);

        const shown = await client.raw({
          method: 'GET',
          query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${invoice?.fileId ?? ''}`,
        });
        expect(shown.response.headers['content-type']).toBe('application/pdf');
        expect(shown.response.rawPayload).toEqual(invoicePdf);

        await client.call('deleteDokboxFile', { fileId: image?.fileId ?? '' });
        await sweepBlobs(t.db, t.blobs, Date.now() + SWEEP_DELAY_MS);
        expect(await hashes(t.blobs)).toHaveLength(2);
        // The store's credentials never reach the log.
        expect(mentions(log.text(), s3.settings.credentials?.secretAccessKey ?? '')).toBe(false);
      });

      it('removes at a start an object no row names, even one stored within the listed second', async () => {
        const client = await start('orphans');
        const answer = await client.upload('addDokboxFile', FIELDS, [
          { name: 'küche.jpg', data: await jpeg() },
        ]);
        expect(answer.body.Status).toBe(200);
        const named = await hashes(t.blobs);
        // Left by a crash between storing and committing, a moment ago: the listing rounds its
        // time up to the end of its second, which is after this start.
        const { hash: orphan } = await putBlob(t.blobs, Buffer.from('abgebrochener Upload'));
        await removeOrphans(t.db, t.blobs, Date.now());
        expect(await hashes(t.blobs)).toEqual(named);
        expect(await t.blobs.writtenAt(orphan)).toBeNull();
      });

      it('keeps nothing of an upload with one bad file, no row and no object', async () => {
        const client = await start('refused');
        const answer = await client.upload('addDokboxFile', FIELDS, [
          { name: 'küche.jpg', data: await jpeg() },
          { name: 'rechnung.pdf', data: HTML_AS_PDF },
        ]);
        expect(answer.body.Errors).toHaveProperty('file');
        expect(await t.db.selectFrom('dokbox_files').select('id').execute()).toEqual([]);
        // The photo was stored before the PDF was refused; the sweep takes it away.
        await sweepBlobs(t.db, t.blobs, Date.now() + SWEEP_DELAY_MS);
        expect(await hashes(t.blobs)).toEqual([]);
      });
    });

    it('takes over the files of a disk store, as the admin command does', async () => {
      const { copyBlobs } = await import('../admin/blobs-command.ts');
      const root = await folder();
      const disk = await diskBlobStore(root);
      const stored = [
        await putBlob(disk, Buffer.from('erste Datei')),
        await putBlob(disk, Buffer.from('zweite Datei')),
      ];
      const bucket = await store('moved');
      const lines: string[] = [];
      const first = await copyBlobs(disk, bucket, (line) => lines.push(line));
      expect(first).toEqual({ copied: 2, present: 0 });
      expect(await hashes(bucket)).toEqual(stored.map((s) => s.hash).sort());
      // Run again after an interruption: what is there already is left alone.
      await writeFile(path.join(root, 'unrelated.txt'), 'x');
      expect(await copyBlobs(disk, bucket, (line) => lines.push(line))).toEqual({
        copied: 0,
        present: 2,
      });
    });
  },
);
