import rateLimit, {
  type FastifyRateLimitStore,
  type FastifyRateLimitStoreCtor,
} from '@fastify/rate-limit';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { sharedRateLimit } from '../../apps/server/src/http/shared-rate-limit.ts';

// One rate-limited route in a process of its own, with the store named on the command line, for
// the cost of a shared rate limit per request (`npm run bench -- limits`, decision 031):
//   memory         the plugin's own store, as on SQLite
//   shared         ours: counted in memory, shared with PostgreSQL every quarter second
//   postgres-each  one upsert in PostgreSQL per request
//   redis          the plugin's Redis store (a script per request), against Debian's redis-server

const [variant = 'memory', url = ''] = process.argv.slice(2);
const app = Fastify();
let store: FastifyRateLimitStoreCtor | undefined;
let redis: Redis | undefined;
let close = (): Promise<void> => Promise.resolve();

if (variant === 'shared' || variant === 'postgres-each') {
  const database = await openDatabase({ kind: 'postgres', url });
  const { db } = database;
  if (variant === 'shared') {
    const shared = sharedRateLimit(db, app.log, { synced: () => {}, failed: () => {} });
    shared.start();
    store = shared.Store;
    close = async () => {
      await shared.stop();
      await database.close();
    };
  } else {
    store = class EachRequest {
      incr(...[key, callback, timeWindow, max]: Parameters<FastifyRateLimitStore['incr']>): void {
        const now = Date.now();
        const windowEnd = (Math.floor(now / timeWindow) + 1) * timeWindow;
        sql<{ count: number }>`
          insert into rate_limit_counts (key, window_end, count, max)
          values (${key}, ${windowEnd}, 1, ${max})
          on conflict (key, window_end) do update set count = rate_limit_counts.count + 1
          returning count`
          .execute(db)
          .then(
            ({ rows }) => callback(null, { current: rows[0]?.count ?? 1, ttl: windowEnd - now }),
            (error: unknown) => callback(error as Error),
          );
      }
      child(): this {
        return this;
      }
    };
    close = () => database.close();
  }
} else if (variant === 'redis') {
  redis = new Redis(url);
  close = async () => {
    await redis?.quit();
  };
}

await app.register(rateLimit, {
  global: false,
  ...(store === undefined ? {} : { store }),
  ...(redis === undefined ? {} : { redis }),
});
app.post('/api', { config: { rateLimit: { max: 1_000_000_000, timeWindow: 60_000 } } }, () =>
  Promise.resolve({ Status: 200, Result: {} }),
);
await app.listen({ host: '127.0.0.1', port: 0 });

const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
process.stdout.write(`${String(address.port)}\n`);
process.once('SIGTERM', () => {
  void app
    .close()
    .then(close)
    .then(() => process.exit(0));
});
