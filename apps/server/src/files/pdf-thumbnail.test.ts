import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { pdf } from '../../test/files.ts';
import { PDF_THUMBNAIL_LIMITS, pdfThumbnail } from './pdf-thumbnail.ts';

const folder = await mkdtemp(path.join(tmpdir(), 'pdf-thumbnail-'));
let count = 0;

async function pdfFile(data: Buffer): Promise<string> {
  const file = path.join(folder, `${++count}.pdf`);
  await writeFile(file, data);
  return file;
}

describe('PDF thumbnails', () => {
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('draws the first page as a JPEG of the given width', async () => {
    const thumbnail = await pdfThumbnail(await pdfFile(await pdf()), 320);
    expect(await sharp(thumbnail ?? Buffer.alloc(0)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 453,
    });
  });

  it('gives up at the time limit', async () => {
    const file = await pdfFile(await pdf());
    const started = Date.now();
    expect(await pdfThumbnail(file, 320, { ...PDF_THUMBNAIL_LIMITS, timeoutMs: 1 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it('answers null for a file that is no PDF', async () => {
    expect(await pdfThumbnail(await pdfFile(Buffer.from('%PDF-1.7\nnichts')), 320)).toBeNull();
  });
});
