import type { DokboxFile } from '@servicebereich/protocol';
import { addDays, SHARE_DAYS_DEFAULT, viennaIsoDate } from '@servicebereich/protocol';
import type { Transaction } from 'kysely';
import { rm, writeFile } from 'node:fs/promises';
import type { Tables } from '../../db/tables.ts';
import { putBlob, type BlobStore } from '../../files/blob-store.ts';
import { displayFileType } from '../../files/file-types.ts';
import { pdfThumbnail } from '../../files/pdf-thumbnail.ts';
import { THUMBNAIL_PX, UPLOAD_MESSAGES } from '../../files/upload-pipeline.ts';
import { fieldError, refusedId } from '../../http/api-error.ts';
import type { CallContext, CustomerContext, FileAnswer, Handlers } from '../../http/handlers.ts';
import type { MailOutbox } from '../../mail/mail-queue.ts';
import type { QueuedMail } from '../../mail/mail-repository.ts';
import { newToken } from '../../security/tokens.ts';
import {
  POSTBOX_CATEGORY_ID,
  POSTBOX_CATEGORY_NAME,
  type DokboxFileRow,
  type DokboxRepository,
  type FileFields,
  type GroupKey,
  type PostboxFileRow,
  type Share,
} from './dokbox-repository.ts';
import { SHARE_PATH } from './share-route.ts';

export const DOKBOX_MESSAGES = {
  notFound: 'Die Datei wurde nicht gefunden.',
  category: 'Bitte wähle einen Ordner.',
  dateTooLate: 'Das Datum darf höchstens ein Jahr in der Zukunft liegen.',
  locked: 'Dieser Eintrag kann nur mit seinem Titel, Ordner und seiner Beschreibung bestehen.',
} as const;

/** Entries of the ImmoWert valuation: one file, title, folder and description fixed. */
const IMMOWERT_PREFIX = 'ImmoWert - ';
/** Entries of the "Gemeinsam gesund" programme: title and folder fixed. */
const GEMEINSAM_GESUND_PREFIX = 'Gemeinsam gesund - ';

const API = '/api?Mode=MeinServicebereich';

type DokboxHandlers = Pick<
  Handlers,
  | 'getDokbox'
  | 'getDokboxFiles'
  | 'getDokboxFile'
  | 'addDokboxFile'
  | 'modifyDokboxFile'
  | 'deleteDokboxFile'
  | 'shareFile'
  | 'unshareFile'
  | 'sendFileToCoach'
  | 'showDokboxFile'
>;

/** Where links point to, and the day in Austria on which they are asked for. */
type View = { origin: string; today: string };

function viewOf(ctx: CallContext): View {
  return { origin: `${ctx.request.protocol}://${ctx.request.host}`, today: viennaIsoDate(ctx.now) };
}

/** The file's public link while it works on `today`, else null. */
function liveShare(row: DokboxFileRow, today: string): Share | null {
  return row.share_token !== null &&
    row.share_valid_until !== null &&
    row.share_valid_until >= today
    ? { token: row.share_token, validUntil: row.share_valid_until }
    : null;
}

/** A new link that works for `days` days after today. */
function newShare(today: string, days: number): Share {
  return { token: newToken(), validUntil: addDays(today, days) };
}

function fileOf(row: DokboxFileRow, view: View): DokboxFile {
  const url = `${API}&Function=ShowDokboxFile&FileId=${row.id}`;
  const share = liveShare(row, view.today);
  return {
    fileId: row.id,
    fileHash: row.blob_hash,
    fileName: row.file_name,
    fileDesciption: row.description,
    fileDate: row.file_date,
    fileCategoryId: row.category_id,
    filePublic: share !== null,
    fileIs360: row.is_360 === 1,
    fileType: displayFileType(row.content_type),
    fileUrl: url,
    fileThumbnailUrl: row.thumb_hash === null ? '' : `${url}&Thumb=true`,
    fileDownloadUrl: url,
    fileShareUrl: share === null ? null : `${view.origin}${SHARE_PATH}${share.token}`,
    fileShareValidUntil: share?.validUntil ?? null,
  };
}

/** A DokBox file as GetDokboxFile answers it, for the answers of other areas. */
export function describeDokboxFile(row: DokboxFileRow, ctx: CallContext): DokboxFile {
  return fileOf(row, viewOf(ctx));
}

function letterOf(row: PostboxFileRow): DokboxFile {
  const url = `${API}&Function=GetPostBoxFile&fileid=${row.id}`;
  return {
    fileId: row.id,
    fileHash: row.blob_hash,
    fileName: row.file_name,
    fileDesciption: '',
    fileDate: row.creation_date,
    fileCategoryId: POSTBOX_CATEGORY_ID,
    filePublic: false,
    fileIs360: false,
    fileType: 'pdf',
    fileUrl: url,
    // Drawn when first asked for (letterThumbnail); a letter opened as a thumbnail stays unread.
    fileThumbnailUrl: `${API}&Function=ShowDokboxFile&FileId=${row.id}&Thumb=true`,
    fileDownloadUrl: url,
    fileShareUrl: null,
    fileShareValidUntil: null,
  };
}

/** The first page of a PDF as a JPEG thumbnail, or null when it cannot be drawn. */
async function thumbnailOf(blobs: BlobStore, pdf: Buffer): Promise<Buffer | null> {
  const staging = blobs.stagingPath();
  try {
    await writeFile(staging, pdf);
    return await pdfThumbnail(staging, THUMBNAIL_PX);
  } finally {
    await rm(staging, { force: true });
  }
}

/**
 * Documents the server makes for a customer (an ImmoWert valuation) go into the DokBox as the one
 * PDF of their entry, with a thumbnail, as an upload would; answered as GetDokboxFile answers.
 */
export function dokboxDocuments(deps: { dokbox: DokboxRepository; blobs: BlobStore }) {
  return {
    putSinglePdf: async (
      customerId: string,
      fields: FileFields,
      file: { fileName: string; pdf: Buffer },
      ctx: CallContext,
    ): Promise<DokboxFile> => {
      const stored = await putBlob(deps.blobs, file.pdf);
      const jpeg = await thumbnailOf(deps.blobs, file.pdf);
      const row = await deps.dokbox.putSingleFile(
        customerId,
        fields,
        {
          fileName: file.fileName,
          contentType: 'application/pdf',
          ...stored,
          thumbnail: jpeg === null ? null : await putBlob(deps.blobs, jpeg),
        },
        ctx.now,
      );
      return fileOf(row, viewOf(ctx));
    },
  };
}

export type DokboxDocuments = ReturnType<typeof dokboxDocuments>;

type DokboxDeps = {
  dokbox: DokboxRepository;
  blobs: BlobStore;
  mails: MailOutbox;
  /** The head office, for customers without an adviser of their own. */
  adviserEmail: string;
};

/** The params of one of the DokBox's calls. */
type ParamsOf<K extends keyof DokboxHandlers> = Parameters<DokboxHandlers[K]>[0];

export function dokboxHandlers(deps: DokboxDeps): DokboxHandlers {
  const { dokbox, blobs, mails } = deps;

  return {
    getDokbox: async (_params, ctx) => ({
      categories: [
        ...(await dokbox.categories()).map((c) => ({ ...c, isusercategory: false })),
        { id: POSTBOX_CATEGORY_ID, name: POSTBOX_CATEGORY_NAME, isusercategory: false },
      ],
      timeline: await dokbox.years(ctx.customerId),
    }),

    getDokboxFiles: async ({ categoryId, year, limitStart, limit }, ctx) => {
      const view = viewOf(ctx);
      const page = await dokbox.groupPage(
        ctx.customerId,
        { categoryId, year },
        { offset: limitStart, limit },
        view.today,
      );
      const onDates = await dokbox.filesOnDates(ctx.customerId, [
        ...new Set(page.groups.map((g) => g.file_date)),
      ]);
      return { total: page.total, groups: page.groups.map((g) => groupOf(g, onDates, view)) };
    },

    // A letter of folder 99 is a file of the DokBox too, as GetDokboxFiles lists it.
    getDokboxFile: async ({ fileId }, ctx) => {
      const row = await dokbox.findFile(ctx.customerId, fileId);
      if (row !== undefined) return fileOf(row, viewOf(ctx));
      const letter = await dokbox.findLetter(ctx.customerId, fileId);
      if (letter === undefined) throw refusedId('fileId', DOKBOX_MESSAGES.notFound);
      return letterOf(letter);
    },

    addDokboxFile: (params, ctx) => addFiles(deps, params, ctx),

    modifyDokboxFile: (params, ctx) => modifyFile(deps, params, ctx),

    deleteDokboxFile: async ({ fileId }, ctx) => {
      if (!(await dokbox.deleteFile(ctx.customerId, fileId))) {
        throw refusedId('fileId', DOKBOX_MESSAGES.notFound);
      }
      return { Deleted: true };
    },

    shareFile: async ({ fileId, tage }, ctx) => {
      const view = viewOf(ctx);
      // Sharing again keeps the link that is out and sets its new end; an ended link never
      // comes back.
      const row = await dokbox.setShare(ctx.customerId, fileId, (file) => ({
        token: liveShare(file, view.today)?.token ?? newToken(),
        validUntil: addDays(view.today, tage),
      }));
      if (row === undefined) throw refusedId('fileId', DOKBOX_MESSAGES.notFound);
      return fileOf(row, view);
    },

    unshareFile: async ({ fileId }, ctx) => {
      const row = await dokbox.setShare(ctx.customerId, fileId, () => null);
      if (row === undefined) throw refusedId('fileId', DOKBOX_MESSAGES.notFound);
      return fileOf(row, viewOf(ctx));
    },

    sendFileToCoach: async ({ fileid, beratermessage }, ctx) => {
      const row = await ownFile(dokbox, ctx.customerId, fileid, 'fileid');
      const customer = await dokbox.customer(ctx.customerId);
      // Answered once the mail is queued; the queue sends it and retries while the server fails.
      await mails.queue(adviserMail(customer, beratermessage, [row], deps.adviserEmail), ctx.now);
      return { Sent: true };
    },

    showDokboxFile: async ({ FileId, Thumb }, ctx) => {
      // Folder 99 shows the postbox's letters: their thumbnails come from here, the letters
      // themselves from GetPostBoxFile; neither marks a letter read (SetPostBoxEntryRead does).
      const letter = Thumb
        ? await letterThumbnail(deps, ctx.customerId, FileId, ctx.now)
        : undefined;
      if (letter !== undefined) return letter;
      const row = await ownFile(dokbox, ctx.customerId, FileId, 'FileId');
      if (Thumb && row.thumb_hash !== null) {
        return thumbnailAnswer(blobs, row.file_name, row.thumb_hash);
      }
      return {
        contentType: row.content_type,
        fileName: row.file_name,
        body: blobs.open(row.blob_hash),
        inline: true,
      };
    },
  };
}

/** A group of the page with its files: the letters of folder 99, else the DokBox's files. */
function groupOf(
  group: GroupKey,
  onDates: { files: readonly DokboxFileRow[]; letters: readonly PostboxFileRow[] },
  view: View,
) {
  return {
    name: group.name,
    categoryId: group.category_id,
    description: group.description,
    date: group.file_date,
    ispublic: group.is_public === 1,
    files:
      group.category_id === POSTBOX_CATEGORY_ID
        ? onDates.letters
            .filter((l) => l.creation_date === group.file_date && l.title === group.name)
            .map(letterOf)
        : onDates.files
            .filter(
              (f) =>
                f.category_id === group.category_id &&
                f.file_date === group.file_date &&
                f.description === group.description &&
                f.name === group.name,
            )
            .map((f) => fileOf(f, view)),
  };
}

/** AddDokboxFile: a new entry of the request's files (an ImmoWert entry has one). */
async function addFiles(
  deps: DokboxDeps,
  params: ParamsOf<'addDokboxFile'>,
  ctx: CustomerContext,
): Promise<DokboxFile[]> {
  const fields = fileFieldsOf(params);
  await checkFields(deps.dokbox, fields, ctx.now);
  const uploads = await ctx.uploads();
  if (params.name.startsWith(IMMOWERT_PREFIX) && uploads.length > 1) {
    throw fieldError('file', UPLOAD_MESSAGES.tooMany(1));
  }
  const inform = await informAdviser(deps, params, ctx);
  const view = viewOf(ctx);
  const rows = await deps.dokbox.addFiles(
    ctx.customerId,
    fields,
    uploads,
    uploads.map(() => (params.ispublic ? newShare(view.today, SHARE_DAYS_DEFAULT) : null)),
    ctx.now,
    inform,
  );
  if (inform !== undefined) deps.mails.sendSoon();
  return rows.map((r) => fileOf(r, view));
}

/** ModifyDokboxFile: an entry's fields, and its content where the request sends a new file. */
async function modifyFile(
  deps: DokboxDeps,
  params: ParamsOf<'modifyDokboxFile'>,
  ctx: CustomerContext,
): Promise<DokboxFile> {
  const current = await ownFile(deps.dokbox, ctx.customerId, params.fileId, 'fileId');
  const fields = fileFieldsOf(params);
  if (changesFixedFields(current, fields)) throw fieldError('name', DOKBOX_MESSAGES.locked);
  await checkFields(deps.dokbox, fields, ctx.now);
  const inform = await informAdviser(deps, params, ctx);
  const view = viewOf(ctx);
  const row = await deps.dokbox.modifyFile(
    ctx.customerId,
    params.fileId,
    {
      ...fields,
      // A link that is out stays as it is; a new one gets the default term.
      share: (file) =>
        params.ispublic
          ? (liveShare(file, view.today) ?? newShare(view.today, SHARE_DAYS_DEFAULT))
          : null,
    },
    (await ctx.uploads())[0],
    ctx.now,
    inform === undefined ? undefined : (trx, changed) => inform(trx, [changed]),
  );
  if (row === undefined) throw refusedId('fileId', DOKBOX_MESSAGES.notFound);
  if (inform !== undefined) deps.mails.sendSoon();
  return fileOf(row, view);
}

function fileFieldsOf(params: {
  categoryId: number;
  name: string;
  desc: string;
  date: string;
  is360: boolean;
}): FileFields {
  return {
    categoryId: params.categoryId,
    name: params.name,
    description: params.desc,
    date: params.date,
    is360: params.is360,
  };
}

/**
 * Whether a change touches what an entry of a programme keeps fixed: the title and folder of
 * ImmoWert and "Gemeinsam gesund" entries, and an ImmoWert entry's description.
 */
function changesFixedFields(current: DokboxFileRow, fields: FileFields): boolean {
  const immoWert = current.name.startsWith(IMMOWERT_PREFIX);
  return (
    (immoWert || current.name.startsWith(GEMEINSAM_GESUND_PREFIX)) &&
    (fields.name !== current.name ||
      fields.categoryId !== current.category_id ||
      (immoWert && fields.description !== current.description))
  );
}

async function checkFields(dokbox: DokboxRepository, fields: FileFields, now: number) {
  if (
    fields.categoryId === POSTBOX_CATEGORY_ID ||
    !(await dokbox.categoryExists(fields.categoryId))
  ) {
    throw fieldError('categoryId', DOKBOX_MESSAGES.category);
  }
  const latest = viennaIsoDate(now).replace(/^\d{4}/, (y) => String(Number(y) + 1));
  if (fields.date > latest) throw fieldError('date', DOKBOX_MESSAGES.dateTooLate);
}

async function ownFile(
  dokbox: DokboxRepository,
  customerId: string,
  fileId: string,
  field: string,
) {
  const row = await dokbox.findFile(customerId, fileId);
  if (row === undefined) throw refusedId(field, DOKBOX_MESSAGES.notFound);
  return row;
}

/** A thumbnail as the answer of ShowDokboxFile, named after the file it shows. */
function thumbnailAnswer(blobs: BlobStore, fileName: string, hash: string): FileAnswer {
  return {
    contentType: 'image/jpeg',
    fileName: fileName.replace(/\.[^.]*$/, '') + '-vorschau.jpg',
    body: blobs.open(hash),
    inline: true,
  };
}

/**
 * The first page of one of the customer's letters as a JPEG, drawn on first request and kept;
 * undefined for no such letter, or one that cannot be drawn.
 */
async function letterThumbnail(
  { dokbox, blobs }: DokboxDeps,
  customerId: string,
  letterId: string,
  now: number,
): Promise<FileAnswer | undefined> {
  const letter = await dokbox.findLetter(customerId, letterId);
  if (letter === undefined) return undefined;
  let hash = letter.thumb_hash;
  if (hash === null) {
    const jpeg = await thumbnailOf(blobs, await blobs.read(letter.blob_hash));
    if (jpeg === null) return undefined;
    hash = await dokbox.setLetterThumbnail(customerId, letterId, await putBlob(blobs, jpeg), now);
  }
  return thumbnailAnswer(blobs, letter.file_name, hash);
}

/**
 * Where the call asks for it (`beraterinfo`), writes the mail that hands an entry to the
 * customer's adviser with the call's message, in the transaction that stored its files: both are
 * kept or neither, and a mail server that is down cannot fail the call. The mail carries the entry
 * as it now stands (the files of `changed` and those it shares the entry with).
 */
async function informAdviser(
  deps: DokboxDeps,
  params: { beraterinfo: boolean; beratertext: string },
  ctx: CustomerContext,
) {
  if (!params.beraterinfo) return undefined;
  const customer = await deps.dokbox.customer(ctx.customerId);
  return async (trx: Transaction<Tables>, changed: readonly DokboxFileRow[]) => {
    const [first] = changed;
    if (first === undefined) return;
    const entry = await deps.dokbox.entryFiles(trx, first);
    const mail = adviserMail(customer, params.beratertext, entry, deps.adviserEmail);
    await deps.mails.queueIn(trx, mail, ctx.now);
  };
}

/** The mail that hands files to the customer's adviser, else to the head office. */
function adviserMail(
  customer: Awaited<ReturnType<DokboxRepository['customer']>>,
  message: string,
  files: readonly DokboxFileRow[],
  headOffice: string,
): QueuedMail {
  const name = [customer.title_prefix, customer.first_name, customer.last_name]
    .filter((p) => p !== '')
    .join(' ');
  return {
    kind: 'dokbox-adviser',
    // The customer's own adviser; the head office only for customers without one.
    to: customer.adviser_email ?? headOffice,
    ...(customer.email === '' ? {} : { replyTo: customer.email }),
    subject: `DokBox: ${files.length === 1 ? 'Datei' : 'Dateien'} von ${name} (${customer.customer_number})`,
    text: [
      `${name}, Verfügernummer ${customer.customer_number}, schickt dir aus der DokBox:`,
      ...files.map((f) => `– ${f.name} (${f.file_name}, ${f.file_date})`),
      '',
      message === '' ? '(ohne Nachricht)' : `Nachricht:\n${message}`,
      '',
      `E-Mail: ${customer.email || '–'}, Telefon: ${customer.mobile || '–'}`,
    ].join('\n'),
    attachments: files.map((f) => ({
      fileName: f.file_name,
      contentType: f.content_type,
      blobHash: f.blob_hash,
    })),
  };
}
