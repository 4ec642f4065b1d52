import path from 'node:path';
import type { DokboxFile } from '@servicebereich/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CRASH_POINTS, crashScene, expectBlobStoreWhole } from '../../test/crash.ts';
import { depositStream, expectDepositsKept } from '../../test/deposits.ts';
import { testDatabase } from '../../test/harness.ts';
import { startS3, type TestS3 } from '../../test/s3.ts';
import {
  createCustomerIn,
  loginSession,
  seedIn,
  type HttpSession,
} from '../../test/server-process.ts';
import { openDatabase } from '../db/database.ts';

// The server is killed with SIGKILL in the middle of a 10-file upload; after a restart there is
// no partial file, no orphan row, and the DokBox lists exactly what was acknowledged.

const FIELDS = { date: '2026-10-03', name: 'Einzug', categoryId: '4', desc: '' };

async function listFiles(url: string, session: HttpSession): Promise<string[]> {
  const answer = await fetch(`${url}/api?Mode=MeinServicebereich&Function=GetDokboxFiles`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
  });
  const { Result } = (await answer.json()) as { Result: { groups: { files: DokboxFile[] }[] } };
  return Result.groups.flatMap((g) => g.files.map((f) => f.fileId)).sort();
}

// On the local disk and in an S3-compatible bucket (a local server, test/s3.ts).
describe.skipIf(testDatabase === 'postgres').each([['on disk'], ['in a bucket']])(
  'a crash in the middle of an upload, files %s',
  (where) => {
    let s3: TestS3 | undefined;
    beforeAll(async () => {
      if (where === 'in a bucket') s3 = await startS3();
    });
    afterAll(async () => {
      await s3?.close();
    });
    const scene = crashScene(
      where === 'in a bucket'
        ? () => {
            if (s3 === undefined) throw new Error('the S3 server did not start');
            return s3;
          }
        : undefined,
    );

    it.each(CRASH_POINTS)(
      'leaves no partial file and no orphan row when killed %s',
      async (_label, share) => {
        const dataDir = await scene.dataDir();
        const customer = await createCustomerIn(dataDir);

        const { acknowledged, url, session } = await scene.killMidUpload(
          dataDir,
          customer,
          { query: 'Mode=MeinServicebereich&Function=AddDokboxFile', fields: FIELDS },
          share,
        );
        // With the whole body there, the kill came once the first of the 20 new blobs (10 photos
        // re-encoded, 10 thumbnails) was on disk.
        const acknowledgedIds = (acknowledged as { Result: DokboxFile[] }).Result.map(
          (f) => f.fileId,
        );
        expect(await listFiles(url, session)).toEqual(acknowledgedIds.sort());

        await expectBlobStoreWhole(dataDir, await scene.store(dataDir), async (db, onDisk) => {
          // Every row names a file on disk.
          const named = await db
            .selectFrom('dokbox_files')
            .select(['blob_hash', 'thumb_hash'])
            .execute();
          expect(named).toHaveLength(1);
          for (const row of named) {
            for (const hash of [row.blob_hash, row.thumb_hash]) expect(onDisk).toContain(hash);
          }
        });
      },
      120_000,
    );
  },
);

describe.skipIf(testDatabase === 'postgres')('a crash under a stream of bookings', () => {
  const scene = crashScene();

  it('loses no acknowledged deposit and books none twice', async () => {
    const dataDir = await scene.dataDir();
    const { customer, savings } = await seedIn(dataDir, async (factory) => {
      const owner = await factory.customer();
      return { customer: owner, savings: await factory.contract(owner, { kind: 'Ansparen' }) };
    });

    const server = await scene.start(dataDir);
    const session = await loginSession(server.url, customer.customerNumber, customer.password);
    const deposits = depositStream(server.url, session, savings.contractNumber);
    await vi.waitFor(
      () => {
        expect(deposits.acknowledged.length).toBeGreaterThanOrEqual(40);
      },
      { timeout: 60_000, interval: 5 },
    );
    await server.kill();
    await deposits.stop();

    const check = await openDatabase({
      kind: 'sqlite',
      file: path.join(dataDir, 'servicebereich.sqlite'),
    });
    try {
      await expectDepositsKept(check.db, savings, deposits.acknowledged);
    } finally {
      await check.close();
    }
  }, 120_000);
});
