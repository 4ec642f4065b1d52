import type { WriteWatch } from './write-watch.ts';

/** Where a read began: what it reads may be kept only if nothing it depends on was written since. */
type ReadMark = { forgets: number; writes: number };

/**
 * Results of reads kept in memory, so that asking again needs no read (decision 016). Only where
 * this process is the only one that writes (SQLite, `WriteWatch`). A result is forgotten:
 * - by `forget`, which the module that writes the rows calls once a change is made, for the
 *   results it changes (the sessions, which are written too often to forget them all each time);
 * - with `table`, whenever any statement writes to that table, whoever runs it (the contracts).
 *
 * A result is not kept when a write transaction was open as its read began or is open as it
 * ends, or when anything it depends on was written in between: it may then be one that a commit
 * changes after it was forgotten.
 */
export function keptReads<V>(watch: WriteWatch, options: { max: number; table?: string }) {
  const entries = new Map<string, { value: V; writes: number }>();
  let forgets = 0;
  const writes = () => (options.table === undefined ? 0 : watch.count(options.table));

  return {
    get(key: string): V | undefined {
      const entry = entries.get(key);
      if (entry === undefined) return undefined;
      if (entry.writes === writes()) return entry.value;
      entries.clear();
      return undefined;
    },
    /** Call before the read; null when what it reads may not be kept. */
    reading(): ReadMark | null {
      return watch.transactionOpen() ? null : { forgets, writes: writes() };
    },
    keep(key: string, value: V, mark: ReadMark | null): void {
      if (mark === null || mark.forgets !== forgets || mark.writes !== writes()) return;
      if (watch.transactionOpen()) return;
      // The entry kept longest goes first.
      if (entries.size >= options.max) entries.delete(entries.keys().next().value as string);
      entries.set(key, { value, writes: mark.writes });
    },
    /** Forgets one result, or all of them when a write changes several. */
    forget(key?: string): void {
      forgets += 1;
      if (key === undefined) entries.clear();
      else entries.delete(key);
    },
  };
}
