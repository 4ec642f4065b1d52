import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FilePart } from '@servicebereich/protocol';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import sharp, { type Sharp } from 'sharp';
import { ApiError, fieldError, MESSAGES } from '../http/api-error.ts';
import { putBlob, type BlobStore } from './blob-store.ts';
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
  fileBytes: 20 * 1024 * 1024,
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

export type ReceivedUpload = { fields: [string, string][]; files: ReceivedFile[] };

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

type HeifImage = {
  width: number;
  height: number;
  decode: () => Promise<{ data: Uint8ClampedArray }>;
};
type HeifDecoder = {
  all: (input: { buffer: Buffer }) => Promise<HeifImage[] & { dispose: () => void }>;
};
// Sharp's prebuilt libvips reads HEIF only with AV1 inside (AVIF); phone photos are HEVC, which
// libheif compiled to WebAssembly decodes (see docs/decisions/011-file-storage.md).
const heifDecoder = createRequire(import.meta.url)('heic-decode') as HeifDecoder;

sharp.cache(false);

/**
 * Reading uploads (DESIGN: stream to a staging file, check magic bytes and limits, fsync, rename,
 * then one transaction in the handler). Nothing of a refused or broken request stays behind.
 */
export function uploadPipeline(deps: {
  store: BlobStore;
  /** Queues blobs put on disk for a request that then failed (see blob-repository.ts). */
  abandon: (hashes: readonly string[]) => Promise<void>;
  limits?: UploadLimits;
  /** Counts the bytes of each file received whole (the metrics). */
  received?: (bytes: number) => void;
}) {
  const { store, abandon, limits = UPLOAD_LIMITS } = deps;
  async function discard(received: ReceivedUpload | ReceivedFile[]): Promise<void> {
    const files = Array.isArray(received) ? received : received.files;
    await Promise.all(files.map((f) => rm(f.stagingFile, { force: true })));
  }

  /** Streams the files of `spec` into staging files and collects the other fields. */
  async function receive(request: FastifyRequest, spec: FilePart): Promise<ReceivedUpload> {
    const received: ReceivedUpload = { fields: [], files: [] };
    let requestBytes = 0;
    try {
      const parts = request.parts({
        limits: {
          fileSize: limits.fileBytes + 1,
          files: spec.maxCount + 1,
          fields: MAX_FIELDS,
          fieldSize: MAX_FIELD_BYTES,
        },
      });
      for await (const part of parts) {
        if (part.type === 'field') {
          if (part.valueTruncated) throw new ApiError({ [part.fieldname]: MESSAGES.bodyTooLarge });
          received.fields.push([part.fieldname, String(part.value)]);
          continue;
        }
        if (part.fieldname !== spec.field && part.fieldname !== `${spec.field}[]`) {
          throw fieldError(part.fieldname, MESSAGES.badBody);
        }
        if (received.files.length === spec.maxCount) {
          throw fieldError(spec.field, UPLOAD_MESSAGES.tooMany(spec.maxCount));
        }
        const givenName = cleanFileName(part.filename);
        const stagingFile = store.stagingPath();
        const file: ReceivedFile = { stagingFile, type: 'pdf', name: givenName, hash: '', size: 0 };
        received.files.push(file);

        const digest = createHash('sha256');
        let head = Buffer.alloc(0);
        let type: UploadType | null = null;
        let size = 0;
        const check = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            size += chunk.length;
            requestBytes += chunk.length;
            if (size > limits.fileBytes) {
              done(fieldError(spec.field, UPLOAD_MESSAGES.tooLarge(givenName, limits.fileBytes)));
              return;
            }
            if (requestBytes > limits.requestBytes) {
              done(fieldError(spec.field, UPLOAD_MESSAGES.requestTooLarge(limits.requestBytes)));
              return;
            }
            if (type === null && head.length < SNIFF_BYTES) {
              head = Buffer.concat([head, chunk]).subarray(0, SNIFF_BYTES);
              // Refuse a wrong type at its first bytes instead of after receiving it whole.
              if (head.length === SNIFF_BYTES) {
                type = sniffUploadType(head);
                if (type === null) {
                  done(fieldError(spec.field, UPLOAD_MESSAGES.badType(givenName)));
                  return;
                }
              }
            }
            digest.update(chunk);
            done(null, chunk);
          },
        });
        // flush: the data is on disk (fsync) before the stream reports it is done.
        await pipeline(part.file, check, createWriteStream(stagingFile, { flush: true }));
        type ??= sniffUploadType(head);
        if (type === null || size === 0) {
          throw fieldError(spec.field, UPLOAD_MESSAGES.badType(givenName));
        }
        file.type = type;
        file.name = displayFileName(givenName, type);
        file.hash = digest.digest('hex');
        file.size = size;
        deps.received?.(size);
      }
    } catch (error) {
      await discard(received);
      throw error;
    }
    if (spec.required && received.files.length === 0) {
      throw fieldError(spec.field, UPLOAD_MESSAGES.missing);
    }
    return received;
  }

  async function decodeHeif(file: ReceivedFile, field: string): Promise<Sharp> {
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
    file: ReceivedFile,
    field: string,
    withThumbnail: boolean,
  ): Promise<StoredUpload> {
    let image: Sharp;
    if (file.type === 'heif') {
      image = await decodeHeif(file, field);
    } else {
      // The header alone tells the size; only then is the image decoded (with the limit again).
      const { width, height } = await sharp(file.stagingFile, {
        limitInputPixels: false,
      }).metadata();
      if (width * height > limits.imagePixels) {
        throw fieldError(field, UPLOAD_MESSAGES.tooManyPixels(file.name));
      }
      image = sharp(file.stagingFile, { limitInputPixels: limits.imagePixels, failOn: 'error' });
    }
    // rotate() turns the pixels as the EXIF orientation says; the output carries no metadata.
    const upright = image.rotate();
    const encoded =
      file.type === 'png'
        ? await upright.png({ compressionLevel: 9 }).toBuffer()
        : await upright.jpeg({ quality: JPEG_QUALITY }).toBuffer();
    const stored = await putBlob(store, encoded);
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
      thumbnail: thumbnail === null ? null : await putBlob(store, thumbnail),
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
      log.warn(
        { pdf: reading.kind, trouble: reading.trouble },
        'an uploaded PDF was not read whole',
      );
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

  /**
   * Re-encodes images (upright, metadata stripped, HEIC to JPEG), checks PDFs, makes thumbnails
   * of images and PDFs where the call keeps them, and moves everything in under its hash. All or
   * nothing: on any failure no staging file is left.
   */
  async function storeAll(
    received: ReceivedUpload,
    spec: FilePart,
    log: FastifyBaseLogger,
  ): Promise<StoredUpload[]> {
    const { field, thumbnails } = spec;
    const stored: StoredUpload[] = [];
    try {
      for (const file of received.files) {
        if (file.type === 'pdf') {
          // Read before the file moves away from staging.
          const thumbnail = await checkPdf(file, field, thumbnails, log);
          const thumbnailBlob = thumbnail === null ? null : await putBlob(store, thumbnail);
          await store.adopt(file.stagingFile, file.hash);
          stored.push({
            fileName: file.name,
            contentType: 'application/pdf',
            hash: file.hash,
            size: file.size,
            thumbnail: thumbnailBlob,
          });
          continue;
        }
        try {
          stored.push(await storeImage(file, field, thumbnails));
        } catch (error) {
          if (error instanceof ApiError) throw error;
          throw fieldError(field, UPLOAD_MESSAGES.unreadable(file.name));
        }
      }
      return stored;
    } catch (error) {
      await abandon(uploadedHashes(stored));
      throw error;
    } finally {
      await discard(received);
    }
  }

  return { receive, storeAll, discard, abandon };
}

export type UploadPipeline = ReturnType<typeof uploadPipeline>;

/** The blob hashes a set of uploads put on disk (files and thumbnails). */
export function uploadedHashes(uploads: readonly StoredUpload[]): string[] {
  return uploads.flatMap((u) => (u.thumbnail === null ? [u.hash] : [u.hash, u.thumbnail.hash]));
}
