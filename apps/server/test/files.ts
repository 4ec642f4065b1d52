import { readFileSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import sharp from 'sharp';

// Files for upload tests, made on the spot (the HEIC photo was made once with libheif's heif-enc,
// HEVC inside, as phones write them).

export async function jpeg(
  options: { width?: number; height?: number; orientation?: number } = {},
): Promise<Buffer> {
  const { width = 64, height = 48, orientation } = options;
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } },
  }).jpeg();
  return (
    orientation === undefined
      ? image
      : image.withExif({ IFD0: { Make: 'Testkamera', Copyright: 'Anna Berger' } }).withMetadata({
          orientation,
        })
  ).toBuffer();
}

export async function png(): Promise<Buffer> {
  return sharp({
    create: { width: 40, height: 30, channels: 4, background: { r: 0, g: 90, b: 160, alpha: 1 } },
  })
    .png()
    .toBuffer();
}

/** A one-page PDF, A4 unless `size` ([width, height] in points) says otherwise. */
export async function pdf(
  text = 'Jahreskontoauszug – Grüße aus Österreich',
  size?: [number, number],
): Promise<Buffer> {
  const document = await PDFDocument.create();
  const font = await document.embedFont(StandardFonts.Helvetica);
  document.addPage(size).drawText(text, { x: 50, y: 700, size: 14, font });
  return Buffer.from(await document.save());
}

export function heic(): Buffer {
  return readFileSync(path.join(import.meta.dirname, 'fixtures', 'photo.heic'));
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A tiny PNG that claims 40,000 × 40,000 pixels: decoding it would take gigabytes. */
export function pixelBomb(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(40_000, 0);
  header.writeUInt32BE(40_000, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const HTML_AS_PDF = Buffer.from('<!doctype html><script>alert(1)</script>');
export const EXE_AS_PDF = Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(64)]);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);
