import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createPostgresDatabase,
  createTestDatabase,
  postgresUnavailable,
  testDatabase,
} from '../../test/harness.ts';
import { advisoryLockKey } from './advisory-lock.ts';
import { MIGRATION_NAMES, openDatabase, type Database, type DatabaseTarget } from './database.ts';

describe.skipIf(postgresUnavailable)('the database', () => {
  let database: Database & { target: DatabaseTarget };
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
    'runs SQLite with WAL, full sync and no busy timeout, which would wait with the event loop stopped',
    async () => {
      const pragma = async (name: string) => {
        const { rows } = await sql
          .raw<Record<string, unknown>>(`pragma ${name}`)
          .execute(database.db);
        return Object.values(rows[0] ?? {})[0];
      };
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('synchronous')).toBe(2);
      expect(await pragma('busy_timeout')).toBe(0);
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

  describe.runIf(testDatabase === 'postgres')('when PostgreSQL ends a connection', () => {
    const backendPid = async (): Promise<number> => {
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
        database.db,
      );
      return rows[0]?.pid ?? 0;
    };

    /** The pool gives out live connections only: a dozen calls in a row all succeed elsewhere. */
    const expectNewConnections = async (lostPid: number) => {
      for (let i = 0; i < 12; i++) expect(await backendPid()).not.toBe(lostPid);
    };

    it('fails a transaction that loses its connection and never uses that connection again', async () => {
      const { db } = database;
      let lostPid = 0;
      const lost = db.transaction().execute(async (trx) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
        lostPid = rows[0]?.pid ?? 0;
        await sql`select pg_terminate_backend(${lostPid})`.execute(db);
        await trx
          .insertInto('login_failures')
          .values({ customer_number: '3', failures: 1, locked_until: 0, last_failure_at: 0 })
          .execute();
      });
      await expect(lost).rejects.toThrow();
      await expectNewConnections(lostPid);
      expect(await db.selectFrom('login_failures').selectAll().execute()).toEqual([]);
    });

    it('fails a query whose connection ends under it and hands that connection to no one', async () => {
      const { db } = database;
      let lostPid = 0;
      const sleeping = db.connection().execute(async (connection) => {
        const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(
          connection,
        );
        lostPid = rows[0]?.pid ?? 0;
        await sql`select pg_sleep(60)`.execute(connection);
      });
      const settled = sleeping.then(
        () => 'finished',
        () => 'failed',
      );
      for (;;) {
        const { rows } = await sql<{ sleeping: boolean }>`
          select count(*) > 0 as sleeping from pg_stat_activity
           where pid = ${lostPid} and state = 'active' and query like 'select pg_sleep%'`.execute(
          db,
        );
        if (rows[0]?.sleeping === true) break;
        await sleep(20);
      }
      await sql`select pg_terminate_backend(${lostPid})`.execute(db);
      expect(await settled).toBe('failed');
      // At once, before the closed socket is noticed: the pool must not hand out that connection.
      await expectNewConnections(lostPid);
    });
  });

  it.runIf(testDatabase === 'postgres')(
    'opens a database that is up to date while another process holds the migration lock',
    async () => {
      // A process migrating another database, or one stuck: a start that has nothing to migrate
      // does not wait for it.
      const other = await database.db.connection().execute(async (connection) => {
        await sql`select pg_advisory_lock(${advisoryLockKey('migrations')}::bigint)`.execute(
          connection,
        );
        const opened = await openDatabase(database.target);
        await opened.close();
        await sql`select pg_advisory_unlock(${advisoryLockKey('migrations')}::bigint)`.execute(
          connection,
        );
        return 'opened';
      });
      expect(other).toBe('opened');
    },
  );

  it.runIf(testDatabase === 'postgres')(
    'is migrated once when several processes open a fresh database at the same time',
    async () => {
      const fresh = await createPostgresDatabase({ empty: true });
      try {
        const opened = await Promise.all(
          Array.from({ length: 4 }, () => openDatabase({ kind: 'postgres', url: fresh.url })),
        );
        try {
          const { rows } = await sql<{
            name: string;
          }>`select name from kysely_migration order by name`.execute(opened[0]?.db ?? database.db);
          expect(rows.map((row) => row.name)).toEqual([...MIGRATION_NAMES].sort());
        } finally {
          await Promise.all(opened.map((each) => each.close()));
        }
      } finally {
        await fresh.drop();
      }
    },
  );
});
