import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { imageBomb, inflationBomb, pdf } from '../../test/files.ts';
import { testDatabase } from '../../test/harness.ts';
import {
  PDF_LIMITS,
  PDF_READER_OPTIONS,
  pdfReaders,
  readPdf,
  type PdfReaderOptions,
  type PdfReaders,
} from './pdf-thumbnail.ts';

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

/** Reading processes of the test's own, so that what it counts is its own. */
function readersWith(options: Partial<PdfReaderOptions> = {}): PdfReaders {
  return pdfReaders({ ...PDF_READER_OPTIONS, ...options });
}

/** A PDF read without a thumbnail. */
const OPENED = { kind: 'pdf', thumbnail: null, trouble: null };

// A reading process loads pdf.js when it starts, which takes seconds on a loaded machine. Reading
// touches no database: the file runs in the SQLite project only.
describe.skipIf(testDatabase === 'postgres')('reading PDFs', { timeout: 60_000 }, () => {
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
    const read = await readPdf(file, 320, { ...PDF_LIMITS, timeoutMs: 1 });
    // A reader already running may open the file within the limit; it never draws the thumbnail.
    expect([
      { kind: 'unreadable', trouble: 'time limit' },
      { kind: 'pdf', thumbnail: null, trouble: 'time limit' },
    ]).toContainEqual(read);
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

  it('reads one PDF after another in the same process, and draws each alike', async () => {
    const readers = readersWith();
    const file = await pdfFile(await pdf());
    const first = await readers.read(file, 320);
    expect(await readers.read(file, null)).toEqual(OPENED);
    expect(await readers.read(file, 320)).toEqual(first);
    expect(first).toMatchObject({ kind: 'pdf', trouble: null });
    expect(readers.started).toBe(1);
  });

  it('reads the next file in a fresh process after one hit the time limit', async () => {
    const readers = readersWith();
    const file = await pdfFile(await pdf());
    await readers.read(file, null);
    // Whether the warm process said the file opened within the millisecond depends on the
    // machine's load; either way the file has no thumbnail and the limit is named.
    const limited = await readers.read(file, 320, { ...PDF_LIMITS, timeoutMs: 1 });
    expect(limited).toEqual(
      limited.kind === 'pdf'
        ? { kind: 'pdf', thumbnail: null, trouble: 'time limit' }
        : { kind: 'unreadable', trouble: 'time limit' },
    );
    expect(await readers.read(file, null)).toEqual(OPENED);
    expect(readers.started).toBe(2);
  });

  it('reads a file again in a fresh process when it hit the memory limit in one that had read others, and the next file in another', async () => {
    const readers = readersWith();
    const file = await pdfFile(await pdf());
    await readers.read(file, null);
    const reading = await readers.read(await pdfFile(imageBomb(5000)), 320, {
      ...PDF_LIMITS,
      timeoutMs: 300_000,
    });
    expect(reading).toEqual({ kind: 'pdf', thumbnail: null, trouble: 'memory limit' });
    expect(await readers.read(file, null)).toEqual(OPENED);
    expect(readers.started).toBe(3);
  }, 320_000);

  it('ends a process after its number of files', async () => {
    const readers = readersWith({ filesPerReader: 2 });
    const file = await pdfFile(await pdf());
    for (let i = 0; i < 3; i++) expect(await readers.read(file, null)).toEqual(OPENED);
    expect(readers.started).toBe(2);
  });

  it('ends a process that a file left holding more memory than allowed', async () => {
    const readers = readersWith({ leftOverMb: 0 });
    const file = await pdfFile(await pdf());
    for (let i = 0; i < 2; i++) expect(await readers.read(file, null)).toEqual(OPENED);
    expect(readers.started).toBe(2);
  });

  it('ends a process that waits for a file longer than its idle time', async () => {
    const readers = readersWith({ idleMs: 1 });
    const file = await pdfFile(await pdf());
    expect(await readers.read(file, null)).toEqual(OPENED);
    await vi.waitFor(() => expect(readers.running).toBe(0), { timeout: 10_000 });
    expect(await readers.read(file, null)).toEqual(OPENED);
    expect(readers.started).toBe(2);
  });

  it('lets a server end while its process waits for the next file', async () => {
    const file = await pdfFile(await pdf());
    const module = new URL('./pdf-thumbnail.ts', import.meta.url).href;
    // Once the file is read the script has nothing left to do; a reader that held its event loop
    // open would keep it running for the reader's idle time, ten minutes here.
    const script = `
      const { pdfReaders, PDF_READER_OPTIONS } = await import(${JSON.stringify(module)});
      const readers = pdfReaders({ ...PDF_READER_OPTIONS, idleMs: 600_000 });
      const reading = await readers.read(${JSON.stringify(file)}, null);
      console.log(reading.kind, readers.running);`;
    const server = spawn(process.execPath, ['--input-type=module', '-e', script], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    onTestFinished(() => void server.kill());
    let output = '';
    server.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const [code] = (await once(server, 'exit')) as [number | null];
    expect([code, output.trim()]).toEqual([0, 'pdf 1']);
  });
});
