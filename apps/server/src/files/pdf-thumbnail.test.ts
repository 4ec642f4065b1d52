import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageBomb, inflationBomb, pdf } from '../../test/files.ts';
import { PDF_LIMITS, readPdf } from './pdf-thumbnail.ts';

const folder = await mkdtemp(path.join(tmpdir(), 'pdf-thumbnail-'));
let count = 0;

async function pdfFile(data: Buffer): Promise<string> {
  const file = path.join(folder, `${++count}.pdf`);
  await writeFile(file, data);
  return file;
}

/** The most memory this process has held at once, in MB (Linux). */
async function peakMemoryMb(): Promise<number> {
  const status = await readFile('/proc/self/status', 'utf8');
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

// Each reading starts a process that loads pdf.js, which takes seconds on a loaded machine.
describe('reading PDFs', { timeout: 60_000 }, () => {
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('draws the first page as a JPEG of the given width', async () => {
    const reading = await readPdf(await pdfFile(await pdf()), 320);
    expect(reading).toMatchObject({ kind: 'pdf', trouble: null });
    const thumbnail = reading.kind === 'pdf' ? reading.thumbnail : null;
    expect(await sharp(thumbnail ?? Buffer.alloc(0)).metadata()).toMatchObject({
      format: 'jpeg',
      width: 320,
      height: 453,
    });
  });

  it('only opens the PDF when no thumbnail is asked for', async () => {
    expect(await readPdf(await pdfFile(await pdf()), null)).toEqual({
      kind: 'pdf',
      thumbnail: null,
      trouble: null,
    });
  });

  it('gives up at the time limit', async () => {
    const file = await pdfFile(await pdf());
    expect(await readPdf(file, 320, { ...PDF_LIMITS, timeoutMs: 1 })).toEqual({
      kind: 'unreadable',
      trouble: 'time limit',
    });
  });

  it('tells a file that is no PDF', async () => {
    expect(await readPdf(await pdfFile(Buffer.from('%PDF-1.7\nnichts')), 320)).toMatchObject({
      kind: 'not-pdf',
    });
  });

  it.each([
    ['a content stream', () => inflationBomb({ declareLength: true })],
    [
      'a content stream that does not declare its length',
      () => inflationBomb({ declareLength: false }),
    ],
    ['an image', () => imageBomb(5000)],
  ])(
    'ends the reading at its memory limit, not this process, when %s inflates to a gigabyte',
    async (_label, bomb) => {
      await readPdf(await pdfFile(await pdf()), 320);
      const before = await peakMemoryMb();
      // Without the time limit, only the memory limit can end it.
      const reading = await readPdf(await pdfFile(bomb()), 320, {
        ...PDF_LIMITS,
        timeoutMs: 300_000,
      });
      expect(reading).toEqual({ kind: 'pdf', thumbnail: null, trouble: 'memory limit' });
      expect((await peakMemoryMb()) - before).toBeLessThan(200);
    },
    320_000,
  );

  it('leaves out an image declared larger than the pixel limit', async () => {
    const reading = await readPdf(await pdfFile(imageBomb(60_000)), 320);
    expect(reading).toMatchObject({ kind: 'pdf', trouble: null });
  });
});
