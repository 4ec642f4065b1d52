import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DokboxFile } from '@servicebereich/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { imageBomb, inflationBomb, pdf } from '../../test/files.ts';
import { multipartBody, testDatabase, type UploadFile } from '../../test/harness.ts';
import {
  createCustomerIn,
  loginSession,
  startServerProcess,
  type HttpSession,
  type ServerProcess,
} from '../../test/server-process.ts';

// PDFs that inflate to gigabytes, uploaded to the real server: its own memory must not follow.

async function peakMemoryMb(server: ServerProcess): Promise<number> {
  const status = await readFile(`/proc/${String(server.process.pid)}/status`, 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

async function addToDokbox(
  server: ServerProcess,
  session: HttpSession,
  file: UploadFile,
): Promise<{ Status: number; Result?: DokboxFile[] }> {
  const fields = { date: '2026-10-03', name: 'Unterlagen', categoryId: '4', desc: '' };
  const { body, contentType } = multipartBody(fields, [file], 'file');
  const answer = await fetch(`${server.url}/api?Mode=MeinServicebereich&Function=AddDokboxFile`, {
    method: 'POST',
    headers: {
      cookie: session.cookie,
      'x-csrf-token': session.csrfToken,
      'content-type': contentType,
    },
    body: new Uint8Array(body),
  });
  return (await answer.json()) as { Status: number; Result?: DokboxFile[] };
}

describe.skipIf(testDatabase === 'postgres')('PDF bombs uploaded to the server', () => {
  let server: ServerProcess | undefined;
  let dataDir = '';

  afterEach(async () => {
    await server?.kill();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores two at once without thumbnails while the server grows by less than 100 MB', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-bombs-'));
    const customer = await createCustomerIn(dataDir);
    server = await startServerProcess({ DATA_DIR: dataDir });
    const session = await loginSession(server.url, customer.customerNumber, customer.password);
    // One ordinary PDF first: what reading any PDF costs is in the baseline.
    const letter = await addToDokbox(server, session, { name: 'Brief.pdf', data: await pdf() });
    expect(letter.Result?.[0]?.fileThumbnailUrl).not.toBe('');
    const before = await peakMemoryMb(server);

    const answers = await Promise.all([
      addToDokbox(server, session, {
        name: 'Inhalt.pdf',
        data: inflationBomb({ declareLength: false }),
      }),
      addToDokbox(server, session, { name: 'Bild.pdf', data: imageBomb(5000) }),
    ]);

    expect(answers.map((a) => [a.Status, a.Result?.[0]?.fileThumbnailUrl])).toEqual([
      [200, ''],
      [200, ''],
    ]);
    expect((await peakMemoryMb(server)) - before).toBeLessThan(100);
  }, 180_000);
});
