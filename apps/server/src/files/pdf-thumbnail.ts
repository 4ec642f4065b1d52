import { Worker } from 'node:worker_threads';
import sharp from 'sharp';
import type { PdfThumbnailJob } from './pdf-thumbnail-worker.ts';

export type PdfThumbnailLimits = {
  /** The worker is ended after this long; the upload then goes on without a thumbnail. */
  timeoutMs: number;
  /** JavaScript heap of the worker. */
  heapMb: number;
  /** Pixels of one image inside the PDF; larger ones are left out of the drawing. */
  imagePixels: number;
};

export const PDF_THUMBNAIL_LIMITS: PdfThumbnailLimits = {
  timeoutMs: 5000,
  heapMb: 192,
  imagePixels: 25_000_000,
};

type WorkerAnswer = { data: Uint8Array; width: number; height: number } | { error: string };

/**
 * The first page of a PDF as a JPEG `width` pixels wide (at most 4 × as tall), or null when it
 * cannot be drawn in time: a broken or hostile PDF costs the upload its thumbnail, nothing more.
 * pdf.js runs in a worker thread with a heap limit and is ended at the time limit.
 */
export async function pdfThumbnail(
  file: string,
  width: number,
  limits: PdfThumbnailLimits = PDF_THUMBNAIL_LIMITS,
): Promise<Buffer | null> {
  const job: PdfThumbnailJob = {
    file,
    width,
    maxHeight: width * 4,
    imagePixels: limits.imagePixels,
  };
  const answer = await new Promise<WorkerAnswer | null>((resolve) => {
    const worker = new Worker(new URL('./pdf-thumbnail-worker.ts', import.meta.url), {
      workerData: job,
      resourceLimits: { maxOldGenerationSizeMb: limits.heapMb, maxYoungGenerationSizeMb: 32 },
      stdout: true,
      stderr: true,
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      resolve(null);
    }, limits.timeoutMs);
    const finish = (value: WorkerAnswer | null) => {
      clearTimeout(timer);
      void worker.terminate();
      resolve(value);
    };
    worker.once('message', (message: WorkerAnswer) => {
      finish(message);
    });
    worker.once('error', () => {
      finish(null);
    });
    worker.once('exit', () => {
      finish(null);
    });
  });
  if (answer === null || 'error' in answer) return null;
  return sharp(answer.data, { raw: { width: answer.width, height: answer.height, channels: 4 } })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 75 })
    .toBuffer();
}
