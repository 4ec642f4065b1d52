import { readdir } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Checklist, ChecklistDocument } from '@servicebereich/protocol';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  EXE_AS_PDF,
  heic,
  HTML_AS_PDF,
  HTML_WITH_PDF_HEADER,
  jpeg,
  pdf,
  PDF_WITHOUT_PAGES,
  pixelBomb,
  SVG,
} from '../../../test/files.ts';
import {
  createTestApp,
  multipartBody,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';
import { sweepBlobs } from '../../files/blob-repository.ts';
import { diskBlobStore } from '../../files/blob-store.ts';
import { filesIn } from '../../../test/data-dir.ts';

// Each PDF is read by a process of its own, which takes seconds on a loaded machine.
describe.skipIf(postgresUnavailable)('credit checklist documents', { timeout: 30_000 }, () => {
  let t: TestApp;
  let client: ApiClient;
  let itemId: string;

  beforeEach(async () => {
    t = await createTestApp();
    const customer = await t.factory.customer();
    const checklist = await t.factory.checklist(customer);
    itemId = checklist.items[0]?.id ?? '';
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
  });
  afterEach(async () => {
    await t.close();
  });

  const storedFiles = () => filesIn(path.join(t.dataDir, 'files'));

  async function listedDocuments(): Promise<ChecklistDocument[]> {
    const answer = await client.call('getCheckLists');
    return (answer.body.Result as Checklist[]).flatMap((c) => c.Items.flatMap((i) => i.Documents));
  }

  it('stores an uploaded PDF and lists it under its item', async () => {
    const file = await pdf();
    const answer = await client.upload(
      'uploadCheckListDocument',
      { description: 'Lohnzettel März', checklistItemId: itemId },
      [{ name: 'Lohnzettel März.pdf', data: file, type: 'application/pdf' }],
    );
    expect(answer.body.Status).toBe(200);
    const document = answer.body.Result as ChecklistDocument;
    expect(document).toMatchObject({
      FileName: 'Lohnzettel März.pdf',
      Description: 'Lohnzettel März',
      UploadDate: '2026-11-20',
    });
    expect(await listedDocuments()).toEqual([document]);
    const [stored] = await storedFiles();
    expect(stored).toBeDefined();
    expect(path.basename(stored ?? '')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('stores the name NFC-normalised, without folders', async () => {
    const answer = await client.upload('uploadCheckListDocument', { checklistItemId: itemId }, [
      { name: '..\\..\\Meldezettel Gru\u0308ber.pdf', data: await pdf() },
    ]);
    expect((answer.body.Result as ChecklistDocument).FileName).toBe('Meldezettel Grüber.pdf');
  });

  it('names the stored file after the type of its content, without hidden characters', async () => {
    const answer = await client.upload('uploadCheckListDocument', { checklistItemId: itemId }, [
      {
        name: 'Lohn\u200bzettel\u202egnp.exe',
        data: await jpeg(),
        type: 'application/x-msdownload',
      },
    ]);
    expect((answer.body.Result as ChecklistDocument).FileName).toBe('Lohnzettelgnp.jpg');
  });

  it('converts a HEIC photo to JPEG', async () => {
    const answer = await client.upload('uploadCheckListDocument', { checklistItemId: itemId }, [
      { name: 'IMG_0001.HEIC', data: heic() },
    ]);
    expect(answer.body.Status).toBe(200);
    expect((answer.body.Result as ChecklistDocument).FileName).toBe('IMG_0001.jpg');
    const images = await Promise.all((await storedFiles()).map((f) => sharp(f).metadata()));
    // A checklist keeps no thumbnail, so the upload makes none.
    expect(images.map((m) => [m.format, m.width])).toEqual([['jpeg', 64]]);
  });

  it('turns a photo upright and strips its metadata', async () => {
    // Orientation 6: the camera was turned; the stored pixels must be turned instead.
    const answer = await client.upload('uploadCheckListDocument', { checklistItemId: itemId }, [
      { name: 'foto.jpg', data: await jpeg({ width: 64, height: 48, orientation: 6 }) },
    ]);
    expect(answer.body.Status).toBe(200);
    const stored = await Promise.all((await storedFiles()).map((f) => sharp(f).metadata()));
    const full = stored.find((m) => m.width === 48);
    expect(full).toMatchObject({ width: 48, height: 64 });
    expect(full?.exif).toBeUndefined();
    expect(full?.orientation).toBeUndefined();
  });

  it.each([
    ['an HTML page renamed .pdf', 'rechnung.pdf', HTML_AS_PDF, 'rechnung.pdf'],
    ['a file whose name hides a right-to-left override', 'rech\u202enung.pdf', SVG, 'rechnung.pdf'],
    ['a program renamed .pdf', 'rechnung.pdf', EXE_AS_PDF, 'rechnung.pdf'],
    ['an HTML page behind a PDF header', 'rechnung.pdf', HTML_WITH_PDF_HEADER, 'rechnung.pdf'],
    ['a PDF without pages', 'rechnung.pdf', PDF_WITHOUT_PAGES, 'rechnung.pdf'],
    ['an SVG image', 'bild.svg', SVG, 'bild.svg'],
    ['an empty file', 'leer.pdf', Buffer.alloc(0), 'leer.pdf'],
  ])('refuses %s and keeps nothing', async (_label, name, data, shown) => {
    const answer = await client.upload('uploadCheckListDocument', { checklistItemId: itemId }, [
      { name, data, type: 'application/pdf' },
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.Errors).toEqual({
      checklistfile: `Die Datei „${shown}“ hat kein erlaubtes Format. Erlaubt sind Fotos (JPEG, PNG, HEIC) und PDF-Dateien.`,
    });
    expect(await listedDocuments()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a pixel bomb before decoding it', async () => {
    const answer = await client.upload('uploadCheckListDocument', { checklistItemId: itemId }, [
      { name: 'bombe.png', data: pixelBomb() },
    ]);
    expect(answer.body.Errors).toEqual({
      checklistfile: 'Das Bild „bombe.png“ hat zu viele Bildpunkte.',
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a file over 20 MB and keeps nothing', async () => {
    const big = Buffer.concat([await pdf(), Buffer.alloc(20 * 1024 * 1024)]);
    const answer = await client.upload('uploadCheckListDocument', { checklistItemId: itemId }, [
      { name: 'gross.pdf', data: big },
    ]);
    expect(answer.body.Errors).toEqual({
      checklistfile: 'Die Datei „gross.pdf“ ist zu groß (höchstens 20 MB).',
    });
    expect(await storedFiles()).toEqual([]);
  });

  it('refuses a second file', async () => {
    const file = await pdf();
    const answer = await client.upload('uploadCheckListDocument', { checklistItemId: itemId }, [
      { name: 'a.pdf', data: file },
      { name: 'b.pdf', data: file },
    ]);
    expect(answer.body.Errors).toEqual({
      checklistfile: 'Du kannst hier nur eine Datei hochladen.',
    });
    expect(await listedDocuments()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it('asks for a file when none is sent', async () => {
    const answer = await client.upload('uploadCheckListDocument', { checklistItemId: itemId }, []);
    expect(answer.body.Errors).toEqual({ checklistfile: 'Bitte wähle eine Datei aus.' });
  });

  it("answers another customer's item like a missing one and keeps no file", async () => {
    const other = await t.factory.customer();
    const foreign = await t.factory.checklist(other);
    for (const id of [foreign.items[0]?.id ?? '', 'unbekannt']) {
      const answer = await client.upload('uploadCheckListDocument', { checklistItemId: id }, [
        { name: 'a.pdf', data: await pdf() },
      ]);
      expect(answer.body.Errors).toEqual({
        checklistItemId: 'Der Punkt der Checkliste wurde nicht gefunden.',
      });
    }
    // The file was stored before the transaction refused it; the sweep removes it.
    await sweepBlobs(
      t.db,
      await diskBlobStore(path.join(t.dataDir, 'files')),
      Date.now() + 120_000,
    );
    expect(await storedFiles()).toEqual([]);
  });

  it('deletes a document and, once nothing names it, its file', async () => {
    const uploaded = await client.upload('uploadCheckListDocument', { checklistItemId: itemId }, [
      { name: 'a.pdf', data: await pdf() },
    ]);
    const { DocumentId } = uploaded.body.Result as ChecklistDocument;

    const other = await t.factory.customer();
    const otherClient = t.client();
    await otherClient.login(other.customerNumber, other.password);
    const foreign = await otherClient.call('deleteCheckListDocument', { DocumentId });
    expect(foreign.body.Errors).toEqual({ DocumentId: 'Das Dokument wurde nicht gefunden.' });
    expect(await listedDocuments()).toHaveLength(1);

    const deleted = await client.call('deleteCheckListDocument', { DocumentId });
    expect(deleted.body).toEqual({ Status: 200, Result: { Deleted: true } });
    expect(await listedDocuments()).toEqual([]);
    const again = await client.call('deleteCheckListDocument', { DocumentId });
    expect(again.body.Errors).toEqual({ DocumentId: 'Das Dokument wurde nicht gefunden.' });

    await sweepBlobs(
      t.db,
      await diskBlobStore(path.join(t.dataDir, 'files')),
      Date.now() + 120_000,
    );
    expect(await storedFiles()).toEqual([]);
  });

  it('keeps a file that another document still names', async () => {
    const file = await pdf();
    const first = await client.upload('uploadCheckListDocument', { checklistItemId: itemId }, [
      { name: 'a.pdf', data: file },
    ]);
    await client.upload('uploadCheckListDocument', { checklistItemId: itemId }, [
      { name: 'b.pdf', data: file },
    ]);
    expect(await storedFiles()).toHaveLength(1);
    await client.call('deleteCheckListDocument', {
      DocumentId: (first.body.Result as ChecklistDocument).DocumentId,
    });
    await sweepBlobs(
      t.db,
      await diskBlobStore(path.join(t.dataDir, 'files')),
      Date.now() + 120_000,
    );
    expect(await storedFiles()).toHaveLength(1);
  });

  it('refuses an upload without the CSRF token before reading any file', async () => {
    client.csrfToken = 'falsch';
    const answer = await client.upload('uploadCheckListDocument', { checklistItemId: itemId }, [
      { name: 'a.pdf', data: await pdf() },
    ]);
    expect(answer.body.Errors).toHaveProperty('GeneralCsrfToken');
    expect(await storedFiles()).toEqual([]);
  });
});

describe.skipIf(postgresUnavailable)('an upload the client abandons', () => {
  it('leaves no staging file and no row behind', async () => {
    const t = await createTestApp();
    try {
      const customer = await t.factory.customer();
      const checklist = await t.factory.checklist(customer);
      const client = t.client();
      await client.login(customer.customerNumber, customer.password);
      const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = new URL(address);
      const { body, contentType } = multipartBody(
        { checklistItemId: checklist.items[0]?.id ?? '' },
        [{ name: 'gross.pdf', data: Buffer.concat([await pdf(), Buffer.alloc(4 * 1024 * 1024)]) }],
        'checklistfile',
      );
      const staging = path.join(t.dataDir, 'files', 'tmp');
      let stagedWhenCut = 0;
      await new Promise<void>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => {
          socket.write(
            `POST /api?Mode=MeinServicebereich&Function=UploadCheckListDocument HTTP/1.1\r\n` +
              `Host: x\r\nCookie: ${client.cookieHeader()}\r\nX-CSRF-Token: ${client.csrfToken ?? ''}\r\n` +
              `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
          );
          // Half the body, then the connection is gone (a phone that lost its network).
          socket.write(body.subarray(0, body.length / 2), () => {
            void (async () => {
              await vi.waitFor(
                async () => {
                  expect((await readdir(staging)).length).toBeGreaterThan(0);
                },
                { timeout: 30_000, interval: 5 },
              );
              stagedWhenCut = (await readdir(staging)).length;
              socket.destroy();
              resolve();
            })();
          });
        });
        socket.on('error', () => undefined);
      });
      expect(stagedWhenCut).toBe(1);
      await vi.waitFor(
        async () => {
          expect(await readdir(staging)).toEqual([]);
        },
        { timeout: 30_000, interval: 5 },
      );
      expect(await t.db.selectFrom('checklist_documents').selectAll().execute()).toEqual([]);
      expect(await filesIn(path.join(t.dataDir, 'files', 'blobs'))).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
