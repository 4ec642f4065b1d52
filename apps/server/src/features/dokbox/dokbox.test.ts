import path from 'node:path';
import type { DokboxFile } from '@servicebereich/protocol';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  HTML_AS_PDF,
  HTML_WITH_PDF_HEADER,
  inflationBomb,
  jpeg,
  pdf,
  PDF_WITHOUT_PAGES,
  png,
} from '../../../test/files.ts';
import type { FactoryCustomer } from '../../../test/factory.ts';
import {
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
  type UploadFile,
} from '../../../test/harness.ts';
import { filesIn, outboxMails } from '../../../test/data-dir.ts';
import { sweepBlobs } from '../../files/blob-repository.ts';
import { diskBlobStore } from '../../files/blob-store.ts';

type Group = {
  name: string;
  categoryId: number;
  description: string;
  date: string;
  ispublic: boolean;
  files: DokboxFile[];
};

const FIELDS = {
  date: '2026-10-03',
  name: 'Wasserschaden Küche',
  categoryId: '4',
  desc: 'Fotos vom Schaden und die Rechnung des Installateurs',
};

// Each PDF is read by a process of its own, which takes seconds on a loaded machine.
describe.skipIf(postgresUnavailable)('the DokBox', { timeout: 30_000 }, () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let client: ApiClient;
  let photos: UploadFile[];

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer({ firstName: 'Anna', lastName: 'Berger' });
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
    photos = [
      { name: 'küche-1.jpg', data: await jpeg({ width: 640, height: 480 }) },
      { name: 'küche-2.jpg', data: await jpeg({ width: 480, height: 640 }) },
      { name: 'küche-3.png', data: await png() },
    ];
  });
  afterEach(async () => {
    await t.close();
  });

  const storedFiles = () => filesIn(path.join(t.dataDir, 'files'));
  const add = async (fields: Record<string, string>, files: readonly UploadFile[]) =>
    client.upload('addDokboxFile', fields, files);
  const list = async (params: Record<string, string> = {}) =>
    (await client.call('getDokboxFiles', params)).body.Result as { groups: Group[]; total: number };

  it('stores three photos and a PDF as one group, with thumbnails of the photos and of the PDF', async () => {
    const answer = await add(FIELDS, [...photos, { name: 'Rechnung.pdf', data: await pdf() }]);
    expect(answer.body.Status).toBe(200);
    const added = answer.body.Result as DokboxFile[];
    expect(added.map((f) => [f.fileName, f.fileType])).toEqual([
      ['küche-1.jpg', 'jpg'],
      ['küche-2.jpg', 'jpg'],
      ['küche-3.png', 'png'],
      ['Rechnung.pdf', 'pdf'],
    ]);
    expect(added.map((f) => f.fileThumbnailUrl === '')).toEqual([false, false, false, false]);
    const { groups, total } = await list();
    expect(total).toBe(1);
    expect(groups).toEqual([
      {
        name: 'Wasserschaden Küche',
        categoryId: 4,
        description: 'Fotos vom Schaden und die Rechnung des Installateurs',
        date: '2026-10-03',
        ispublic: false,
        files: added,
      },
    ]);

    const thumb = await client.raw({
      method: 'GET',
      query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${added[0]?.fileId ?? ''}&Thumb=true`,
    });
    expect(thumb.response.headers['content-type']).toBe('image/jpeg');
    // An image is sandboxed and, like every file, framed by no page: the app shows it itself.
    expect(thumb.response.headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
    );
    expect(await sharp(thumb.response.rawPayload).metadata()).toMatchObject({
      width: 320,
      height: 240,
    });
    // The PDF's first page, an A4 page 320 px wide.
    const pdfThumb = await client.raw({
      method: 'GET',
      query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${added[3]?.fileId ?? ''}&Thumb=true`,
    });
    expect(pdfThumb.response.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(pdfThumb.response.rawPayload).metadata()).toMatchObject({
      width: 320,
      height: 453,
    });
    const full = await client.raw({
      method: 'GET',
      query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${added[3]?.fileId ?? ''}`,
    });
    expect(full.response.headers['content-type']).toBe('application/pdf');
    expect(full.response.headers['content-disposition']).toMatch(/^inline; /);
    // Four files, four thumbnails.
    expect(await storedFiles()).toHaveLength(8);
  });

  it('stores a PDF whose page cannot be drawn within the limits without a thumbnail, and cuts an overlong page', async () => {
    const bomb = inflationBomb({ declareLength: true });
    const answer = await add(FIELDS, [
      { name: 'Bombe.pdf', data: bomb },
      { name: 'Plan.pdf', data: await pdf('Lageplan', [200, 14_400]) },
    ]);
    expect(answer.body.Status).toBe(200);
    const [withoutThumb, tall] = answer.body.Result as DokboxFile[];
    expect(withoutThumb).toMatchObject({ fileName: 'Bombe.pdf', fileThumbnailUrl: '' });
    const thumb = await client.raw({
      method: 'GET',
      query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${tall?.fileId ?? ''}&Thumb=true`,
    });
    expect(await sharp(thumb.response.rawPayload).metadata()).toMatchObject({
      width: 320,
      height: 1280,
    });
    const stored = await client.raw({
      method: 'GET',
      query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${withoutThumb?.fileId ?? ''}`,
    });
    expect(stored.response.rawPayload.equals(bomb)).toBe(true);
  });

  it('groups by folder, date, description and title, newest first, with the postbox as folder 99', async () => {
    // Within a date, the group uploaded last comes first.
    for (const [fields, file] of [
      [{ ...FIELDS, date: '2025-05-01' }, photos[0]],
      [{ ...FIELDS, date: '2025-05-01', desc: 'anders' }, photos[1]],
      [{ ...FIELDS, date: '2026-02-01', ispublic: 'true' }, photos[2]],
      [{ ...FIELDS, date: '2026-02-01' }, photos[0]],
    ] as const) {
      expect((await add(fields, [file as UploadFile])).body.Status).toBe(200);
      t.advance(1000);
    }
    const letter = await t.factory.postboxEntry(customer, {
      title: 'Polizze',
      date: '2024-03-02',
    });
    const { groups, total } = await list();
    expect(total).toBe(4);
    // A group is public only when every file of it is shared.
    expect(
      groups.map((g) => [g.date, g.description.slice(0, 6), g.ispublic, g.files.length]),
    ).toEqual([
      ['2026-02-01', 'Fotos ', false, 2],
      ['2025-05-01', 'anders', false, 1],
      ['2025-05-01', 'Fotos ', false, 1],
      ['2024-03-02', '', false, 1],
    ]);
    expect(groups[3]).toMatchObject({ name: 'Polizze', categoryId: 99 });
    expect(groups[3]?.files[0]).toMatchObject({
      fileId: letter.id,
      fileType: 'pdf',
      fileCategoryId: 99,
      fileUrl: `/api?Mode=MeinServicebereich&Function=GetPostBoxFile&fileid=${letter.id}`,
    });

    expect((await list({ categoryId: '99' })).groups.map((g) => g.name)).toEqual(['Polizze']);
    expect((await list({ year: '2025' })).total).toBe(2);
    const page = await list({ limitStart: '1', limit: '2' });
    expect(page.total).toBe(4);
    expect(page.groups.map((g) => g.date)).toEqual(['2025-05-01', '2025-05-01']);

    const dokbox = (await client.call('getDokbox')).body.Result as {
      categories: { id: number; name: string; isusercategory: boolean }[];
      timeline: number[];
    };
    expect(dokbox.timeline).toEqual([2026, 2025, 2024]);
    expect(dokbox.categories.at(-1)).toEqual({ id: 99, name: 'Postbox', isusercategory: false });
    expect(dokbox.categories.map((c) => c.id)).toContain(4);
  });

  it('keeps an upload one group when one of its photos is shared, public once all of them are', async () => {
    const files = (await add(FIELDS, photos)).body.Result as DokboxFile[];
    const [first, ...others] = files.map((f) => f.fileId);
    await client.call('shareFile', { fileId: first ?? '' });
    const shared = await list();
    expect(shared.total).toBe(1);
    expect(shared.groups[0]?.ispublic).toBe(false);
    expect(shared.groups[0]?.files.map((f) => [f.fileName, f.filePublic])).toEqual([
      ['küche-1.jpg', true],
      ['küche-2.jpg', false],
      ['küche-3.png', false],
    ]);
    for (const fileId of others) await client.call('shareFile', { fileId });
    expect((await list()).groups.map((g) => [g.ispublic, g.files.length])).toEqual([[true, 3]]);
  });

  it("draws a letter's first page once when asked for its thumbnail, and leaves the letter unread", async () => {
    const letter = await t.factory.postboxEntry(customer, { title: 'Polizze', date: '2024-03-02' });
    const [group] = (await list({ categoryId: '99' })).groups;
    expect(group?.files[0]?.fileThumbnailUrl).toBe(
      `/api?Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${letter.id}&Thumb=true`,
    );
    const thumbnail = () =>
      client.raw({
        method: 'GET',
        query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${letter.id}&Thumb=true`,
      });
    const first = await thumbnail();
    expect(first.response.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(first.response.rawPayload).metadata()).toMatchObject({
      width: 320,
      height: 453,
    });
    const kept = await t.db
      .selectFrom('postbox_entries')
      .select(['thumb_hash', 'status'])
      .where('id', '=', letter.id)
      .executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ status: 'UNREAD', thumb_hash: expect.any(String) as string });
    const second = await thumbnail();
    expect(second.response.rawPayload.equals(first.response.rawPayload)).toBe(true);
    expect(await storedFiles()).toHaveLength(2);

    // Only as a thumbnail, and only the customer's own.
    const whole = await client.raw({
      method: 'GET',
      query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${letter.id}`,
    });
    expect(whole.body).toMatchObject({ Status: 400 });
    const other = await t.factory.customer();
    const stranger = t.client();
    await stranger.login(other.customerNumber, other.password);
    const foreign = await stranger.raw({
      method: 'GET',
      query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${letter.id}&Thumb=true`,
    });
    expect(foreign.body).toMatchObject({
      Status: 400,
      Errors: { FileId: 'Die Datei wurde nicht gefunden.' },
    });
  });

  it('refuses 11 files and keeps nothing', async () => {
    const data = await jpeg();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `foto-${i}.jpg`, data }));
    const answer = await add(FIELDS, eleven);
    expect(answer.body.Errors).toEqual({
      file: 'Du kannst höchstens 10 Dateien auf einmal hochladen.',
    });
    expect((await list()).total).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it.each([
    ['an HTML page behind a PDF header', HTML_WITH_PDF_HEADER],
    ['a PDF without pages', PDF_WITHOUT_PAGES],
  ])('refuses %s, also as the new content of a file', async (_label, data) => {
    const refusal = {
      file: 'Die Datei „rechnung.pdf“ hat kein erlaubtes Format. Erlaubt sind Fotos (JPEG, PNG, HEIC) und PDF-Dateien.',
    };
    expect((await add(FIELDS, [{ name: 'rechnung.pdf', data }])).body.Errors).toEqual(refusal);
    const [file] = (await add(FIELDS, [photos[0] as UploadFile])).body.Result as DokboxFile[];
    const changed = await client.upload(
      'modifyDokboxFile',
      { ...FIELDS, fileId: file?.fileId ?? '' },
      [{ name: 'rechnung.pdf', data }],
    );
    expect(changed.body.Errors).toEqual(refusal);
    const { groups } = await list();
    expect(groups.flatMap((g) => g.files.map((f) => f.fileName))).toEqual(['küche-1.jpg']);
    // The photo and its thumbnail.
    expect(await storedFiles()).toHaveLength(2);
  });

  it('serves every stored file as the type its content was checked as, with nosniff', async () => {
    const [file] = (
      await add(FIELDS, [{ name: 'seite.html', data: await jpeg(), type: 'text/html' }])
    ).body.Result as DokboxFile[];
    expect(file?.fileName).toBe('seite.jpg');
    const fileId = file?.fileId ?? '';
    const letter = await t.factory.postboxEntry(customer, { title: 'Polizze' });
    const shared = (await client.call('shareFile', { fileId })).body.Result as DokboxFile;
    const answers = [
      await client.raw({
        method: 'GET',
        query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${fileId}`,
      }),
      await client.raw({
        method: 'GET',
        query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${fileId}&Thumb=true`,
      }),
      await client.raw({
        method: 'GET',
        query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${letter.id}&Thumb=true`,
      }),
      await client.raw({
        method: 'GET',
        query: `Mode=MeinServicebereich&Function=GetPostBoxFile&fileid=${letter.id}`,
      }),
    ].map((a) => a.response);
    answers.push(
      await t.app.inject({ method: 'GET', url: new URL(shared.fileShareUrl ?? '').pathname }),
    );
    expect(
      answers.map((a) => [
        a.statusCode,
        a.headers['content-type'],
        a.headers['x-content-type-options'],
      ]),
    ).toEqual([
      [200, 'image/jpeg', 'nosniff'],
      [200, 'image/jpeg', 'nosniff'],
      [200, 'image/jpeg', 'nosniff'],
      [200, 'application/pdf', 'nosniff'],
      [200, 'image/jpeg', 'nosniff'],
    ]);
  });

  it('refuses the whole request when one file is bad, and keeps nothing', async () => {
    const answer = await add(FIELDS, [...photos, { name: 'rechnung.pdf', data: HTML_AS_PDF }]);
    expect(answer.body.Errors).toHaveProperty('file');
    expect((await list()).total).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('checks folder and date', async () => {
    for (const categoryId of ['99', '12345']) {
      const answer = await add({ ...FIELDS, categoryId }, [photos[0] as UploadFile]);
      expect(answer.body.Errors).toEqual({ categoryId: 'Bitte wähle einen Ordner.' });
    }
    const late = await add({ ...FIELDS, date: '2027-11-21' }, [photos[0] as UploadFile]);
    expect(late.body.Errors).toEqual({
      date: 'Das Datum darf höchstens ein Jahr in der Zukunft liegen.',
    });
    const inAYear = await add({ ...FIELDS, date: '2027-11-20' }, [photos[0] as UploadFile]);
    expect(inAYear.body.Status).toBe(200);
  });

  it('allows a single file for ImmoWert and keeps its title, folder and description', async () => {
    const immo = { ...FIELDS, name: 'ImmoWert - Wohnung Mariahilf', desc: '1998###78' };
    const two = await add(immo, photos.slice(0, 2));
    expect(two.body.Errors).toEqual({ file: 'Du kannst hier nur eine Datei hochladen.' });
    const one = await add(immo, [photos[0] as UploadFile]);
    const [file] = one.body.Result as DokboxFile[];
    const renamed = await client.upload(
      'modifyDokboxFile',
      { ...immo, name: 'Andere Wohnung', fileId: file?.fileId ?? '' },
      [],
    );
    expect(renamed.body.Errors).toHaveProperty('name');
    const redated = await client.upload(
      'modifyDokboxFile',
      { ...immo, date: '2026-10-04', fileId: file?.fileId ?? '' },
      [],
    );
    expect(redated.body.Status).toBe(200);
  });

  it('changes the fields of a file and replaces its content', async () => {
    const [file] = (await add(FIELDS, [photos[0] as UploadFile])).body.Result as DokboxFile[];
    const fileId = file?.fileId ?? '';
    const changed = await client.upload(
      'modifyDokboxFile',
      { ...FIELDS, name: 'Wasserschaden Bad', categoryId: '8', fileId },
      [{ name: 'Gutachten.pdf', data: await pdf() }],
    );
    expect(changed.body.Result).toMatchObject({
      fileId,
      fileName: 'Gutachten.pdf',
      fileType: 'pdf',
      fileCategoryId: 8,
    });
    expect((changed.body.Result as DokboxFile).fileThumbnailUrl).toMatch(/&Thumb=true$/);
    const { groups } = await list();
    expect(groups.map((g) => g.name)).toEqual(['Wasserschaden Bad']);

    const other = await t.factory.customer();
    const otherClient = t.client();
    await otherClient.login(other.customerNumber, other.password);
    const foreign = await otherClient.upload('modifyDokboxFile', { ...FIELDS, fileId }, []);
    expect(foreign.body.Errors).toEqual({ fileId: 'Die Datei wurde nicht gefunden.' });
  });

  it('removes the replaced content once nothing names it, and keeps content another file names', async () => {
    const first = await jpeg({ width: 640, height: 480 });
    const [file, twin] = (
      await add(FIELDS, [
        { name: 'küche.jpg', data: first },
        { name: 'küche-kopie.jpg', data: first },
      ])
    ).body.Result as DokboxFile[];
    const hashOf = async (fileId: string) =>
      (await client.call('getDokboxFile', { fileId })).body.Result as DokboxFile;
    const before = await hashOf(file?.fileId ?? '');
    const replace = (fileId: string, data: Buffer) =>
      client.upload('modifyDokboxFile', { ...FIELDS, fileId }, [{ name: 'Rechnung.pdf', data }]);
    const store = await diskBlobStore(path.join(t.dataDir, 'files'));
    // Long after the grace the sweep gives a released file.
    const sweep = () => sweepBlobs(t.db, store, Date.now() + 10 * 60_000);

    // The twin still names the photo: it stays.
    expect((await replace(file?.fileId ?? '', await pdf('Rechnung'))).body.Status).toBe(200);
    await sweep();
    expect(await store.writtenAt(before.fileHash)).not.toBeNull();
    const photo = await client.raw({
      method: 'GET',
      query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${twin?.fileId ?? ''}`,
    });
    expect(photo.response.rawPayload.length).toBeGreaterThan(0);
    expect(photo.response.headers['content-type']).toBe('image/jpeg');

    // Replaced too, nothing names the photo or its thumbnail any more: both go.
    expect((await replace(twin?.fileId ?? '', await pdf('Angebot'))).body.Status).toBe(200);
    await sweep();
    expect(await store.writtenAt(before.fileHash)).toBeNull();
    const left = await t.db.selectFrom('blobs').select('hash').execute();
    expect(left).toHaveLength(4);
    // Two PDFs and their thumbnails.
    expect(await storedFiles()).toHaveLength(4);
    const after = await hashOf(twin?.fileId ?? '');
    expect(after).toMatchObject({ fileName: 'Rechnung.pdf', fileType: 'pdf' });
  });

  it('holds the limits of an upload for the new content of a file, and keeps the old one', async () => {
    const [file] = (await add(FIELDS, [photos[0] as UploadFile])).body.Result as DokboxFile[];
    const fileId = file?.fileId ?? '';
    const modify = (files: UploadFile[]) =>
      client.upload('modifyDokboxFile', { ...FIELDS, fileId }, files);
    const big = Buffer.concat([await pdf(), Buffer.alloc(20 * 1024 * 1024)]);
    expect((await modify([{ name: 'gross.pdf', data: big }])).body.Errors).toEqual({
      file: 'Die Datei „gross.pdf“ ist zu groß (höchstens 20 MB).',
    });
    expect((await modify(photos.slice(1, 3))).body.Errors).toEqual({
      file: 'Du kannst hier nur eine Datei hochladen.',
    });
    const kept = (await client.call('getDokboxFile', { fileId })).body.Result as DokboxFile;
    expect(kept).toMatchObject({ fileName: 'küche-1.jpg', fileHash: file?.fileHash });
    await sweepBlobs(
      t.db,
      await diskBlobStore(path.join(t.dataDir, 'files')),
      Date.now() + 600_000,
    );
    // The photo and its thumbnail.
    expect(await storedFiles()).toHaveLength(2);
  });

  it("keeps another customer's file as it is and stores nothing of a replacement sent for it", async () => {
    const [file] = (await add(FIELDS, [photos[0] as UploadFile])).body.Result as DokboxFile[];
    const fileId = file?.fileId ?? '';
    const other = await t.factory.customer();
    const stranger = t.client();
    await stranger.login(other.customerNumber, other.password);
    const foreign = await stranger.upload(
      'modifyDokboxFile',
      { ...FIELDS, fileId, beraterinfo: 'true', beratertext: 'Bitte ansehen' },
      [{ name: 'fremd.pdf', data: await pdf('Fremd') }],
    );
    expect(foreign.body.Errors).toEqual({ fileId: 'Die Datei wurde nicht gefunden.' });
    expect((await stranger.call('getDokboxFile', { fileId })).body.Errors).toEqual({
      fileId: 'Die Datei wurde nicht gefunden.',
    });
    expect((await client.call('getDokboxFile', { fileId })).body.Result).toEqual(file);
    await sweepBlobs(
      t.db,
      await diskBlobStore(path.join(t.dataDir, 'files')),
      Date.now() + 600_000,
    );
    expect(await storedFiles()).toHaveLength(2);
    expect(await t.db.selectFrom('mail_queue').select('id').execute()).toEqual([]);
  });

  it('tells the adviser of a changed entry with its files and the message', async () => {
    const [file, second] = (
      await add(FIELDS, [
        { name: 'Rechnung.pdf', data: await pdf() },
        { name: 'Angebot.pdf', data: await pdf('Angebot') },
      ])
    ).body.Result as DokboxFile[];
    // Without beraterinfo nothing is mailed.
    await client.upload('modifyDokboxFile', { ...FIELDS, fileId: second?.fileId ?? '' }, []);
    const changed = await client.upload(
      'modifyDokboxFile',
      {
        ...FIELDS,
        fileId: file?.fileId ?? '',
        beraterinfo: 'true',
        beratertext: '  Die Rechnung ist jetzt die richtige.  ',
      },
      [{ name: 'Rechnung-neu.pdf', data: await pdf('Rechnung neu') }],
    );
    expect(changed.body.Status).toBe(200);
    const [text] = await outboxMails(t.dataDir, 1);
    expect(text).toContain('Nachricht:\nDie Rechnung ist jetzt die richtige.');
    expect(text).toContain('Content-Type: application/pdf; name=Rechnung-neu.pdf');
    expect(text).toContain('Content-Type: application/pdf; name=Angebot.pdf');
    expect(text).not.toContain('name=Rechnung.pdf');

    const long = await client.upload(
      'modifyDokboxFile',
      { ...FIELDS, fileId: file?.fileId ?? '', beraterinfo: 'true', beratertext: 'x'.repeat(2001) },
      [],
    );
    expect(long.body.Errors).toEqual({
      beratertext: 'Die Nachricht darf höchstens 2000 Zeichen lang sein.',
    });
  });

  it("answers a letter of folder 99 as a file of the DokBox, and not another customer's", async () => {
    const letter = await t.factory.postboxEntry(customer, { title: 'Polizze', date: '2024-03-02' });
    const answer = await client.call('getDokboxFile', { fileId: letter.id });
    const [group] = (await list({ categoryId: '99' })).groups;
    expect(answer.body.Result).toEqual(group?.files[0]);
    const other = await t.factory.customer();
    const stranger = t.client();
    await stranger.login(other.customerNumber, other.password);
    expect((await stranger.call('getDokboxFile', { fileId: letter.id })).body.Errors).toEqual({
      fileId: 'Die Datei wurde nicht gefunden.',
    });
  });

  it('deletes a file; another customer cannot', async () => {
    const [file] = (await add(FIELDS, [photos[0] as UploadFile])).body.Result as DokboxFile[];
    const fileId = file?.fileId ?? '';
    const other = await t.factory.customer();
    const otherClient = t.client();
    await otherClient.login(other.customerNumber, other.password);
    expect((await otherClient.call('deleteDokboxFile', { fileId })).body.Errors).toEqual({
      fileId: 'Die Datei wurde nicht gefunden.',
    });
    const shown = await otherClient.raw({
      method: 'GET',
      query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${fileId}`,
    });
    expect(shown.body.Errors).toEqual({ FileId: 'Die Datei wurde nicht gefunden.' });

    expect((await client.call('deleteDokboxFile', { fileId })).body.Result).toEqual({
      Deleted: true,
    });
    expect((await list()).total).toBe(0);
  });

  it('serves a shared file without login and answers 404 at once when unshared', async () => {
    const [file] = (await add(FIELDS, [photos[0] as UploadFile])).body.Result as DokboxFile[];
    const fileId = file?.fileId ?? '';
    const shared = (await client.call('shareFile', { fileId })).body.Result as DokboxFile;
    expect(shared.filePublic).toBe(true);
    const link = new URL(shared.fileShareUrl ?? '');
    expect(link.pathname).toMatch(/^\/freigabe\/[\w-]{43}$/);
    const again = (await client.call('shareFile', { fileId })).body.Result as DokboxFile;
    expect(again.fileShareUrl).toBe(shared.fileShareUrl);

    const open = await t.app.inject({ method: 'GET', url: link.pathname });
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toBe('image/jpeg');
    expect(open.headers['content-security-policy']).toContain('sandbox');
    expect(open.headers['cache-control']).toBe('no-store');

    const unshared = (await client.call('unshareFile', { fileId })).body.Result as DokboxFile;
    expect(unshared).toMatchObject({ filePublic: false, fileShareUrl: null });
    expect((await t.app.inject({ method: 'GET', url: link.pathname })).statusCode).toBe(404);
    const reshared = (await client.call('shareFile', { fileId })).body.Result as DokboxFile;
    expect(reshared.fileShareUrl).not.toBe(shared.fileShareUrl);
    expect((await t.app.inject({ method: 'GET', url: link.pathname })).statusCode).toBe(404);
  });

  it('ends a link after its last day in Austria, and sharing again makes a new one', async () => {
    // The test clock starts on 20 November 2026 at 10:00 in Vienna.
    const [file] = (await add(FIELDS, [photos[0] as UploadFile])).body.Result as DokboxFile[];
    const fileId = file?.fileId ?? '';
    const standard = (await client.call('shareFile', { fileId })).body.Result as DokboxFile;
    expect(standard.fileShareValidUntil).toBe('2026-12-20');
    const week = (await client.call('shareFile', { fileId, tage: '7' })).body.Result as DokboxFile;
    expect(week).toMatchObject({
      fileShareUrl: standard.fileShareUrl,
      fileShareValidUntil: '2026-11-27',
    });
    const link = new URL(week.fileShareUrl ?? '').pathname;

    // 23:59 in Vienna on the last day, then one minute later.
    t.advance(Date.UTC(2026, 10, 27, 22, 59) - Date.UTC(2026, 10, 20, 9, 0));
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(200);
    t.advance(60_000);
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);

    // A week later the session is long gone: a new login.
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
    const ended = (await client.call('getDokboxFile', { fileId })).body.Result as DokboxFile;
    expect(ended).toMatchObject({
      filePublic: false,
      fileShareUrl: null,
      fileShareValidUntil: null,
    });
    expect((await list()).groups.map((g) => g.ispublic)).toEqual([false]);

    const again = (await client.call('shareFile', { fileId, tage: '1' })).body.Result as DokboxFile;
    expect(again.fileShareValidUntil).toBe('2026-11-29');
    expect(new URL(again.fileShareUrl ?? '').pathname).not.toBe(link);
    expect((await t.app.inject({ method: 'GET', url: link })).statusCode).toBe(404);
  });

  it('refuses a link term outside 1 to 365 days', async () => {
    const [file] = (await add(FIELDS, [photos[0] as UploadFile])).body.Result as DokboxFile[];
    for (const tage of ['0', '366', 'dreißig']) {
      const answer = await client.call('shareFile', { fileId: file?.fileId ?? '', tage });
      expect(answer.body.Errors).toEqual({ tage: 'Ein Link kann 1 bis 365 Tage gelten.' });
    }
    expect(
      (await client.call('getDokboxFile', { fileId: file?.fileId ?? '' })).body.Result,
    ).toMatchObject({
      filePublic: false,
    });
  });

  it('sends a file to the adviser with the message (file outbox)', async () => {
    const [file] = (await add(FIELDS, [{ name: 'Rechnung.pdf', data: await pdf() }])).body
      .Result as DokboxFile[];
    const answer = await client.call('sendFileToCoach', {
      fileid: file?.fileId ?? '',
      beratermessage: 'Bitte um Rückruf wegen der Schadensmeldung.',
    });
    expect(answer.body.Result).toEqual({ Sent: true });
    const [text] = await outboxMails(t.dataDir, 1);
    // Without an adviser of their own, the mail goes to the head office.
    expect(text).toContain('To: beratung@servicebereich.example');
    expect(text).toContain('Content-Type: application/pdf; name=Rechnung.pdf');
    expect(text).toContain(customer.customerNumber);

    const foreign = await client.call('sendFileToCoach', { fileid: 'unbekannt' });
    expect(foreign.body.Errors).toEqual({ fileid: 'Die Datei wurde nicht gefunden.' });
  });

  it("sends a file to the customer's own adviser, not to the head office", async () => {
    await t.factory.adviser({ customerId: customer.id }, { email: 'sabine.moser@example.at' });
    await t.factory.adviser(undefined, { email: 'jemand.anderer@example.at' });
    const [file] = (await add(FIELDS, [{ name: 'Rechnung.pdf', data: await pdf() }])).body
      .Result as DokboxFile[];
    const answer = await client.call('sendFileToCoach', { fileid: file?.fileId ?? '' });
    expect(answer.body.Result).toEqual({ Sent: true });
    const [text] = await outboxMails(t.dataDir, 1);
    expect(text).toContain('To: sabine.moser@example.at');
    expect(text).not.toContain('beratung@servicebereich.example');
  });
});
