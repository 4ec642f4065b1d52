import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What pdf-thumbnail.ts hands the process, one file at a time. */
export type PdfJob = {
  file: string;
  /** Width of the drawing of the first page; null: only open the PDF and find that page. */
  width: number | null;
  maxHeight: number;
  /** Larger images inside the PDF are not decoded. */
  imagePixels: number;
};

/**
 * What the process tells pdf-thumbnail.ts: `ready` once, then for each file `opened`, `drawn` and
 * `failed` in this order, each at most once, and `done` last. `dataMb` is its writable memory then.
 */
export type PdfMessage =
  | { stage: 'ready'; dataMb: number }
  | { stage: 'opened' }
  | { stage: 'drawn'; data: Uint8Array; width: number; height: number }
  | { stage: 'failed'; error: string }
  | { stage: 'done'; dataMb: number };

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

function send(message: PdfMessage): Promise<void> {
  return new Promise((resolve) => process.send?.(message, undefined, {}, () => resolve()));
}

/** Writable private memory (VmData), what the memory limit (RLIMIT_DATA) counts, in MB. */
function dataMb(): number {
  const status = readFileSync('/proc/self/status', 'utf8');
  return Number(/VmData:\s+(\d+) kB/.exec(status)?.[1]) / 1024;
}

/**
 * Opens a PDF, and draws its first page at a fixed width into raw RGBA pixels when asked to. Runs
 * in a process that pdf-thumbnail.ts starts under a memory limit and ends at its time limit, so a
 * PDF built to hang or to eat memory stops only this process.
 */
async function read(job: PdfJob): Promise<void> {
  const loading = getDocument({
    url: job.file,
    // Fonts a PDF names but does not embed (Helvetica…) come from pdf.js's own folder.
    standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`,
    wasmUrl: `${pdfjsRoot}/wasm/`,
    maxImageSize: job.imagePixels,
    stopAtErrors: false,
    verbosity: 0,
  });
  try {
    const pdf = await loading.promise;
    const page = await pdf.getPage(1);
    await send({ stage: 'opened' });
    if (job.width === null) return;
    const unscaled = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: job.width / unscaled.width });
    const width = job.width;
    // A page far taller than wide is cut: the canvas never exceeds width × maxHeight.
    const height = Math.max(1, Math.min(job.maxHeight, Math.round(viewport.height)));
    const canvas = createCanvas(width, height);
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    // pdf.js's types name the browser's canvas, which the server's types do not know;
    // @napi-rs/canvas has the same drawing API.
    await page.render({ canvas: canvas as never, viewport }).promise;
    const data = new Uint8Array(context.getImageData(0, 0, width, height).data);
    await send({ stage: 'drawn', data, width, height });
  } finally {
    await loading.destroy();
  }
}

async function answer(job: PdfJob): Promise<void> {
  await read(job).catch((error: unknown) => send({ stage: 'failed', error: String(error) }));
  // The file's garbage goes now rather than counting against the next file's memory limit, and
  // what is measured is what the file left behind (node runs with --expose-gc).
  gc?.();
  await send({ stage: 'done', dataMb: dataMb() });
}

// A server that is gone can no longer end this process at its time limit, nor hand it files.
process.once('disconnect', () => process.exit(0));
// pdf-thumbnail.ts hands a process the next file only after its `done`.
process.on('message', (job: PdfJob) => void answer(job));
await send({ stage: 'ready', dataMb: dataMb() });
