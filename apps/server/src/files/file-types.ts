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
 * A file name as the customer gave it, made safe to show: NFC, no folders, no control
 * characters, bounded. It is a display name only; files are stored under their hash.
 */
export function displayFileName(given: string, type: UploadType): string {
  const base = given.normalize('NFC').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
  let name = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  if (name === '' || name === '.' || name === '..') name = 'Datei';
  if (type === 'heif') name = `${name.replace(/\.(heic|heif)$/i, '')}.jpg`;
  if (name.length > MAX_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
    name = name.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
  }
  return name;
}
