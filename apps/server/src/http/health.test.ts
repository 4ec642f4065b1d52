import { rm } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  captureLog,
  createTestApp,
  postgresUnavailable,
  type TestApp,
} from '../../test/harness.ts';

describe.skipIf(postgresUnavailable)('the health checks', () => {
  let t: TestApp;
  let log: ReturnType<typeof captureLog>;
  beforeEach(async () => {
    log = captureLog();
    t = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
  });
  afterEach(async () => {
    await t.close();
  });

  const ready = () => t.app.inject({ method: 'GET', url: '/health/ready' });

  it('say the process lives and is ready when the database and the files answer', async () => {
    const live = await t.app.inject({ method: 'GET', url: '/health/live' });
    expect([live.statusCode, live.json()]).toEqual([200, { status: 'live' }]);
    const answer = await ready();
    expect([answer.statusCode, answer.json()]).toEqual([200, { status: 'ready' }]);
    expect(answer.headers['cache-control']).toBe('no-store');
    // A proxy asks every few seconds: not a line per check at the default level.
    expect(log.entries().filter((e) => e.url === '/health/ready')).toEqual([]);
  });

  it('say not ready while a migration of this version has not run, or the files are gone', async () => {
    await sql`delete from kysely_migration where name = '022-scale-out'`.execute(t.db);
    await rm(path.join(t.dataDir, 'files', 'blobs'), { recursive: true });
    const answer = await ready();
    expect([answer.statusCode, answer.json()]).toEqual([
      503,
      { status: 'not-ready', failed: ['migrations', 'blobStore'] },
    ]);
    const warnings = log.entries().filter((e) => e.msg === 'readiness check failed');
    expect(warnings.map((e) => e.check).sort()).toEqual(['blobStore', 'migrations']);
  });
});
