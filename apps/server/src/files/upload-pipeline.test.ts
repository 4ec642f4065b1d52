import { createHash } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CALLS } from '@servicebereich/protocol';
import pino from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testDatabase } from '../../test/harness.ts';
import { jpeg } from '../../test/files.ts';
import { diskBlobStore, type BlobStore } from './blob-store.ts';
import { uploadPipeline, type ReceivedFile } from './upload-pipeline.ts';

const SPEC = CALLS.schadensmeldungMeldenGast.files;
if (SPEC === undefined) throw new Error('the claim takes files');

// The pipeline touches no database: one project is enough.
describe.skipIf(testDatabase === 'postgres')('the files of a request', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it("are checked in a visitors' turn of their own, which customers' files pass", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'servicebereich-pipeline-'));
    dirs.push(dir);
    const disk = await diskBlobStore(dir);
    // The first blob written waits until the test lets it go: its request holds its turn.
    const held = Promise.withResolvers<undefined>();
    const adopted: string[] = [];
    let first = true;
    const store: BlobStore = {
      ...disk,
      adopt: async (stagingFile, hash) => {
        adopted.push(stagingFile);
        if (first) {
          first = false;
          await held.promise;
        }
        await disk.adopt(stagingFile, hash);
      },
    };
    const pipeline = uploadPipeline({ store, abandon: () => Promise.resolve() });
    const photo = await jpeg();
    const received = async (name: string): Promise<ReceivedFile[]> => {
      const stagingFile = store.stagingPath();
      await writeFile(stagingFile, photo);
      const hash = createHash('sha256').update(photo).digest('hex');
      return [{ stagingFile, type: 'jpeg', name, hash, size: photo.length }];
    };
    const log = pino({ level: 'silent' });

    const firstVisitor = pipeline.storeAll(await received('a.jpg'), SPEC, log, true);
    await vi.waitFor(() => {
      expect(adopted).toHaveLength(1);
    });
    const secondVisitor = pipeline.storeAll(await received('b.jpg'), SPEC, log, true);
    const customer = await pipeline.storeAll(await received('c.jpg'), SPEC, log, false);
    expect(customer.map((file) => file.fileName)).toEqual(['c.jpg']);
    // The customer's file is in; the second visitor's has not been touched.
    expect(adopted).toHaveLength(2);

    held.resolve(undefined);
    expect((await firstVisitor).map((file) => file.fileName)).toEqual(['a.jpg']);
    expect((await secondVisitor).map((file) => file.fileName)).toEqual(['b.jpg']);
  });
});
