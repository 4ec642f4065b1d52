import type { FastifyInstance } from 'fastify';
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
} from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  postgresUnavailable,
  testDatabase,
  type TestApp,
} from '../../test/harness.ts';
import { metricValue } from '../../test/metrics-text.ts';
import { buildApp } from '../app.ts';
import type { Tables } from '../db/tables.ts';
import { sharedRateLimit } from './shared-rate-limit.ts';

const SYNCED = 'servicebereich_rate_limit_syncs_total{result="ok"}';

async function syncs(app: FastifyInstance): Promise<number> {
  return metricValue(await app.metrics.text(), SYNCED);
}

/** Resolves once `app` has finished `count` more exchanges of counts than now. */
async function afterSyncs(app: FastifyInstance, count: number): Promise<void> {
  const start = await syncs(app);
  await vi.waitFor(
    async () => {
      expect(await syncs(app)).toBeGreaterThanOrEqual(start + count);
    },
    { timeout: 10_000, interval: 20 },
  );
}

const tokenCall = (app: FastifyInstance) =>
  app.inject({ method: 'POST', url: '/api?Mode=General&Function=GetCSRFToken' });

describe('the shared rate-limit store in one process', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("counts a key's minute from its first request, as the plugin's store does, across the turn of the clock's minute", () => {
    const quiet = () => undefined;
    const limits = sharedRateLimit(
      // Not started: it never syncs, and a database that runs nothing will do.
      new Kysely<Tables>({
        dialect: {
          createAdapter: () => new PostgresAdapter(),
          createDriver: () => new DummyDriver(),
          createIntrospector: (db) => new PostgresIntrospector(db),
          createQueryCompiler: () => new PostgresQueryCompiler(),
        },
      }),
      { warn: quiet } as unknown as Parameters<typeof sharedRateLimit>[1],
      { synced: quiet, failed: quiet },
    );
    const store = new limits.Store({});
    const minute = Date.UTC(2026, 10, 27, 9, 30);
    const now = vi.spyOn(Date, 'now');
    const count = (at: number) => {
      now.mockReturnValue(at);
      let answer: { current: number; ttl: number } | undefined;
      store.incr('login:203.0.113.7', (_error, result) => (answer = result), 60_000, 3);
      return answer;
    };
    expect([count(minute - 600), count(minute - 400), count(minute - 200)]).toEqual([
      { current: 1, ttl: 60_000 },
      { current: 2, ttl: 59_800 },
      { current: 3, ttl: 59_600 },
    ]);
    // The clock's minute turned, the key's has not.
    expect(count(minute + 200)).toEqual({ current: 4, ttl: 59_200 });
    expect(count(minute - 600 + 60_000)).toEqual({ current: 1, ttl: 60_000 });
  });
});

describe.skipIf(postgresUnavailable || testDatabase === 'sqlite')(
  'the rate limit of two server processes on one PostgreSQL database',
  () => {
    let t: TestApp;
    let other: FastifyInstance;
    afterEach(async () => {
      await other.close();
      await t.close();
    });

    it('holds on the second once the first has reached it', async () => {
      t = await createTestApp({ rateLimitPerMinute: 5 });
      other = await buildApp(t.config, { database: t.database });
      await other.ready();
      // Windows are whole minutes: start with enough of this one left.
      await vi.waitFor(
        () => {
          expect(Date.now() % 60_000).toBeLessThan(45_000);
        },
        { timeout: 60_000, interval: 250 },
      );

      const first = [];
      for (let i = 0; i < 3; i++) first.push((await tokenCall(t.app)).statusCode);
      // Its own requests, now in the shared sum, are not counted twice.
      await afterSyncs(t.app, 2);
      for (let i = 0; i < 3; i++) first.push((await tokenCall(t.app)).statusCode);
      expect(first).toEqual([200, 200, 200, 200, 200, 429]);

      // The first process sends its counts, then the second reads the keys over their limit. A
      // sync under way when counting starts may have taken its counts before the last calls: the
      // second sync of each began after them.
      await afterSyncs(t.app, 2);
      await afterSyncs(other, 2);
      const refused = await tokenCall(other);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        Status: 400,
        Errors: {
          general: 'Zu viele Anfragen. Bitte warte kurz und versuche es dann noch einmal.',
        },
      });
    }, 90_000);
  },
);
