import { describe, expect, it } from 'vitest';
import { concurrencyLimit } from './concurrency-limit.ts';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('concurrencyLimit', () => {
  it('runs two tasks at once and starts the third when one of them ends, in order', async () => {
    const limit = concurrencyLimit(2);
    const started: number[] = [];
    const gates = [deferred(), deferred(), deferred(), deferred()];
    const runs = gates.map((gate, i) =>
      limit(async () => {
        started.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    gates[1]?.resolve();
    expect(await runs[1]).toBe(1);
    expect(started).toEqual([0, 1, 2]);
    gates[0]?.resolve();
    gates[2]?.resolve();
    gates[3]?.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(started).toEqual([0, 1, 2, 3]);
  });

  it('frees the slot of a task that fails', async () => {
    const limit = concurrencyLimit(1);
    await expect(limit(() => Promise.reject(new Error('kaputt')))).rejects.toThrow('kaputt');
    expect(await limit(() => Promise.resolve('weiter'))).toBe('weiter');
  });
});
