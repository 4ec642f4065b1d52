import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ClaimSummary } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import { CRASH_POINTS, crashScene, expectBlobStoreWhole } from '../../../test/crash.ts';
import { filesIn } from '../../../test/data-dir.ts';
import { postgresUnavailable } from '../../../test/harness.ts';
import { seedIn, type HttpSession } from '../../../test/server-process.ts';

// The server is killed with SIGKILL in the middle of a claim with 10 photos; after a restart
// there is no claim without its files, no file or blob without its claim, and no mail of it.

const MOTOR = {
  typ: 'kfz',
  schadendatum: '2026-11-18',
  schadenzeit: '17:45',
  schadenort: 'Wien, Gürtel/Westbahnstraße',
  hergang: 'parkschaden',
  beschreibung: 'Beim Ausparken die Stoßstange gestreift.',
  kilometerstand: '48210',
  kennzeichen: 'W-48213K',
};

async function claimNumbers(url: string, session: HttpSession): Promise<string[]> {
  const answer = await fetch(`${url}/api?Mode=Schadensmeldung&Function=GetSchadensmeldungen`, {
    method: 'POST',
    headers: { cookie: session.cookie, 'x-csrf-token': session.csrfToken },
  });
  const { Result } = (await answer.json()) as { Result: ClaimSummary[] };
  return Result.map((c) => c.Schadennummer);
}

describe.skipIf(postgresUnavailable)('a crash in the middle of a claim upload', () => {
  const scene = crashScene();

  it.each(CRASH_POINTS)(
    'leaves no claim without its files and no orphan blob when killed %s',
    async (_label, share) => {
      const dataDir = await scene.dataDir();
      const database = scene.database(dataDir);
      const { customer, contract } = await seedIn(
        dataDir,
        async (factory) => {
          const owner = await factory.customer();
          const motor = await factory.contract(owner, {
            kind: 'KFZ',
            features: { SchadensmeldungKfz: true },
          });
          return { customer: owner, contract: motor };
        },
        database,
      );
      const fields = { ...MOTOR, vertragsnummer: contract.contractNumber };

      const { acknowledged, url, session } = await scene.killMidUpload(
        dataDir,
        customer,
        { query: 'Mode=Schadensmeldung&Function=Melden', fields },
        share,
      );
      const acknowledgedNumber = (acknowledged as { Result: ClaimSummary }).Result.Schadennummer;
      expect(await claimNumbers(url, session)).toEqual([acknowledgedNumber]);

      await expectBlobStoreWhole(
        dataDir,
        await scene.store(dataDir),
        async (db, onDisk) => {
          const claims = await db.selectFrom('claims').select(['id', 'claim_number']).execute();
          expect(claims.map((c) => c.claim_number)).toEqual([acknowledgedNumber]);
          const files = await db
            .selectFrom('claim_files')
            .select(['claim_id', 'blob_hash'])
            .execute();
          expect(files).toHaveLength(1);
          for (const file of files) {
            expect(file.claim_id).toBe(claims[0]?.id);
            expect(onDisk).toContain(file.blob_hash);
          }
          const history = await db.selectFrom('claim_history').select('claim_id').execute();
          expect(history.map((h) => h.claim_id)).toEqual([claims[0]?.id]);
          // The mails still queued are the acknowledged claim's, and their files are on disk.
          const queued = await db.selectFrom('mail_queue').select('subject').execute();
          for (const mail of queued) expect(mail.subject).toContain(acknowledgedNumber);
          const attached = await db.selectFrom('mail_attachments').select('blob_hash').execute();
          for (const file of attached) expect(onDisk).toContain(file.blob_hash);
        },
        database,
      );
      // Nor did a mail of the killed claim go out.
      for (const sent of await filesIn(path.join(dataDir, 'outbox'))) {
        if (path.basename(sent).startsWith('.')) continue;
        expect(await readFile(sent, 'utf8')).toContain(acknowledgedNumber);
      }
    },
    120_000,
  );
});
