import {
  addDays,
  IMMOWERT_NAME_PREFIX,
  POSTBOX_CATEGORY_ID,
  POSTBOX_CATEGORY_NAME,
  POSTBOX_MESSAGES,
  SHARE_DAYS_DEFAULT,
  type dokboxCalls,
  type DokboxFile,
  type dokboxFileGroupSchema,
  type PostboxEntry,
  type postboxCalls,
} from '@servicebereich/protocol';
import type { z } from 'zod/mini';
import { DEMO_MESSAGES, demoFail as fail, type DemoHandlers } from './demo-call.ts';
import { demoShareUrl, documentLines, type DemoData, type DemoDokboxFile } from './demo-data.ts';
import { demoPdfBlob, pagePng, photoPng } from './demo-documents.ts';

// The postbox and the DokBox of the test mode: letters and files as PDFs made when first asked
// for, uploads kept in memory, share links that lead nowhere.

type DokboxFileGroup = z.infer<typeof dokboxFileGroupSchema>;

type DocumentHandlers = Pick<DemoHandlers, keyof typeof postboxCalls | keyof typeof dokboxCalls>;

function fileHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ (char.codePointAt(0) ?? 0), 0x01000193) >>> 0;
  return hash.toString(16).padStart(8, '0');
}

function fileTypeOf(content: DemoDokboxFile['content']): string {
  if (content === 'pdf') return 'pdf';
  if (content === 'photo') return 'png';
  return content.type === 'image/jpeg' ? 'jpg' : content.type.slice(content.type.indexOf('/') + 1);
}

export function demoDocumentFiles(deps: {
  /** The test mode's data, day and kept PDFs (one per document, so its address stays the same). */
  state: { data: DemoData; today: string; pdfs: Map<string, Blob> };
  newId: (prefix: string) => string;
  /** The address the app fetches a blob at. */
  urlOf: (blob: Blob) => string;
}): {
  handlers: DocumentHandlers;
  /** A DokBox file as GetDokboxFile answers it. */
  dokboxFile: (file: DemoDokboxFile) => DokboxFile;
} {
  const { state, urlOf, newId } = deps;
  const sent = () => ({ Sent: true as const });
  const deleted = () => ({ Deleted: true as const });
  const { data } = state;

  function pdfFor(id: string, title: string, date: string): Blob {
    const known = state.pdfs.get(id);
    if (known !== undefined) return known;
    const pdf = demoPdfBlob(documentLines(title, date));
    state.pdfs.set(id, pdf);
    return pdf;
  }

  function postboxEntry(fileid: string): PostboxEntry {
    return data.postbox.find((e) => e.Key === fileid) ?? fail('fileid', DEMO_MESSAGES.notFound);
  }

  /** Postbox messages appear in the DokBox as PDFs of the postbox category. */
  function postboxFile(entry: PostboxEntry): DokboxFile {
    const pdf = pdfFor(entry.Key, entry.Title, entry.CreationDate);
    return {
      fileId: entry.Key,
      fileHash: fileHash(`${entry.Key}:${entry.Title}`),
      fileName: entry.Title,
      fileDesciption: '',
      fileDate: entry.CreationDate,
      fileCategoryId: POSTBOX_CATEGORY_ID,
      filePublic: false,
      fileIs360: false,
      fileType: 'pdf',
      fileUrl: urlOf(pdf),
      fileThumbnailUrl: urlOf(pagePng),
      fileDownloadUrl: urlOf(pdf),
      fileShareUrl: null,
      fileShareValidUntil: null,
    };
  }

  function fileContent(file: DemoDokboxFile, thumb: boolean): Blob {
    const { content } = file;
    if (content === 'photo') return photoPng;
    if (content === 'pdf') {
      return thumb ? pagePng : pdfFor(file.fileId, file.fileName, file.fileDate);
    }
    return thumb && !content.type.startsWith('image/') ? pagePng : content;
  }

  function dokboxFile(file: DemoDokboxFile): DokboxFile {
    const { content, ...fields } = file;
    return {
      ...fields,
      fileHash: fileHash(`${file.fileId}:${file.fileName}:${file.fileDate}`),
      filePublic: file.fileShareUrl !== null,
      fileType: fileTypeOf(content),
      fileUrl: urlOf(fileContent(file, false)),
      fileThumbnailUrl: urlOf(fileContent(file, true)),
      fileDownloadUrl: urlOf(fileContent(file, false)),
    };
  }

  function allFiles(): DokboxFile[] {
    return [...data.dokboxFiles.map(dokboxFile), ...data.postbox.map(postboxFile)];
  }

  function ownFile(fileId: string): DemoDokboxFile {
    return (
      data.dokboxFiles.find((f) => f.fileId === fileId) ?? fail('fileId', DEMO_MESSAGES.notFound)
    );
  }

  function checkCategory(categoryId: number): void {
    if (!data.dokboxCategories.some((c) => c.id === categoryId)) {
      fail('categoryId', DEMO_MESSAGES.folderMissing);
    }
  }

  /** Sharing again keeps the link; `days` sets a new end, otherwise a shared link keeps its own. */
  function share(file: DemoDokboxFile, shared: boolean, days?: number): DokboxFile {
    if (!shared) {
      file.fileShareUrl = null;
      file.fileShareValidUntil = null;
    } else {
      file.fileShareUrl ??= demoShareUrl(file.fileId);
      file.fileShareValidUntil =
        days === undefined && file.fileShareValidUntil !== null
          ? file.fileShareValidUntil
          : addDays(state.today, days ?? SHARE_DAYS_DEFAULT);
    }
    return dokboxFile(file);
  }

  return {
    dokboxFile,
    handlers: {
      getPostBoxEntries: () => data.postbox,
      getPostBoxSettings: () => data.postboxSettings,
      setPostBoxSettings: ({ zustimmung, benachrichtigung, email }) => {
        const before = data.postboxSettings;
        const standing = zustimmung !== null && before.ElektronischeZustellung;
        data.postboxSettings = {
          ElektronischeZustellung: zustimmung !== null,
          ZugestimmtAm: zustimmung === null ? null : standing ? before.ZugestimmtAm : state.today,
          Zustimmungstext: standing ? before.Zustimmungstext : zustimmung,
          PapierfassungAngefordertAm: before.PapierfassungAngefordertAm,
          Benachrichtigung: benachrichtigung,
          Email: email,
        };
        return data.postboxSettings;
      },
      requestPostBoxPaperCopy: () => {
        const settings = data.postboxSettings;
        const earlier = settings.PapierfassungAngefordertAm;
        if (earlier !== null) return { AngefordertAm: earlier, Neu: false };
        if (!settings.ElektronischeZustellung) {
          fail('general', POSTBOX_MESSAGES.paperCopyWithoutConsent);
        }
        settings.PapierfassungAngefordertAm = state.today;
        return { AngefordertAm: settings.PapierfassungAngefordertAm, Neu: true };
      },
      setPostBoxEntryRead: ({ fileid }) => {
        const entry = postboxEntry(fileid);
        entry.Status = 'READ';
        return entry;
      },
      getPostBoxFile: ({ fileid }) => {
        const entry = postboxEntry(fileid);
        return pdfFor(entry.Key, entry.Title, entry.CreationDate);
      },

      getDokbox: () => {
        const dates = [
          ...data.dokboxFiles.map((f) => f.fileDate),
          ...data.postbox.map((e) => e.CreationDate),
        ];
        const years = new Set(dates.map((date) => Number(date.slice(0, 4))));
        return {
          categories: [
            ...data.dokboxCategories,
            { id: POSTBOX_CATEGORY_ID, name: POSTBOX_CATEGORY_NAME, isusercategory: false },
          ],
          timeline: [...years].sort((a, b) => b - a),
        };
      },
      getDokboxFiles: ({ categoryId, year, limitStart, limit }) => {
        const groups = new Map<string, DokboxFileGroup>();
        for (const file of allFiles()) {
          if (categoryId !== undefined && file.fileCategoryId !== categoryId) continue;
          if (year !== undefined && !file.fileDate.startsWith(`${year}-`)) continue;
          const group = {
            name: file.fileName,
            categoryId: file.fileCategoryId,
            description: file.fileDesciption,
            date: file.fileDate,
            ispublic: file.filePublic,
          };
          const key = JSON.stringify(group);
          const known = groups.get(key);
          if (known === undefined) groups.set(key, { ...group, files: [file] });
          else known.files.push(file);
        }
        const sorted = [...groups.values()].sort((a, b) => b.date.localeCompare(a.date));
        return { groups: sorted.slice(limitStart, limitStart + limit), total: sorted.length };
      },
      getDokboxFile: ({ fileId }) =>
        allFiles().find((f) => f.fileId === fileId) ?? fail('fileId', DEMO_MESSAGES.notFound),
      addDokboxFile: ({ date, name, categoryId, desc, ispublic, is360 }, files) => {
        checkCategory(categoryId);
        if (name.startsWith(IMMOWERT_NAME_PREFIX) && files.length > 1) {
          fail('file', DEMO_MESSAGES.immoWertSingleFile);
        }
        const added = files.map((blob) => {
          const fileId = newId('DB');
          return {
            fileId,
            fileName: name,
            fileDesciption: desc,
            fileDate: date,
            fileCategoryId: categoryId,
            fileIs360: is360,
            fileShareUrl: ispublic ? demoShareUrl(fileId) : null,
            fileShareValidUntil: ispublic ? addDays(state.today, SHARE_DAYS_DEFAULT) : null,
            content: blob,
          };
        });
        data.dokboxFiles.push(...added);
        return added.map(dokboxFile);
      },
      modifyDokboxFile: ({ fileId, date, name, categoryId, desc, ispublic, is360 }, files) => {
        const file = ownFile(fileId);
        checkCategory(categoryId);
        Object.assign(file, {
          fileName: name,
          fileDesciption: desc,
          fileDate: date,
          fileCategoryId: categoryId,
          fileIs360: is360,
        });
        const [replacement] = files;
        if (replacement !== undefined) file.content = replacement;
        // The generated PDF shows name and date, so it is made again.
        state.pdfs.delete(fileId);
        return share(file, ispublic);
      },
      deleteDokboxFile: ({ fileId }) => {
        const file = ownFile(fileId);
        data.dokboxFiles = data.dokboxFiles.filter((f) => f !== file);
        return deleted();
      },
      shareFile: ({ fileId, tage }) => share(ownFile(fileId), true, tage),
      unshareFile: ({ fileId }) => share(ownFile(fileId), false),
      sendFileToCoach: ({ fileid }) => {
        if (!allFiles().some((f) => f.fileId === fileid)) fail('fileid', DEMO_MESSAGES.notFound);
        return sent();
      },
      showDokboxFile: ({ FileId, Thumb }) => {
        const entry = data.postbox.find((e) => e.Key === FileId);
        if (entry !== undefined) {
          return Thumb ? pagePng : pdfFor(entry.Key, entry.Title, entry.CreationDate);
        }
        return fileContent(ownFile(FileId), Thumb);
      },
    },
  };
}
