import { createRequire } from 'node:module';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What pdf-thumbnail.ts hands the process, as its one argument (JSON). */
export type PdfJob = {
  file: string;
  /** Width of the drawing of the first page; null: only open the PDF and find that page. */
  width: number | null;
  maxHeight: number;
  /** Larger images inside the PDF are not decoded. */
  imagePixels: number;
};

/** What the process tells pdf-thumbnail.ts, in this order, each at most once. */
export type PdfMessage =
  | { stage: 'ready' }
  | { stage: 'opened' }
  | { stage: 'drawn'; data: Uint8Array; width: number; height: number }
  | { stage: 'failed'; error: string };

const job = JSON.parse(process.argv[2] ?? '') as PdfJob;
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

function send(message: PdfMessage): Promise<void> {
  return new Promise((resolve) => process.send?.(message, undefined, {}, () => resolve()));
}

/**
 * Opens a PDF, and draws its first page at a fixed width into raw RGBA pixels when asked to. Runs
 * in a process of its own that pdf-thumbnail.ts starts under a memory limit and ends at its time
 * limit, so a PDF built to hang or to eat memory stops only this process.
 */
async function read(): Promise<void> {
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

// A server that is gone can no longer end this process at its time limit.
process.once('disconnect', () => process.exit(0));
await send({ stage: 'ready' });
await read().catch((error: unknown) => send({ stage: 'failed', error: String(error) }));
// pdf.js leaves timers behind; the answer is sent, so nothing is lost.
process.exit(0);
