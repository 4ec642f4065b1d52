import { afterEach, describe, expect, it, vi } from 'vitest';
import { capturedLog, clearCapturedLog, startLogCapture } from './log-capture.ts';

describe('log capture', () => {
  let stop: (() => void) | undefined;
  afterEach(() => {
    stop?.();
    clearCapturedLog();
    vi.restoreAllMocks();
  });

  it('keeps the last lines of every level and still prints them', () => {
    const printed = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    stop = startLogCapture(2);
    console.info('erste Zeile');
    console.warn('Ladezeit', { ms: 120 });
    console.error(new Error('kaputt'));
    expect(printed).toHaveBeenCalledWith('Ladezeit', { ms: 120 });
    const log = capturedLog();
    expect(log).not.toContain('erste Zeile');
    expect(log).toMatch(
      /^\d{4}-\d\d-\d\dT\S+ WARN Ladezeit \{"ms":120\}\n\S+ ERROR Error: kaputt\n/,
    );
  });

  it('writes what JSON cannot hold', () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    stop = startLogCapture();
    const loop: { self?: unknown; n: bigint } = { n: 10n };
    loop.self = loop;
    console.log(loop, undefined);
    expect(capturedLog()).toContain('{"n":"10","self":"[repeated]"} undefined');
  });

  it('stops capturing and gives the console back', () => {
    const original = console.debug;
    stop = startLogCapture();
    expect(startLogCapture()).toBe(stop);
    stop();
    stop = undefined;
    expect(console.debug).toBe(original);
    vi.spyOn(console, 'debug').mockImplementation(() => undefined);
    console.debug('nach dem Ende');
    expect(capturedLog()).toBe('');
  });
});
