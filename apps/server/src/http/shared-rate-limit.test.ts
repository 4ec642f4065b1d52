import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createTestApp,
  postgresUnavailable,
  testDatabase,
  type TestApp,
} from '../../test/harness.ts';
import { metricValue } from '../../test/metrics-text.ts';
import { buildApp } from '../app.ts';

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
      for (let i = 0; i < 6; i++) first.push((await tokenCall(t.app)).statusCode);
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
