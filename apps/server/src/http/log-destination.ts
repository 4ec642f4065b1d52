import pino from 'pino';

const ERROR_LEVEL = 50;
/** Where a line's level begins: pino starts every line with it, `{"level":50,…`. */
const LEVEL_AT = '{"level":'.length;
/** Lines are written at the latest when this much is waiting; sonic-boom's largest write is 16 KB. */
const BATCH_BYTES = 8 * 1024;

/**
 * The log as deployed: JSON lines on standard output (or `fd`), written together once per turn of
 * the event loop instead of one system call per line. On a busy server the lines of several
 * answers share one write (016); on a quiet one a line is written right after the turn that
 * logged it. Writes are synchronous, so the lines keep their order.
 *
 * The lines that explain a failure are kept: an error line is written at once, with every line
 * before it, and whatever waits is written when the process exits, also after an uncaught
 * exception. Only a kill that gives the process no chance to run (SIGKILL, the kernel's
 * out-of-memory killer) can lose lines, those of the turn it was in.
 */
export function bufferedLog(fd = 1): { write: (line: string) => void } {
  const destination = pino.destination({ dest: fd, sync: true, minLength: BATCH_BYTES });
  let scheduled = false;
  let waiting = false;
  const flush = () => {
    scheduled = false;
    if (!waiting) return;
    waiting = false;
    destination.flush();
  };
  process.on('exit', flush);
  return {
    write(line) {
      destination.write(line);
      waiting = true;
      if (Number(line.slice(LEVEL_AT, LEVEL_AT + 2)) >= ERROR_LEVEL) flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    },
  };
}
