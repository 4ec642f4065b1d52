import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresUnavailable, testDatabase } from '../../test/harness.ts';
import type { Database } from './database.ts';

describe.skipIf(postgresUnavailable)('the database', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it('is migrated to the latest version at open', async () => {
    const tables = await database.db.introspection.getTables();
    const names = tables.map((t) => t.name);
    for (const table of ['customers', 'sessions', 'login_failures', 'contracts']) {
      expect(names).toContain(table);
    }
  });

  it.runIf(testDatabase === 'sqlite')(
    'runs SQLite with WAL, full sync and a busy timeout',
    async () => {
      const pragma = async (name: string) => {
        const { rows } = await sql
          .raw<Record<string, unknown>>(`pragma ${name}`)
          .execute(database.db);
        return Object.values(rows[0] ?? {})[0];
      };
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('journal_size_limit')).toBe(67108864);
    },
  );

  it('lets concurrent writing transactions all succeed, none lost', async () => {
    const { db } = database;
    await db
      .insertInto('login_failures')
      .values({ customer_number: '1', failures: 0, locked_until: 0, last_failure_at: 0 })
      .execute();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        db.transaction().execute(async (trx) => {
          const row = await trx
            .selectFrom('login_failures')
            .select('failures')
            .where('customer_number', '=', '1')
            // SQLite has no row locks: BEGIN IMMEDIATE serialises its writers instead.
            .$if(database.dialect === 'postgres', (qb) => qb.forUpdate())
            .executeTakeFirstOrThrow();
          await trx
            .updateTable('login_failures')
            .set({ failures: row.failures + 1 })
            .where('customer_number', '=', '1')
            .execute();
        }),
      ),
    );
    const row = await db
      .selectFrom('login_failures')
      .select('failures')
      .where('customer_number', '=', '1')
      .executeTakeFirstOrThrow();
    expect(row.failures).toBe(20);
  });

  it('rolls a failed transaction back whole', async () => {
    const { db } = database;
    await expect(
      db.transaction().execute(async (trx) => {
        await trx
          .insertInto('login_failures')
          .values({ customer_number: '2', failures: 1, locked_until: 0, last_failure_at: 0 })
          .execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    const rows = await db.selectFrom('login_failures').selectAll().execute();
    expect(rows).toEqual([]);
  });
});
