import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { concurrencyLimit } from './concurrency-limit.ts';
import type { PdfJob, PdfMessage } from './pdf-thumbnail-worker.ts';

export type PdfLimits = {
  /**
   * The reading process is ended this long after it has started (loaded pdf.js): the time the
   * file may take.
   */
  timeoutMs: number;
  /** A process that has not started after this long means the server is overloaded. */
  startTimeoutMs: number;
  /**
   * Writable memory of the reading process (RLIMIT_DATA). Node reserves about 575 MB of it at
   * start, almost all of it V8's code range, which stays unused; the rest is what pdf.js may use.
   */
  memoryMb: number;
  /** Pixels of one image inside the PDF; larger ones are left out of the drawing. */
  imagePixels: number;
};

export const PDF_LIMITS: PdfLimits = {
  timeoutMs: 5000,
  startTimeoutMs: 30_000,
  memoryMb: 768,
  imagePixels: 25_000_000,
};

/** PDFs read at once; more wait their turn. Each may hold up to its memory limit. */
export const PDF_READERS_AT_ONCE = 2;

/** What reading a PDF found; `trouble` says what went wrong, for the log. */
export type PdfReading =
  /**
   * pdf.js opened it and found its first page. The thumbnail is null where none was asked for or
   * the page could not be drawn within the limits.
   */
  | { kind: 'pdf'; thumbnail: Buffer | null; trouble: string | null }
  /** pdf.js found no PDF in it, or no page. */
  | { kind: 'not-pdf'; trouble: string }
  /** Opening it did not end within the limits. */
  | { kind: 'unreadable'; trouble: string };

const WORKER = fileURLToPath(new URL('./pdf-thumbnail-worker.ts', import.meta.url));
const MB = 1024 * 1024;
const inTurn = concurrencyLimit(PDF_READERS_AT_ONCE);

type Drawing = Extract<PdfMessage, { stage: 'drawn' }>;

/** What the parent learnt of a reading process. */
type Heard = {
  ready: boolean;
  opened: boolean;
  drawn: Drawing | null;
  failed: string | null;
  timedOut: boolean;
  /** The end of its standard error: V8 says there why it gave up. */
  stderr: string;
};

function trouble(heard: Heard, code: number | null, signal: NodeJS.Signals | null): string {
  if (heard.timedOut) return 'time limit';
  if (/out of memory|allocation failed/i.test(heard.failed ?? heard.stderr)) return 'memory limit';
  return heard.failed ?? (signal === null ? `exit code ${String(code)}` : `ended by ${signal}`);
}

async function runReader(job: PdfJob, limits: PdfLimits): Promise<PdfReading> {
  // pdf.js keeps what it inflates in ArrayBuffers and the canvas draws in native memory; neither
  // counts against a V8 heap limit, so the whole process gets an operating-system limit.
  const child = spawn(
    'prlimit',
    [`--data=${limits.memoryMb * MB}`, '--', process.execPath, WORKER, JSON.stringify(job)],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'advanced',
      // The process reads a customer's file: it gets none of the server's settings or secrets.
      env: { PATH: process.env.PATH },
    },
  );
  const heard: Heard = {
    ready: false,
    opened: false,
    drawn: null,
    failed: null,
    timedOut: false,
    stderr: '',
  };
  child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
    heard.stderr = (heard.stderr + chunk).slice(-4000);
  });
  const stop = () => {
    heard.timedOut = true;
    child.kill('SIGKILL');
  };
  let timer = setTimeout(stop, limits.startTimeoutMs);
  child.on('message', (message: PdfMessage) => {
    if (message.stage === 'ready') {
      heard.ready = true;
      clearTimeout(timer);
      timer = setTimeout(stop, limits.timeoutMs);
    } else if (message.stage === 'opened') heard.opened = true;
    else if (message.stage === 'drawn') heard.drawn = message;
    else heard.failed = message.error;
  });
  let ended: [number | null, NodeJS.Signals | null];
  try {
    ended = (await once(child, 'close')) as [number | null, NodeJS.Signals | null];
  } finally {
    clearTimeout(timer);
  }
  const why = trouble(heard, ...ended);
  if (!heard.ready) throw new Error(`The PDF reader did not start (${why}): ${heard.stderr}`);
  if (!heard.opened) {
    // Only pdf.js's own verdict says the file is no PDF; a limit says nothing about it.
    return why === heard.failed
      ? { kind: 'not-pdf', trouble: why }
      : { kind: 'unreadable', trouble: why };
  }
  const { drawn } = heard;
  if (drawn === null) {
    return { kind: 'pdf', thumbnail: null, trouble: job.width === null ? null : why };
  }
  const thumbnail = await sharp(drawn.data, {
    raw: { width: drawn.width, height: drawn.height, channels: 4 },
  })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 75 })
    .toBuffer();
  return { kind: 'pdf', thumbnail, trouble: null };
}

/**
 * Opens a PDF with pdf.js and, with a `thumbnailWidth`, draws its first page as a JPEG that wide
 * (at most 4 × as tall). pdf.js parses all of a customer's file, so it runs in a process of its
 * own under a memory limit, ended at the time limit, and at most PDF_READERS_AT_ONCE of them run.
 */
export function readPdf(
  file: string,
  thumbnailWidth: number | null,
  limits: PdfLimits = PDF_LIMITS,
): Promise<PdfReading> {
  const job: PdfJob = {
    file,
    width: thumbnailWidth,
    maxHeight: (thumbnailWidth ?? 0) * 4,
    imagePixels: limits.imagePixels,
  };
  return inTurn(() => runReader(job, limits));
}

/**
 * The first page of a PDF as a JPEG `width` pixels wide, or null when it cannot be drawn within
 * the limits: a broken or hostile PDF costs its thumbnail, nothing more.
 */
export async function pdfThumbnail(
  file: string,
  width: number,
  limits: PdfLimits = PDF_LIMITS,
): Promise<Buffer | null> {
  const reading = await readPdf(file, width, limits);
  return reading.kind === 'pdf' ? reading.thumbnail : null;
}
