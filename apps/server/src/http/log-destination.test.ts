import { execFile } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bufferedLog } from './log-destination.ts';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'servicebereich-log-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A logger on the deployed destination, writing to a file of the test's folder. */
function fileLog() {
  const file = path.join(dir, 'server.log');
  const fd = openSync(file, 'a');
  return { file, log: pino({}, bufferedLog(fd)), close: () => closeSync(fd) };
}

const messages = (file: string) =>
  readFileSync(file, 'utf8')
    .trimEnd()
    .split('\n')
    .map((line) => (JSON.parse(line) as { msg: string }).msg);

describe('the deployed log', () => {
  it('writes the lines of one turn of the event loop together, right after it', async () => {
    const { file, log, close } = fileLog();

    log.info('first');
    log.info('second');
    expect(readFileSync(file, 'utf8')).toBe('');
    await new Promise(setImmediate);
    expect(messages(file)).toEqual(['first', 'second']);
    close();
  });

  it('writes an error line at once, after every line that came before it', () => {
    const { file, log, close } = fileLog();

    log.info('first');
    log.info('second');
    log.error('failed');

    // Read in the same turn of the event loop: nothing asynchronous has had a chance to write.
    expect(messages(file)).toEqual(['first', 'second', 'failed']);
    close();
  });

  it('keeps every line of a process that ends with an uncaught exception', async () => {
    const file = path.join(dir, 'server.log');
    const module = new URL('./log-destination.ts', import.meta.url).href;
    const script = `
      import pino from 'pino';
      import { openSync } from 'node:fs';
      const { bufferedLog } = await import(${JSON.stringify(module)});
      const log = pino({}, bufferedLog(openSync(${JSON.stringify(file)}, 'a')));
      for (let i = 1; i <= 1000; i++) log.info('line ' + i);
      throw new Error('crash');
    `;
    const run = promisify(execFile)(process.execPath, ['--input-type=module', '-e', script], {
      cwd: import.meta.dirname,
    });
    await expect(run).rejects.toThrow('crash');
    const written = messages(file);
    expect(written).toHaveLength(1000);
    expect(written.at(-1)).toBe('line 1000');
  });
});
