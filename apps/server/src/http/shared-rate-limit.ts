import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';

/** How often a process adds its new counts to the shared ones and reads the keys over their limit. */
export const RATE_LIMIT_SYNC_MS = 250;

/** Rows per statement when a process sends its counts (four parameters a row). */
const ROWS_PER_STATEMENT = 1000;

/** One key as this process sees it. */
type Count = {
  /** This process's own window, from the key's first request here, as the plugin's store has it. */
  localStart: number;
  local: number;
  timeWindow: number;
  /** The window all processes share, aligned to the clock. */
  windowEnd: number;
  max: number;
  /** The sum over all processes at the last sync, this process's synced requests included. */
  shared: number;
  /** This process's requests in the shared window that the sum includes. */
  own: number;
  /** Requests this process counted in the shared window since the last sync. */
  unsynced: number;
};

/** A key's new requests on their way to the database. */
type Sent = { key: string; count: Count; windowEnd: number; delta: number; done: boolean };

export type SharedRateLimitEvents = {
  /** A sync finished (the metrics count them, and the cluster test waits for them). */
  synced: () => void;
  failed: () => void;
};

/**
 * The rate limits of several server processes, counted together (decision 031). A request is
 * counted in memory twice: in the process's own window, which starts with the key's first request
 * here exactly as in the plugin's own store, and in a window aligned to the clock (a minute starts
 * at :00), which all processes count alike. It is answered from its own window's count plus what
 * the other processes counted in the aligned window at the last sync. Every `RATE_LIMIT_SYNC_MS`
 * each process adds its new counts to `rate_limit_counts` in one statement, learns the sums, and
 * reads the keys that are over their limit, also those it has not seen itself.
 *
 * The bound: a key may pass its limit by what the other processes let through within one sync
 * (a quarter of a second) before they learn it; once the sum is over the limit, every process
 * refuses the key within one sync. As with any fixed window, around the turn of the aligned
 * window a key may get up to twice its limit. A single process limits exactly as the plugin's own
 * store. With the database away the counts stay in memory (each process still limits on its own)
 * and are sent once it is back.
 */
export function sharedRateLimit(
  db: Kysely<Tables>,
  log: FastifyBaseLogger,
  events: SharedRateLimitEvents,
) {
  const counts = new Map<string, Count>();

  /** Starts the shared window ending at `windowEnd`; the process's own window goes on. */
  function align(count: Count, windowEnd: number, shared: number): void {
    count.windowEnd = windowEnd;
    count.shared = shared;
    count.own = 0;
    count.unsynced = 0;
  }

  function incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void {
    const now = Date.now();
    const windowEnd = (Math.floor(now / timeWindow) + 1) * timeWindow;
    let count = counts.get(key);
    if (count === undefined) {
      count = {
        localStart: now,
        local: 0,
        timeWindow,
        windowEnd,
        max,
        shared: 0,
        own: 0,
        unsynced: 0,
      };
      counts.set(key, count);
    } else if (count.windowEnd < windowEnd) {
      align(count, windowEnd, 0);
    }
    if (now >= count.localStart + timeWindow) {
      count.localStart = now;
      count.local = 0;
    }
    count.timeWindow = timeWindow;
    count.max = max;
    count.local += 1;
    count.unsynced += 1;
    const others = Math.max(0, count.shared - count.own);
    callback(null, { current: count.local + others, ttl: count.localStart + timeWindow - now });
  }

  const learn = (
    rows: readonly { key: string; window_end: number; count: number; max: number }[],
  ) => {
    for (const row of rows) {
      const count = counts.get(row.key);
      if (count === undefined) {
        counts.set(row.key, {
          localStart: 0,
          local: 0,
          timeWindow: 0,
          windowEnd: row.window_end,
          max: row.max,
          shared: row.count,
          own: 0,
          unsynced: 0,
        });
      } else if (count.windowEnd === row.window_end) {
        count.shared = Math.max(count.shared, row.count);
      } else if (count.windowEnd < row.window_end) {
        align(count, row.window_end, row.count);
      }
    }
  };

  async function push(sent: readonly Sent[]): Promise<void> {
    for (let i = 0; i < sent.length; i += ROWS_PER_STATEMENT) {
      const rows = sent.slice(i, i + ROWS_PER_STATEMENT);
      const answer = await db
        .insertInto('rate_limit_counts')
        .values(
          rows.map(({ key, count, windowEnd, delta }) => ({
            key,
            window_end: windowEnd,
            count: delta,
            max: count.max,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['key', 'window_end']).doUpdateSet({
            count: sql`rate_limit_counts.count + excluded.count`,
          }),
        )
        .returning(['key', 'window_end', 'count', 'max'])
        .execute();
      // The sums now include these requests: from here they are this process's own (unless the
      // shared window turned meanwhile).
      for (const row of rows) {
        row.done = true;
        if (row.count.windowEnd === row.windowEnd) row.count.own += row.delta;
      }
      learn(answer);
    }
  }

  async function sync(): Promise<void> {
    const now = Date.now();
    const sent: Sent[] = [];
    for (const [key, count] of counts) {
      if (count.windowEnd <= now) {
        // The shared window ended; the process's own may still run.
        if (now >= count.localStart + count.timeWindow) counts.delete(key);
        else align(count, count.windowEnd, 0);
      } else if (count.unsynced > 0) {
        sent.push({ key, count, windowEnd: count.windowEnd, delta: count.unsynced, done: false });
        count.unsynced = 0;
      }
    }
    try {
      await push(sent);
      learn(
        await db
          .selectFrom('rate_limit_counts')
          .select(['key', 'window_end', 'count', 'max'])
          .where('window_end', '>', now)
          .whereRef('count', '>=', 'max')
          .execute(),
      );
      events.synced();
    } catch (error) {
      // Not sent: counted again next time (unless the shared window turned meanwhile).
      for (const { count, windowEnd, delta, done } of sent) {
        if (!done && count.windowEnd === windowEnd) count.unsynced += delta;
      }
      events.failed();
      log.warn({ err: error }, 'sharing the rate-limit counts failed');
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let syncing: Promise<void> = Promise.resolve();
  const tick = () => {
    syncing = sync().finally(() => {
      if (timer !== undefined) timer = setTimeout(tick, RATE_LIMIT_SYNC_MS);
    });
  };

  /** The plugin's store: one per route or limiter, each with its own keys. */
  const Store: FastifyRateLimitStoreCtor = class SharedStore implements FastifyRateLimitStore {
    readonly prefix: string;
    constructor(_options?: unknown, prefix = '') {
      this.prefix = prefix;
    }
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      incr(this.prefix + key, callback, timeWindow, max);
    }
    child(routeOptions: { method?: unknown; url?: unknown }): FastifyRateLimitStore {
      const route =
        typeof routeOptions.url === 'string'
          ? `${String(routeOptions.method)} ${routeOptions.url} `
          : '';
      return new SharedStore(undefined, `${this.prefix}${route}`);
    }
  };

  return {
    Store,
    start: (): void => {
      timer ??= setTimeout(tick, RATE_LIMIT_SYNC_MS);
    },
    /** Stops syncing after sending what was counted. */
    stop: async (): Promise<void> => {
      clearTimeout(timer);
      timer = undefined;
      await syncing;
      await sync();
    },
    /** Removes the rows of windows that have ended (a scheduled job). */
    purgeEnded: async (now: number): Promise<void> => {
      await db.deleteFrom('rate_limit_counts').where('window_end', '<=', now).execute();
    },
  };
}

export type SharedRateLimit = ReturnType<typeof sharedRateLimit>;
