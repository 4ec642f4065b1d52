import pino from 'pino';

const ERROR_LEVEL = 50;
/** Where a line's level begins: pino starts every line with it, `{"level":50,…`. */
const LEVEL_AT = '{"level":'.length;
/** Lines are written at the latest when this many characters are waiting. */
const BATCH_CHARS = 8 * 1024;

/**
 * The log as deployed: JSON lines on standard output (or `fd`), written together once per turn of
 * the event loop instead of one system call per line. On a busy server the lines of several
 * answers share one write (016); on a quiet one a line is written right after the turn that
 * logged it. Writes are synchronous, so the lines keep their order.
 *
 * The lines wait here as one string, and sonic-boom writes each batch as it comes (it carries on
 * after a partial write and retries a full pipe). Its own buffer is not used: it measures the
 * whole waiting buffer in bytes for every line it takes, which cost half of what a line cost.
 *
 * The lines that explain a failure are kept: an error line is written at once, with every line
 * before it, and whatever waits is written when the process exits, also after an uncaught
 * exception. Only a kill that gives the process no chance to run (SIGKILL, the kernel's
 * out-of-memory killer) can lose lines, those of the turn it was in.
 */
export function bufferedLog(fd = 1): { write: (line: string) => void } {
  const destination = pino.destination({ dest: fd, sync: true });
  let waiting = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (waiting === '') return;
    const lines = waiting;
    waiting = '';
    destination.write(lines);
  };
  process.on('exit', flush);
  return {
    write(line) {
      waiting += line;
      if (
        waiting.length >= BATCH_CHARS ||
        Number(line.slice(LEVEL_AT, LEVEL_AT + 2)) >= ERROR_LEVEL
      )
        flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}
