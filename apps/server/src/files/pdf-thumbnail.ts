import { spawn, type ChildProcess } from 'node:child_process';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { concurrencyLimit } from './concurrency-limit.ts';
import type { PdfJob, PdfMessage } from './pdf-thumbnail-worker.ts';

/** Limits of one file. */
export type PdfLimits = {
  /** From when the file is handed to a ready reading process; then that process is ended. */
  timeoutMs: number;
  /**
   * A reading process that has not started (loaded pdf.js) after this long means the server is
   * overloaded.
   */
  startTimeoutMs: number;
  /** Pixels of one image inside the PDF; larger ones are left out of the drawing. */
  imagePixels: number;
};

export const PDF_LIMITS: PdfLimits = {
  timeoutMs: 5000,
  startTimeoutMs: 30_000,
  imagePixels: 25_000_000,
};

/** PDFs read at once; more wait their turn. Each may hold up to its memory limit. */
export const PDF_READERS_AT_ONCE = 2;

/** The reading processes: how many, how large, and when one gives way to a fresh one. */
export type PdfReaderOptions = {
  /**
   * Writable memory of a reading process (RLIMIT_DATA). Node reserves about 575 MB of it at
   * start, almost all of it V8's code range, which stays unused; the rest is what pdf.js may use.
   */
  memoryMb: number;
  /** Files read at once, each by a process of its own; more wait their turn, in order. */
  atOnce: number;
  /** Files one process reads before it ends: what it gathers over time has a bound. */
  filesPerReader: number;
  /** A process that waits this long for the next file ends, and its memory with it. */
  idleMs: number;
  /**
   * A process left by a file holding this much more writable memory than when it was ready ends:
   * what stays would be missing to the next file under the memory limit.
   */
  leftOverMb: number;
};

export const PDF_READER_OPTIONS: PdfReaderOptions = {
  memoryMb: 768,
  atOnce: PDF_READERS_AT_ONCE,
  filesPerReader: 50,
  idleMs: 30_000,
  leftOverMb: 64,
};

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

export type PdfReaders = {
  read: (file: string, thumbnailWidth: number | null, limits?: PdfLimits) => Promise<PdfReading>;
  /** Processes started so far, and those not yet ended: for tests to watch. */
  readonly started: number;
  readonly running: number;
};

const WORKER = fileURLToPath(new URL('./pdf-thumbnail-worker.ts', import.meta.url));
const MB = 1024 * 1024;

type Drawing = Extract<PdfMessage, { stage: 'drawn' }>;

/** A reading process, ready for its next file. */
type Reader = {
  child: ChildProcess;
  /** Its writable memory when it was ready. */
  readyMb: number;
  files: number;
  /** Ends it when no file comes. */
  idleTimer: NodeJS.Timeout | undefined;
  /** The end of its standard error since the last file began: V8 says there why it gave up. */
  stderr: string;
};

/** How a process ended while it was listened to; `timedOut`: it was killed at the limit. */
type Ended = { code: number | null; signal: NodeJS.Signals | null; timedOut: boolean };

/** What the parent learnt of one file. */
type Heard = {
  opened: boolean;
  drawn: Drawing | null;
  failed: string | null;
  /** The reader's writable memory after the file; null if it ended instead. */
  doneMb: number | null;
  ended: Ended | null;
};

/**
 * Hands the reader's messages to `hear` until it says that one was the last (then null), or the
 * process ends (then how). It is killed when that takes longer than `ms`.
 */
function listen(
  child: ChildProcess,
  ms: number,
  hear: (message: PdfMessage) => boolean,
): Promise<Ended | null> {
  return new Promise((resolve) => {
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, ms);
    const finish = (ended: Ended | null) => {
      clearTimeout(timer);
      child.off('message', onMessage);
      child.off('close', onClose);
      resolve(ended);
    };
    // A killed process may still have answers on the way; it is done only when it is gone.
    const onMessage = (message: PdfMessage) => {
      if (hear(message) && !timedOut) finish(null);
    };
    const onClose = (code: number | null, signal: NodeJS.Signals | null) => {
      finish({ code, signal, timedOut });
    };
    child.on('message', onMessage);
    child.on('close', onClose);
  });
}

/** An idle process must not keep the server running; it ends itself when the server is gone. */
function holdOpen(child: ChildProcess, hold: boolean): void {
  for (const handle of [child, child.channel, child.stderr as Socket | null]) {
    if (hold) handle?.ref();
    else handle?.unref();
  }
}

const OUT_OF_MEMORY = /out of memory|allocation failed/i;

/** What went wrong with a file, for the log; null when nothing did. */
function trouble(
  { ended, failed }: Pick<Heard, 'ended' | 'failed'>,
  stderr: string,
): string | null {
  if (ended?.timedOut === true) return 'time limit';
  if (OUT_OF_MEMORY.test(failed ?? (ended === null ? '' : stderr))) return 'memory limit';
  if (failed !== null) return failed;
  if (ended === null) return null;
  return ended.signal === null ? `exit code ${String(ended.code)}` : `ended by ${ended.signal}`;
}

async function reading(heard: Heard, why: string | null, job: PdfJob): Promise<PdfReading> {
  if (!heard.opened) {
    // Only pdf.js's own verdict says the file is no PDF; a limit says nothing about it. (A
    // process that answers whole has said `opened` or `failed`.)
    return heard.failed !== null && why === heard.failed
      ? { kind: 'not-pdf', trouble: why }
      : { kind: 'unreadable', trouble: why ?? 'no answer' };
  }
  const { drawn } = heard;
  if (drawn === null) {
    return { kind: 'pdf', thumbnail: null, trouble: job.width === null ? null : why };
  }
  const { sharp } = await import('./sharp.ts');
  const thumbnail = await sharp(drawn.data, {
    raw: { width: drawn.width, height: drawn.height, channels: 4 },
  })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 75 })
    .toBuffer();
  return { kind: 'pdf', thumbnail, trouble: null };
}

/**
 * Processes that read PDFs, one file after another. pdf.js parses all of a customer's file, so a
 * process runs under a memory limit and is ended at the time limit, and at most `atOnce` files are
 * read at once. A process that hit a limit is gone; the next file gets a fresh one.
 */
export function pdfReaders(options: PdfReaderOptions = PDF_READER_OPTIONS): PdfReaders {
  const inTurn = concurrencyLimit(options.atOnce);
  /** Processes waiting for a file; the one used last is taken first, so the others end idle. */
  const idle: Reader[] = [];
  let started = 0;
  let running = 0;

  /** Takes the reader out of the pool and ends its process, if it has not ended yet. */
  function end(reader: Reader): void {
    clearTimeout(reader.idleTimer);
    const at = idle.indexOf(reader);
    if (at !== -1) idle.splice(at, 1);
    reader.child.kill('SIGKILL');
  }

  async function start(startTimeoutMs: number): Promise<Reader> {
    // pdf.js keeps what it inflates in ArrayBuffers and the canvas draws in native memory;
    // neither counts against a V8 heap limit, so the whole process gets an operating-system limit.
    const child = spawn(
      'prlimit',
      [`--data=${options.memoryMb * MB}`, '--', process.execPath, '--expose-gc', WORKER],
      {
        stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
        serialization: 'advanced',
        // The process reads a customer's file: it gets none of the server's settings or secrets.
        env: { PATH: process.env.PATH },
      },
    );
    started++;
    running++;
    const reader: Reader = { child, readyMb: 0, files: 0, idleTimer: undefined, stderr: '' };
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      reader.stderr = (reader.stderr + chunk).slice(-4000);
    });
    // Spawning or sending failed: the process is gone or going, and `close` follows.
    child.on('error', (error) => {
      reader.stderr += String(error);
    });
    child.once('close', () => {
      running--;
      end(reader);
    });
    const ended = await listen(child, startTimeoutMs, (message) => {
      if (message.stage === 'ready') reader.readyMb = message.dataMb;
      return message.stage === 'ready';
    });
    if (ended !== null) {
      const why = trouble({ ended, failed: null }, reader.stderr);
      throw new Error(`The PDF reader did not start (${String(why)}): ${reader.stderr}`);
    }
    return reader;
  }

  /** Has the reader read the file; then it waits for the next one, unless it has done its share. */
  async function readOn(
    reader: Reader,
    job: PdfJob,
    timeoutMs: number,
  ): Promise<{ heard: Heard; why: string | null }> {
    clearTimeout(reader.idleTimer);
    reader.stderr = '';
    holdOpen(reader.child, true);
    reader.child.send(job);
    const heard: Heard = { opened: false, drawn: null, failed: null, doneMb: null, ended: null };
    heard.ended = await listen(reader.child, timeoutMs, (message) => {
      if (message.stage === 'opened') heard.opened = true;
      else if (message.stage === 'drawn') heard.drawn = message;
      else if (message.stage === 'failed') heard.failed = message.error;
      else if (message.stage === 'done') heard.doneMb = message.dataMb;
      return message.stage === 'done';
    });
    const why = trouble(heard, reader.stderr);
    if (heard.doneMb === null) return { heard, why };
    reader.files++;
    if (
      why === 'memory limit' ||
      reader.files >= options.filesPerReader ||
      heard.doneMb - reader.readyMb > options.leftOverMb
    ) {
      end(reader);
    } else {
      holdOpen(reader.child, false);
      reader.idleTimer = setTimeout(() => end(reader), options.idleMs).unref();
      idle.push(reader);
    }
    return { heard, why };
  }

  async function readInTurn(job: PdfJob, limits: PdfLimits): Promise<PdfReading> {
    const warm = idle.pop();
    if (warm !== undefined) {
      const { heard, why } = await readOn(warm, job, limits.timeoutMs);
      // What a file may use must not depend on the files before it: where a process that had
      // read others ran out of memory or died, a fresh one reads the file again.
      if (why === 'time limit' || (heard.ended === null && why !== 'memory limit')) {
        return reading(heard, why, job);
      }
    }
    const { heard, why } = await readOn(await start(limits.startTimeoutMs), job, limits.timeoutMs);
    return reading(heard, why, job);
  }

  return {
    read: (file, thumbnailWidth, limits = PDF_LIMITS) => {
      const job: PdfJob = {
        file,
        width: thumbnailWidth,
        maxHeight: (thumbnailWidth ?? 0) * 4,
        imagePixels: limits.imagePixels,
      };
      return inTurn(() => readInTurn(job, limits));
    },
    get started() {
      return started;
    },
    get running() {
      return running;
    },
  };
}

/** The server's readers, shared by every app in the process. */
const readers = pdfReaders();

/**
 * Opens a PDF with pdf.js and, with a `thumbnailWidth`, draws its first page as a JPEG that wide
 * (at most 4 × as tall), in one of the server's reading processes.
 */
export function readPdf(
  file: string,
  thumbnailWidth: number | null,
  limits: PdfLimits = PDF_LIMITS,
): Promise<PdfReading> {
  return readers.read(file, thumbnailWidth, limits);
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
