import pino, { type LoggerOptions } from 'pino';

const ERROR_LEVEL = 50;
/** Lines are written at the latest when this much is waiting; sonic-boom's largest write is 16 KB. */
const BATCH_BYTES = 8 * 1024;

type LogMethod = NonNullable<NonNullable<LoggerOptions['hooks']>['logMethod']>;

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
export function bufferedLog(fd = 1): {
  stream: { write: (line: string) => void };
  logMethod: LogMethod;
} {
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
    stream: {
      write(line) {
        destination.write(line);
        waiting = true;
        if (!scheduled) {
          scheduled = true;
          setImmediate(flush);
        }
      },
    },
    logMethod(args, method, level) {
      method.apply(this, args);
      if (level >= ERROR_LEVEL) flush();
    },
  };
}
