/** What an upload may be, told by its first bytes, never by its name or declared type. */
export type UploadType = 'jpeg' | 'png' | 'heif' | 'pdf';

/** What is stored: HEIC/HEIF photos are converted to JPEG. */
export type StoredContentType = 'image/jpeg' | 'image/png' | 'application/pdf';

/** Bytes the check needs before it can answer. */
export const SNIFF_BYTES = 16;

const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']);

export function sniffUploadType(head: Buffer): UploadType | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (head.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (
    head.length >= 12 &&
    head.subarray(4, 8).toString('latin1') === 'ftyp' &&
    HEIF_BRANDS.has(head.subarray(8, 12).toString('latin1'))
  ) {
    return 'heif';
  }
  return null;
}

export function storedContentType(type: UploadType): StoredContentType {
  switch (type) {
    case 'jpeg':
    case 'heif':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'pdf':
      return 'application/pdf';
  }
}

/** The short type the DokBox shows (`fileType`). */
export function displayFileType(contentType: string): string {
  switch (contentType) {
    case 'application/pdf':
      return 'pdf';
    case 'image/png':
      return 'png';
    default:
      return 'jpg';
  }
}

const MAX_NAME_LENGTH = 200;

/**
 * What changes how a name looks or reads without being seen: control characters, format
 * characters (bidi overrides and isolates, marks, zero-width characters, the soft hyphen, the
 * byte order mark, tags …), line and paragraph separators, and the blank Hangul fillers.
 */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0]/gu;

/** The extension a stored file gets, and the ones that are right for its type as given. */
const EXTENSIONS: Record<UploadType, { stored: string; right: readonly string[] }> = {
  jpeg: { stored: 'jpg', right: ['jpg', 'jpeg', 'jpe', 'jfif'] },
  // Stored as JPEG.
  heif: { stored: 'jpg', right: ['jpg', 'jpeg'] },
  png: { stored: 'png', right: ['png'] },
  pdf: { stored: 'pdf', right: ['pdf'] },
};

/** An extension: up to 10 letters and digits after the last dot, at least one a letter. */
const EXTENSION = /\.([a-z0-9]{0,9}[a-z][a-z0-9]{0,9})$/i;

/**
 * A file name as the customer gave it, made safe to show in a message: nothing hidden, NFC, no
 * folders, trimmed.
 */
export function cleanFileName(given: string): string {
  return (given.replace(HIDDEN, '').normalize('NFC').split(/[/\\]/).pop() ?? '').trim();
}

/**
 * The name a stored file is shown and downloaded under: the cleaned name with the extension of
 * the type its content was found to be (a right one is kept, a wrong one replaced), at most
 * 200 characters. It is a display name only; files are stored under their hash.
 */
export function displayFileName(given: string, type: UploadType): string {
  const name = cleanFileName(given).replace(/[\s.]+$/u, '');
  const { stored, right } = EXTENSIONS[type];
  const found = EXTENSION.exec(name);
  const extension =
    found?.[1] !== undefined && right.includes(found[1].toLowerCase()) ? found[1] : stored;
  const limit = MAX_NAME_LENGTH - extension.length - 1;
  let stem = '';
  // Cut between characters as the reader sees them, so no letter loses its accent.
  for (const { segment } of new Intl.Segmenter('de').segment(
    found === null ? name : name.slice(0, found.index),
  )) {
    if (stem.length + segment.length > limit) break;
    stem += segment;
  }
  stem = stem.replace(/[\s.]+$/u, '');
  return `${stem === '' ? 'Datei' : stem}.${extension}`;
}
