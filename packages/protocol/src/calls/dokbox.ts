import { z } from 'zod/mini';
import { binaryCall, jsonCall, callArea } from '../call.ts';
import { downloadIdParam } from './postbox.ts';
import { formBoolean, formInteger, isoDate, noParams } from '../wire-fields.ts';

export const dokboxCategorySchema = z.object({
  id: z.int(),
  name: z.string(),
  isusercategory: z.boolean(),
});

export const dokboxFileSchema = z.object({
  fileId: z.string(),
  fileHash: z.string(),
  fileName: z.string(),
  /** Spelt so on the wire. */
  fileDesciption: z.string(),
  fileDate: isoDate,
  fileCategoryId: z.int(),
  filePublic: z.boolean(),
  fileIs360: z.boolean(),
  fileType: z.string(),
  fileUrl: z.string(),
  fileThumbnailUrl: z.string(),
  fileDownloadUrl: z.string(),
  /** The public link while the file is shared. */
  fileShareUrl: z.nullable(z.string()),
  /** The last day (in Austria) on which the public link works; null while not shared. */
  fileShareValidUntil: z.nullable(isoDate),
});
export type DokboxFile = z.infer<typeof dokboxFileSchema>;

/**
 * Files with equal category, date, description and name form one group; it is public when every
 * file of it is shared (decision 039: sharing one photo does not split an upload).
 */
export const dokboxFileGroupSchema = z.object({
  name: z.string(),
  categoryId: z.int(),
  description: z.string(),
  date: isoDate,
  ispublic: z.boolean(),
  files: z.array(dokboxFileSchema),
});

const fileIdParam = downloadIdParam('Die Datei ist ungültig.');

/** How many days a public link works when the customer does not choose, and at most. */
export const SHARE_DAYS_DEFAULT = 30;
export const SHARE_DAYS_MAX = 365;

const shareDays = z._default(
  formInteger(1, SHARE_DAYS_MAX, `Ein Link kann 1 bis ${SHARE_DAYS_MAX} Tage gelten.`),
  SHARE_DAYS_DEFAULT,
);

const title = z
  .string({ error: 'Bitte gib einen Titel ein.' })
  .check(
    z.trim(),
    z.minLength(1, { error: 'Bitte gib einen Titel ein.' }),
    z.maxLength(200, { error: 'Der Titel darf höchstens 200 Zeichen lang sein.' }),
  );

const fileFields = z.object({
  date: isoDate,
  name: title,
  categoryId: formInteger(1, 2147483647, 'Bitte wähle einen Ordner.'),
  desc: z._default(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(2000, { error: 'Die Beschreibung darf höchstens 2000 Zeichen lang sein.' }),
      ),
    '',
  ),
  ispublic: z._default(formBoolean, false),
  is360: z._default(formBoolean, false),
});

/** A message to the customer's adviser, also the one that goes with a file. */
const adviserMessage = z._default(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(2000, { error: 'Die Nachricht darf höchstens 2000 Zeichen lang sein.' }),
    ),
  '',
);

/** `beraterinfo`: the adviser gets the entry's files by mail, with `beratertext`. */
const adviserFields = {
  beraterinfo: z._default(formBoolean, false),
  beratertext: adviserMessage,
};

export const dokboxCalls = callArea({
  getDokbox: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetDokbox',
    method: 'POST',
    access: 'customer',
    body: 'none',
    params: () => noParams,
    result: () =>
      z.object({
        categories: z.array(dokboxCategorySchema),
        /** Years, newest first. */
        timeline: z.array(z.int()),
      }),
  }),
  getDokboxFiles: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetDokboxFiles',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.object({
        categoryId: z.optional(formInteger(1, 2147483647, 'Der Ordner ist ungültig.')),
        year: z.optional(formInteger(1900, 2999, 'Das Jahr ist ungültig.')),
        limitStart: z._default(formInteger(0, 1_000_000, 'Der Bereich ist ungültig.'), 0),
        limit: z._default(formInteger(1, 200, 'Der Bereich ist ungültig.'), 50),
        orderBy: z._default(z.literal('FileDate'), 'FileDate'),
      }),
    result: () =>
      z.object({
        groups: z.array(dokboxFileGroupSchema),
        total: z.int(),
      }),
  }),
  getDokboxFile: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'GetDokboxFile',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ fileId: fileIdParam }),
    result: () => dokboxFileSchema,
  }),
  addDokboxFile: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'AddDokboxFile',
    method: 'POST',
    access: 'customer',
    body: 'multipart',
    files: { field: 'file', maxCount: 10, required: true, thumbnails: true },
    params: () => z.extend(fileFields, adviserFields),
    result: () => z.array(dokboxFileSchema),
  }),
  /**
   * Changes the fields of one file; a new file in the body replaces its content (the old content
   * goes once nothing names it).
   */
  modifyDokboxFile: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'ModifyDokboxFile',
    method: 'POST',
    access: 'customer',
    body: 'multipart',
    files: { field: 'file', maxCount: 1, required: false, thumbnails: true },
    params: () => z.extend(fileFields, { fileId: fileIdParam, ...adviserFields }),
    result: () => dokboxFileSchema,
  }),
  deleteDokboxFile: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'DeleteDokboxFile',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ fileId: fileIdParam }),
    result: () => z.object({ Deleted: z.literal(true) }),
  }),
  shareFile: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'ShareFile',
    method: 'POST',
    access: 'customer',
    body: 'form',
    /** `tage`: for how many days after today the link works. */
    params: () => z.object({ fileId: fileIdParam, tage: shareDays }),
    result: () => dokboxFileSchema,
  }),
  unshareFile: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'UnshareFile',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () => z.object({ fileId: fileIdParam }),
    result: () => dokboxFileSchema,
  }),
  sendFileToCoach: jsonCall({
    mode: 'MeinServicebereich',
    fn: 'SendFileToCoach',
    method: 'POST',
    access: 'customer',
    body: 'form',
    params: () =>
      z.object({
        fileid: fileIdParam,
        beratermessage: adviserMessage,
      }),
    result: () => z.object({ Sent: z.literal(true) }),
  }),
  /** The file itself, or its thumbnail with Thumb=true. */
  showDokboxFile: binaryCall({
    mode: 'MeinServicebereich',
    fn: 'ShowDokboxFile',
    method: 'GET',
    access: 'customer',
    body: 'none',
    params: () =>
      z.object({
        FileId: fileIdParam,
        Thumb: z._default(formBoolean, false),
        tokenid: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      }),
  }),
});
