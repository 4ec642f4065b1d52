import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UPLOAD_FILE_MAX_BYTES, type FilePart } from '@servicebereich/protocol';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { Sharp } from 'sharp';
import { ApiError, fieldError, MESSAGES } from '../http/api-error.ts';
import { putBlob, type BlobStore } from './blob-store.ts';
import { concurrencyLimit } from './concurrency-limit.ts';
import { readPdf } from './pdf-thumbnail.ts';
import {
  cleanFileName,
  displayFileName,
  sniffUploadType,
  SNIFF_BYTES,
  storedContentType,
  type StoredContentType,
  type UploadType,
} from './file-types.ts';

export type UploadLimits = {
  /** Bytes of one file as sent. */
  fileBytes: number;
  /** Bytes of all files of one request. */
  requestBytes: number;
  /** Width × height of one image; more is refused before it is decoded (pixel bombs). */
  imagePixels: number;
};

export const UPLOAD_LIMITS: UploadLimits = {
  fileBytes: UPLOAD_FILE_MAX_BYTES,
  requestBytes: 60 * 1024 * 1024,
  imagePixels: 50_000_000,
};

/** A file of the request, checked and stored under its hash, not yet named by any row. */
export type StoredUpload = {
  /** The customer's name for it, a display name only. */
  fileName: string;
  contentType: StoredContentType;
  hash: string;
  size: number;
  /**
   * A small JPEG of an image or of a PDF's first page; null where the call keeps none or the page
   * could not be drawn.
   */
  thumbnail: { hash: string; size: number } | null;
};

/** A file as received: in the staging folder, type known by its first bytes. */
export type ReceivedFile = {
  stagingFile: string;
  type: UploadType;
  name: string;
  hash: string;
  size: number;
};

/**
 * A multipart request read up to its first file: the fields sent before it, and its files still
 * unread, so that a call can check what needs no file before a byte of one is read.
 */
export type IncomingUpload = {
  fields: [string, string][];
  /** Reads the files into staging files, at most once; a field after them is refused. */
  receiveFiles: () => Promise<ReceivedFile[]>;
  /** Leaves the files unread, for a request refused before them. */
  skipFiles: () => Promise<void>;
};

/** How many requests without a login (a visitor's claim) may have their files checked at once. */
export const VISITOR_FILE_WORKERS = 1;

export const UPLOAD_MESSAGES = {
  tooMany: (max: number) =>
    max === 1
      ? 'Du kannst hier nur eine Datei hochladen.'
      : `Du kannst höchstens ${max} Dateien auf einmal hochladen.`,
  tooLarge: (name: string, bytes: number) =>
    `Die Datei „${name}“ ist zu groß (höchstens ${bytes / 1024 / 1024} MB).`,
  requestTooLarge: (bytes: number) =>
    `Die Dateien sind zusammen zu groß (höchstens ${bytes / 1024 / 1024} MB).`,
  badType: (name: string) =>
    `Die Datei „${name}“ hat kein erlaubtes Format. Erlaubt sind Fotos (JPEG, PNG, HEIC) und PDF-Dateien.`,
  tooManyPixels: (name: string) => `Das Bild „${name}“ hat zu viele Bildpunkte.`,
  unreadable: (name: string) => `Die Datei „${name}“ konnte nicht gelesen werden.`,
  missing: 'Bitte wähle eine Datei aus.',
} as const;

/** Width (and, for images, height) of a thumbnail in pixels. */
export const THUMBNAIL_PX = 320;
const JPEG_QUALITY = 85;
const MAX_FIELDS = 40;
const MAX_FIELD_BYTES = 16 * 1024;

type UploadPipelineDeps = {
  store: BlobStore;
  /** Queues blobs put on disk for a request that then failed (see blob-repository.ts). */
  abandon: (hashes: readonly string[]) => Promise<void>;
  limits?: UploadLimits;
  /** Counts the bytes of each file received whole (the metrics). */
  received?: (bytes: number) => void;
};

/** What the pipeline's steps work with: its dependencies, the limits settled. */
type PipelineDeps = UploadPipelineDeps & { limits: UploadLimits };

/**
 * Reading uploads (DESIGN: stream to a staging file, check magic bytes and limits, fsync, rename,
 * then one transaction in the handler). Nothing of a refused or broken request stays behind.
 */
export function uploadPipeline(deps: UploadPipelineDeps) {
  const settled: PipelineDeps = { ...deps, limits: deps.limits ?? UPLOAD_LIMITS };
  // Visitors' files wait for their own turn before the shared one: however many visitors send
  // files, customers' uploads find a PDF reader free.
  const visitorsInTurn = concurrencyLimit(VISITOR_FILE_WORKERS);

  /**
   * Reads the fields of a multipart request up to its first file. Its files are then streamed
   * into staging files by `receiveFiles`, or left unread by `skipFiles`.
   */
  function receive(request: FastifyRequest, spec: FilePart): Promise<IncomingUpload> {
    return receiveUpload(settled, request, spec);
  }

  /**
   * Re-encodes images (upright, metadata stripped, HEIC to JPEG), checks PDFs, makes thumbnails
   * of images and PDFs where the call keeps them, and moves everything in under its hash. All or
   * nothing: on any failure no staging file is left. A visitor's files (`byVisitor`) take their
   * own turn first.
   */
  function storeAll(
    received: readonly ReceivedFile[],
    spec: FilePart,
    log: FastifyBaseLogger,
    byVisitor: boolean,
  ): Promise<StoredUpload[]> {
    const storing = () => storeInTurn(settled, received, spec, log);
    return byVisitor ? visitorsInTurn(storing) : storing();
  }

  return { receive, storeAll, abandon: deps.abandon };
}

export type UploadPipeline = ReturnType<typeof uploadPipeline>;

/** The blob hashes a set of uploads put on disk (files and thumbnails). */
export function uploadedHashes(uploads: readonly StoredUpload[]): string[] {
  return uploads.flatMap((u) => (u.thumbnail === null ? [u.hash] : [u.hash, u.thumbnail.hash]));
}

async function discard(files: readonly ReceivedFile[]): Promise<void> {
  await Promise.all(files.map((f) => rm(f.stagingFile, { force: true })));
}

async function receiveUpload(
  deps: PipelineDeps,
  request: FastifyRequest,
  spec: FilePart,
): Promise<IncomingUpload> {
  const multipart = request.parts({
    limits: {
      fileSize: deps.limits.fileBytes + 1,
      files: spec.maxCount + 1,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
    },
  });
  const parts = multipart[Symbol.asyncIterator]();
  const fields: [string, string][] = [];
  let next: IteratorResult<Multipart>;
  try {
    next = await parts.next();
    while (next.done !== true && next.value.type === 'field') {
      const field = next.value;
      if (field.valueTruncated) throw new ApiError({ [field.fieldname]: MESSAGES.bodyTooLarge });
      fields.push([field.fieldname, String(field.value)]);
      next = await parts.next();
    }
  } catch (error) {
    await parts.return?.();
    throw error;
  }
  let read = false;
  return {
    fields,
    receiveFiles: async () => {
      if (read) throw new Error('The files of a request are read once');
      read = true;
      return receiveFileParts(deps, spec, next, parts);
    },
    skipFiles: async () => {
      if (read) return;
      read = true;
      await parts.return?.();
    },
  };
}

/**
 * Streams the parts from `first` on into staging files, each a file of `spec`: a field after the
 * files is refused. On any failure the rest is left unread and no staging file stays behind.
 */
async function receiveFileParts(
  deps: PipelineDeps,
  spec: FilePart,
  first: IteratorResult<Multipart>,
  parts: AsyncIterator<Multipart>,
): Promise<ReceivedFile[]> {
  const files: ReceivedFile[] = [];
  const request = { bytes: 0 };
  try {
    for (let next = first; next.done !== true; next = await parts.next()) {
      const part = next.value;
      if (part.type === 'field') throw fieldError(part.fieldname, MESSAGES.badBody);
      await receiveFile(deps, part, spec, files, request);
    }
  } catch (error) {
    await parts.return?.();
    await discard(files);
    throw error;
  }
  if (spec.required && files.length === 0) {
    throw fieldError(spec.field, UPLOAD_MESSAGES.missing);
  }
  return files;
}

/**
 * Streams one file part of `spec` into a staging file, put into `files` first so that a failure
 * leaves nothing behind; `request.bytes` counts the bytes of all files of the request.
 */
async function receiveFile(
  deps: PipelineDeps,
  part: MultipartFile,
  spec: FilePart,
  files: ReceivedFile[],
  request: { bytes: number },
): Promise<void> {
  if (part.fieldname !== spec.field && part.fieldname !== `${spec.field}[]`) {
    throw fieldError(part.fieldname, MESSAGES.badBody);
  }
  if (files.length === spec.maxCount) {
    throw fieldError(spec.field, UPLOAD_MESSAGES.tooMany(spec.maxCount));
  }
  const givenName = cleanFileName(part.filename);
  const stagingFile = deps.store.stagingPath();
  const file: ReceivedFile = { stagingFile, type: 'pdf', name: givenName, hash: '', size: 0 };
  files.push(file);
  const bytes = byteCheck(deps.limits, spec.field, givenName, request);
  // flush: the data is on disk (fsync) before the stream reports it is done.
  await pipeline(part.file, bytes.stream, createWriteStream(stagingFile, { flush: true }));
  const { type, size, hash } = bytes.result();
  if (type === null || size === 0) {
    throw fieldError(spec.field, UPLOAD_MESSAGES.badType(givenName));
  }
  file.type = type;
  file.name = displayFileName(givenName, type);
  file.hash = hash;
  file.size = size;
  deps.received?.(size);
}

/**
 * The stream a file's bytes pass on their way to its staging file: it refuses a file or request
 * over the limits and a type not allowed, and hashes what passes. `result` is for once the stream
 * has ended.
 */
function byteCheck(
  limits: UploadLimits,
  field: string,
  givenName: string,
  request: { bytes: number },
) {
  const digest = createHash('sha256');
  let head = Buffer.alloc(0);
  let type: UploadType | null = null;
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      request.bytes += chunk.length;
      if (size > limits.fileBytes) {
        done(fieldError(field, UPLOAD_MESSAGES.tooLarge(givenName, limits.fileBytes)));
        return;
      }
      if (request.bytes > limits.requestBytes) {
        done(fieldError(field, UPLOAD_MESSAGES.requestTooLarge(limits.requestBytes)));
        return;
      }
      if (type === null && head.length < SNIFF_BYTES) {
        head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
        // Refuse a wrong type at its first bytes instead of after receiving it whole.
        if (head.length === SNIFF_BYTES) {
          type = sniffUploadType(head);
          if (type === null) {
            done(fieldError(field, UPLOAD_MESSAGES.badType(givenName)));
            return;
          }
        }
      }
      digest.update(chunk);
      done(null, chunk);
    },
  });
  return {
    stream,
    /** The file's type (null for none allowed, or too short to tell), size and hash. */
    result: () => ({ type: type ?? sniffUploadType(head), size, hash: digest.digest('hex') }),
  };
}

async function decodeHeif(limits: UploadLimits, file: ReceivedFile, field: string): Promise<Sharp> {
  const { heifDecoder } = await import('./heif-decoder.ts');
  const { sharp } = await import('./sharp.ts');
  const images = await heifDecoder.all({ buffer: await readFile(file.stagingFile) });
  try {
    const primary = images[0];
    if (primary === undefined) throw new Error('no image in the HEIF file');
    if (primary.width * primary.height > limits.imagePixels) {
      throw fieldError(field, UPLOAD_MESSAGES.tooManyPixels(file.name));
    }
    const { data } = await primary.decode();
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), {
      raw: { width: primary.width, height: primary.height, channels: 4 },
    });
  } finally {
    images.dispose();
  }
}

async function storeImage(
  deps: PipelineDeps,
  file: ReceivedFile,
  field: string,
  withThumbnail: boolean,
): Promise<StoredUpload> {
  const { sharp } = await import('./sharp.ts');
  let image: Sharp;
  if (file.type === 'heif') {
    image = await decodeHeif(deps.limits, file, field);
  } else {
    // The header alone tells the size; only then is the image decoded (with the limit again).
    const { width, height } = await sharp(file.stagingFile, {
      limitInputPixels: false,
    }).metadata();
    if (width * height > deps.limits.imagePixels) {
      throw fieldError(field, UPLOAD_MESSAGES.tooManyPixels(file.name));
    }
    image = sharp(file.stagingFile, { limitInputPixels: deps.limits.imagePixels, failOn: 'error' });
  }
  // rotate() turns the pixels as the EXIF orientation says; the output carries no metadata.
  const upright = image.rotate();
  const encoded =
    file.type === 'png'
      ? await upright.png({ compressionLevel: 9 }).toBuffer()
      : await upright.jpeg({ quality: JPEG_QUALITY }).toBuffer();
  const stored = await putBlob(deps.store, encoded);
  const thumbnail = withThumbnail
    ? await sharp(encoded)
        .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 75 })
        .toBuffer()
    : null;
  return {
    fileName: file.name,
    contentType: storedContentType(file.type),
    ...stored,
    thumbnail: thumbnail === null ? null : await putBlob(deps.store, thumbnail),
  };
}

/**
 * A PDF is one only if pdf.js opens it and finds its first page: a file that merely starts with
 * `%PDF-` (an HTML page behind the header) is refused. The page is drawn where the call keeps
 * thumbnails; a page that cannot be drawn within the limits costs only the thumbnail.
 */
async function checkPdf(
  file: ReceivedFile,
  field: string,
  withThumbnail: boolean,
  log: FastifyBaseLogger,
): Promise<Buffer | null> {
  const reading = await readPdf(file.stagingFile, withThumbnail ? THUMBNAIL_PX : null);
  if (reading.trouble !== null) {
    log.warn({ pdf: reading.kind, trouble: reading.trouble }, 'an uploaded PDF was not read whole');
  }
  switch (reading.kind) {
    case 'pdf':
      return reading.thumbnail;
    case 'not-pdf':
      throw fieldError(field, UPLOAD_MESSAGES.badType(file.name));
    case 'unreadable':
      throw fieldError(field, UPLOAD_MESSAGES.unreadable(file.name));
  }
}

/** Checks a PDF, keeps its thumbnail where the call keeps them, and moves it in under its hash. */
async function storePdf(
  store: BlobStore,
  file: ReceivedFile,
  field: string,
  withThumbnail: boolean,
  log: FastifyBaseLogger,
): Promise<StoredUpload> {
  // Read before the file moves away from staging.
  const thumbnail = await checkPdf(file, field, withThumbnail, log);
  const thumbnailBlob = thumbnail === null ? null : await putBlob(store, thumbnail);
  await store.adopt(file.stagingFile, file.hash);
  return {
    fileName: file.name,
    contentType: 'application/pdf',
    hash: file.hash,
    size: file.size,
    thumbnail: thumbnailBlob,
  };
}

async function storeInTurn(
  deps: PipelineDeps,
  received: readonly ReceivedFile[],
  spec: FilePart,
  log: FastifyBaseLogger,
): Promise<StoredUpload[]> {
  const { field, thumbnails } = spec;
  const stored: StoredUpload[] = [];
  try {
    for (const file of received) {
      if (file.type === 'pdf') {
        stored.push(await storePdf(deps.store, file, field, thumbnails, log));
        continue;
      }
      try {
        stored.push(await storeImage(deps, file, field, thumbnails));
      } catch (error) {
        if (error instanceof ApiError) throw error;
        throw fieldError(field, UPLOAD_MESSAGES.unreadable(file.name));
      }
    }
    return stored;
  } catch (error) {
    await deps.abandon(uploadedHashes(stored));
    throw error;
  } finally {
    await discard(received);
  }
}
