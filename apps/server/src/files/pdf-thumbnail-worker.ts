import { createRequire } from 'node:module';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createCanvas } from '@napi-rs/canvas';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/** What pdf-thumbnail.ts hands the worker. */
export type PdfThumbnailJob = {
  file: string;
  width: number;
  maxHeight: number;
  /** Larger images inside the PDF are not decoded. */
  imagePixels: number;
};

const job = workerData as PdfThumbnailJob;
const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

/**
 * Renders the first page of a PDF at a fixed width into raw RGBA pixels. Runs in a worker thread
 * that pdf-thumbnail.ts ends after its time limit, so a PDF built to hang or to eat memory stops
 * only this thread.
 */
async function render(): Promise<{ data: Uint8Array; width: number; height: number }> {
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
    // A copy: the canvas's own memory belongs to the native side and cannot be transferred.
    const data = new Uint8Array(context.getImageData(0, 0, width, height).data);
    return { data, width, height };
  } finally {
    await loading.destroy();
  }
}

render().then(
  (result) => parentPort?.postMessage(result, [result.data.buffer as ArrayBuffer]),
  (error: unknown) => parentPort?.postMessage({ error: String(error) }),
);
