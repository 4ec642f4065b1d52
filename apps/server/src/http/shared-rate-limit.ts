import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';

/** How often a process adds its new counts to the shared ones and reads the keys over their limit. */
export const RATE_LIMIT_SYNC_MS = 250;

/** Rows per statement when a process sends its counts (four parameters a row). */
const ROWS_PER_STATEMENT = 1000;

/** One key's window as this process sees it. */
type Count = {
  windowEnd: number;
  max: number;
  /** The sum over all processes at the last sync, this process's synced requests included. */
  shared: number;
  /** Requests this process counted since. */
  unsynced: number;
};

export type SharedRateLimitEvents = {
  /** A sync finished (the metrics count them, and the cluster test waits for them). */
  synced: () => void;
  failed: () => void;
};

/**
 * The rate limits of several server processes, counted together (decision 031). A request is
 * counted in memory, as with the plugin's own store, and answered from what this process knows:
 * the shared count of the last sync plus its own requests since. Every `RATE_LIMIT_SYNC_MS` each
 * process adds its new counts to `rate_limit_counts` in one statement, learns the sums, and
 * reads the keys that are over their limit, also those it has not seen itself. Windows are
 * aligned to the clock (a minute starts at :00), so all processes count the same window.
 *
 * The bound: a key may pass its limit by what the other processes let through within one sync
 * (a quarter of a second) before they learn it; once the sum is over the limit, every process
 * refuses the key within one sync. With the database away the counts stay in memory (each
 * process still limits on its own) and are sent once it is back.
 */
export function sharedRateLimit(
  db: Kysely<Tables>,
  log: FastifyBaseLogger,
  events: SharedRateLimitEvents,
) {
  const counts = new Map<string, Count>();

  function incr(
    key: string,
    callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
    timeWindow: number,
    max: number,
  ): void {
    const now = Date.now();
    const windowEnd = (Math.floor(now / timeWindow) + 1) * timeWindow;
    let count = counts.get(key);
    if (count?.windowEnd !== windowEnd) {
      count = { windowEnd, max, shared: 0, unsynced: 0 };
      counts.set(key, count);
    }
    count.unsynced += 1;
    callback(null, { current: count.shared + count.unsynced, ttl: windowEnd - now });
  }

  const learn = (
    rows: readonly { key: string; window_end: number; count: number; max: number }[],
  ) => {
    for (const row of rows) {
      const count = counts.get(row.key);
      if (count?.windowEnd === row.window_end) count.shared = Math.max(count.shared, row.count);
      else if (count === undefined || count.windowEnd < row.window_end) {
        counts.set(row.key, {
          windowEnd: row.window_end,
          max: row.max,
          shared: row.count,
          unsynced: 0,
        });
      }
    }
  };

  async function push(
    sent: readonly { key: string; count: Count; delta: number }[],
  ): Promise<void> {
    for (let i = 0; i < sent.length; i += ROWS_PER_STATEMENT) {
      const rows = sent.slice(i, i + ROWS_PER_STATEMENT);
      learn(
        await db
          .insertInto('rate_limit_counts')
          .values(
            rows.map(({ key, count, delta }) => ({
              key,
              window_end: count.windowEnd,
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
          .execute(),
      );
    }
  }

  async function sync(): Promise<void> {
    const now = Date.now();
    const sent: { key: string; count: Count; delta: number }[] = [];
    for (const [key, count] of counts) {
      if (count.windowEnd <= now) counts.delete(key);
      else if (count.unsynced > 0) {
        sent.push({ key, count, delta: count.unsynced });
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
      // Not sent: counted again next time (unless the window ended meanwhile).
      for (const { count, delta } of sent) count.unsynced += delta;
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
