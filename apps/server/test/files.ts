import { readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, crc32, deflateRawSync } from 'node:zlib';
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

const MIB = 1024 * 1024;

/**
 * Zlib data that inflates to `bytes` zeros (a multiple of 1 MiB), made without ever holding them:
 * one compressed MiB ends on a byte boundary (sync flush), so it can be repeated.
 */
function deflatedZeros(bytes: number): Buffer {
  const block = deflateRawSync(Buffer.alloc(MIB), {
    level: 9,
    finishFlush: constants.Z_SYNC_FLUSH,
  });
  // Adler-32 of n zeros: a = 1, b = n mod 65521.
  const adler = Buffer.alloc(4);
  adler.writeUInt32BE((((bytes % 65_521) << 16) | 1) >>> 0);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: Math.ceil(bytes / MIB) }, () => block),
    // The final, empty block.
    Buffer.from([0x03, 0x00]),
    adler,
  ]);
}

/** A PDF written by hand from its objects (the first is the catalog), with a correct xref table. */
function handWrittenPdf(objects: Buffer[]): Buffer {
  const parts = [Buffer.from('%PDF-1.7\n')];
  let length = parts[0]?.length ?? 0;
  const offsets = objects.map((object, i) => {
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`),
      object,
      Buffer.from('\nendobj\n'),
    ]);
    parts.push(part);
    length += part.length;
    return length - part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    'startxref',
    String(length),
    '%%EOF',
    '',
  ];
  return Buffer.concat([...parts, Buffer.from(xref.join('\n'))]);
}

function pdfStream(dictionary: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dictionary} /Length ${data.length} >>\nstream\n`),
    data,
    Buffer.from('\nendstream'),
  ]);
}

/** A one-page PDF: `contents` is the page's content stream object, `more` objects from 5 on. */
function onePagePdf(contents: Buffer, resources: string, more: Buffer[] = []): Buffer {
  return handWrittenPdf([
    Buffer.from('<< /Type /Catalog /Pages 2 0 R >>'),
    Buffer.from('<< /Type /Pages /Kids [3 0 R] /Count 1 >>'),
    Buffer.from(
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R ' +
        `/Resources << ${resources} >> >>`,
    ),
    contents,
    ...more,
  ]);
}

/**
 * A PDF of about 1 MB whose page content is a Flate stream of 1 GiB of zeros; with
 * `declareLength` its dictionary says so (/DL).
 */
export function inflationBomb(options: { declareLength: boolean }): Buffer {
  const inflated = 1024 * MIB;
  const declared = options.declareLength ? ` /DL ${inflated}` : '';
  return onePagePdf(pdfStream(`/Filter /FlateDecode${declared}`, deflatedZeros(inflated)), '');
}

/**
 * A PDF of about 1 MB whose page draws one RGB image declared `side` × `side` pixels, its Flate
 * data 1 GiB of zeros, far more than the declared size needs.
 */
export function imageBomb(side: number): Buffer {
  const image = pdfStream(
    `/Type /XObject /Subtype /Image /Width ${side} /Height ${side} /ColorSpace /DeviceRGB ` +
      '/BitsPerComponent 8 /Filter /FlateDecode',
    deflatedZeros(1024 * MIB),
  );
  return onePagePdf(
    pdfStream('', Buffer.from('q 595 0 0 842 0 0 cm /Im1 Do Q')),
    '/XObject << /Im1 5 0 R >>',
    [image],
  );
}

export const HTML_AS_PDF = Buffer.from('<!doctype html><script>alert(1)</script>');
/** Starts like a PDF, and is an HTML page a browser that sniffs would run. */
export const HTML_WITH_PDF_HEADER = Buffer.from(
  '%PDF-1.7\n<!doctype html><html><body><script>alert(document.cookie)</script></body></html>\n',
);
/** A PDF header and an object, but no page: nothing pdf.js can open. */
export const PDF_WITHOUT_PAGES = Buffer.from(
  '%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 9 0 R >> endobj\n%%EOF\n',
);
export const EXE_AS_PDF = Buffer.concat([Buffer.from('MZ\x90\x00\x03'), Buffer.alloc(64)]);
export const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
);

/** The text of each page of a PDF, as PDF.js reads it, the items of a page joined by spaces. */
export async function pdfPageTexts(data: Uint8Array): Promise<string[]> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const loading = getDocument({ data: new Uint8Array(data), verbosity: 0 });
  const document = await loading.promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .filter((s) => s !== '')
        .join(' '),
    );
  }
  await loading.destroy();
  return pages;
}
