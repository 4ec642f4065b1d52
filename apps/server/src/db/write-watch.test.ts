import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, testDatabase } from '../../test/harness.ts';
import type { Database } from './database.ts';
import type { WriteWatch } from './write-watch.ts';

describe.skipIf(testDatabase !== 'sqlite')('what this process writes to SQLite', () => {
  let database: Database;
  let writes: WriteWatch;

  beforeEach(async () => {
    database = await createTestDatabase();
    if (database.writes === null) throw new Error('SQLite watches its writes');
    writes = database.writes;
  });
  afterEach(async () => {
    await database.close();
  });

  const failure = {
    customer_number: '1234567890',
    failures: 1,
    locked_until: 0,
    last_failure_at: 0,
  };

  it('counts inserts, updates and deletes per table, and no reads', async () => {
    const { db } = database;
    const counts = () => [writes.count('login_failures'), writes.count('contracts')];
    expect(counts()).toEqual([0, 0]);
    await db.insertInto('login_failures').values(failure).execute();
    await db.updateTable('login_failures as f').set({ failures: 2 }).execute();
    await db.selectFrom('login_failures').selectAll().execute();
    expect(counts()).toEqual([2, 0]);
    await db.deleteFrom('contracts').where('customer_id', '=', 'nobody').execute();
    await db.deleteFrom('login_failures').execute();
    expect(counts()).toEqual([3, 1]);
  });

  it('counts a statement it cannot tell the table of for every table', async () => {
    await sql`delete from contracts where customer_id = ${'nobody'}`.execute(database.db);
    expect([writes.count('login_failures'), writes.count('contracts')]).toEqual([1, 1]);
  });

  it('tells while a write transaction is open, and counts its statements as they run', async () => {
    expect(writes.transactionOpen()).toBe(false);
    await database.db.transaction().execute(async (trx) => {
      expect(writes.transactionOpen()).toBe(true);
      await trx.insertInto('login_failures').values(failure).execute();
      expect(writes.count('login_failures')).toBe(1);
    });
    expect(writes.transactionOpen()).toBe(false);
    expect(writes.count('login_failures')).toBe(1);
  });
});
