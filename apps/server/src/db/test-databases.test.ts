import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  createTestApp,
  createTestDatabase,
  postgresUnavailable,
  prepareTestWorld,
  testDatabase,
} from '../../test/harness.ts';
import { advisoryLockKey } from './advisory-lock.ts';
import type { Tables } from './tables.ts';

/**
 * Every table's rows, each table's in a fixed order: what a test starts from. Without the jobs'
 * runs, which an app notes as it starts.
 */
async function contents(db: Kysely<Tables>): Promise<Record<string, string[]>> {
  const tables = await db.introspection.getTables();
  const names = tables
    .map(({ name }) => name)
    .filter((name) => !name.startsWith('kysely_') && name !== 'job_runs');
  const rows: Record<string, string[]> = {};
  for (const name of names.sort()) {
    const { rows: found } = await sql<Record<string, unknown>>`
      select * from ${sql.table(name)}`.execute(db);
    rows[name] = found.map((row) => JSON.stringify(row)).sort();
  }
  return rows;
}

// The PostgreSQL tests keep their databases between tests and give each the template's state
// again (harness.ts); what a test starts from must not tell the two ways apart.
describe.skipIf(postgresUnavailable)('the databases of the server tests', () => {
  it('start a test app from the migrated template, whatever the app before it wrote', async () => {
    const fresh = await createTestDatabase();
    const template = await contents(fresh.db);
    await fresh.close();
    expect(template.dokbox_categories?.length).toBeGreaterThan(0);
    expect(template.storm_jobs).toHaveLength(1);

    const first = await createTestApp();
    await first.factory.customer();
    await first.db.updateTable('storm_jobs').set({ holder: 'ein Test', locked_until: 1 }).execute();
    await first.db.deleteFrom('dokbox_categories').execute();
    await first.close();

    const second = await createTestApp();
    try {
      expect(await contents(second.db)).toEqual(template);
      if (testDatabase === 'postgres')
        expect(second.database.target).toEqual(first.database.target);
    } finally {
      await second.close();
    }
  });

  it('start each test of a world from what its setup left', async () => {
    const world = await prepareTestWorld({}, async (t) => {
      const customer = await t.factory.customer();
      return { customerNumber: customer.customerNumber };
    });
    try {
      const first = await world.start();
      const prepared = await contents(first.db);
      expect(prepared.customers).toHaveLength(1);
      await first.factory.customer();
      await first.db.deleteFrom('dokbox_categories').execute();
      await first.close();

      const second = await world.start();
      try {
        expect(await contents(second.db)).toEqual(prepared);
      } finally {
        await second.close();
      }
    } finally {
      await world.close();
    }
  });

  it.runIf(testDatabase === 'postgres')(
    'give no test app a database on which an advisory lock is still held',
    async () => {
      const first = await createTestApp();
      const target = first.database.target;
      if (target.kind !== 'postgres') throw new Error('A PostgreSQL database was expected.');
      // Its database is dropped once the next test app passed it over, the connection with it.
      const holder = new pg.Client({ connectionString: target.url });
      holder.on('error', () => undefined);
      await holder.connect();
      try {
        await holder.query('select pg_advisory_lock($1::bigint)', [advisoryLockKey('warnings')]);
        await first.close();
        const second = await createTestApp();
        try {
          expect(second.database.target).not.toEqual(target);
        } finally {
          await second.close();
        }
      } finally {
        await holder.end();
      }
    },
  );
});
