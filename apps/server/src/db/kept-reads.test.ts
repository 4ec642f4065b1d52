import { describe, expect, it } from 'vitest';
import { keptReads } from './kept-reads.ts';
import type { WriteWatch } from './write-watch.ts';

/** A WriteWatch whose transaction and counts the test sets. */
function fakeWatch() {
  const counts = new Map<string, number>();
  const state = { transactionOpen: false };
  const watch: WriteWatch = {
    transactionOpen: () => state.transactionOpen,
    count: (table) => counts.get(table) ?? 0,
  };
  return {
    watch,
    state,
    write: (table: string) => counts.set(table, (counts.get(table) ?? 0) + 1),
  };
}

describe('reads kept in memory', () => {
  it('answers a kept result again, and forgets it on `forget`', () => {
    const { watch } = fakeWatch();
    const kept = keptReads<string>(watch, { max: 10 });
    kept.keep('a', 'row a', kept.reading());
    kept.keep('b', 'row b', kept.reading());
    expect(kept.get('a')).toBe('row a');
    kept.forget('a');
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('b')).toBe('row b');
    kept.forget();
    expect(kept.get('b')).toBeUndefined();
  });

  it('does not keep what was read while something was forgotten', () => {
    const { watch } = fakeWatch();
    const kept = keptReads<string>(watch, { max: 10 });
    const mark = kept.reading();
    kept.forget('other');
    kept.keep('a', 'row a', mark);
    expect(kept.get('a')).toBeUndefined();
  });

  it('does not keep what was read while a write transaction was open, as it began or ended', () => {
    const { watch, state } = fakeWatch();
    const kept = keptReads<string>(watch, { max: 10 });

    state.transactionOpen = true;
    const duringTransaction = kept.reading();
    state.transactionOpen = false;
    kept.keep('a', 'row a', duringTransaction);
    expect(kept.get('a')).toBeUndefined();

    const beforeTransaction = kept.reading();
    state.transactionOpen = true;
    kept.keep('a', 'row a', beforeTransaction);
    state.transactionOpen = false;
    expect(kept.get('a')).toBeUndefined();
  });

  it('with a table, forgets everything once any statement writes to it', () => {
    const { watch, write } = fakeWatch();
    const kept = keptReads<string>(watch, { max: 10, table: 'contracts' });
    kept.keep('a', 'list a', kept.reading());
    write('sessions');
    expect(kept.get('a')).toBe('list a');
    write('contracts');
    expect(kept.get('a')).toBeUndefined();

    const mark = kept.reading();
    write('contracts');
    kept.keep('a', 'list a', mark);
    expect(kept.get('a')).toBeUndefined();
  });

  it('keeps at most `max` results, dropping the one kept longest', () => {
    const { watch } = fakeWatch();
    const kept = keptReads<string>(watch, { max: 2 });
    for (const key of ['a', 'b', 'c']) kept.keep(key, key, kept.reading());
    expect([kept.get('a'), kept.get('b'), kept.get('c')]).toEqual([undefined, 'b', 'c']);
  });
});
