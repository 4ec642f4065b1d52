import { execFile } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../admin/admin.ts';
import { depositStream, expectDepositsKept } from '../../test/deposits.ts';
import type { FactoryContract } from '../../test/factory.ts';
import {
  createPostgresDatabase,
  createTestApp,
  postgresUnavailable,
  testDatabase,
  type TestApp,
} from '../../test/harness.ts';
import { findBinDir } from '../../test/postgres-cluster.ts';
import { loginSession } from '../../test/server-process.ts';
import { openDatabase, type Database } from './database.ts';

// A backup taken while deposits keep arriving restores into a database that passes its checks:
// the engine's own, and ours (every deposit acknowledged before the backup began is there, and
// each balance agrees with its bookings). The commands are those of docs/operations.md.

const execFileAsync = promisify(execFile);

describe.skipIf(postgresUnavailable)('a backup under write load', { timeout: 120_000 }, () => {
  let t: TestApp;
  let dir: string;
  const restored: Database[] = [];
  afterEach(async () => {
    await Promise.all(restored.splice(0).map((database) => database.close()));
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  /** The app on a port, a savings contract, and deposits to it until `stop`. */
  async function underLoad(): Promise<{
    savings: FactoryContract;
    deposits: ReturnType<typeof depositStream>;
  }> {
    t = await createTestApp();
    dir = await mkdtemp(path.join(tmpdir(), 'servicebereich-backup-'));
    const customer = await t.factory.customer();
    const savings = await t.factory.contract(customer, { kind: 'Ansparen' });
    const url = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const session = await loginSession(url, customer.customerNumber, customer.password);
    const deposits = depositStream(url, session, savings.contractNumber, 2);
    await vi.waitFor(
      () => {
        expect(deposits.acknowledged.length).toBeGreaterThanOrEqual(10);
      },
      { timeout: 60_000, interval: 5 },
    );
    return { savings, deposits };
  }

  it.runIf(testDatabase === 'sqlite')(
    'of SQLite (npm run admin -- backup) restores whole',
    async () => {
      const { savings, deposits } = await underLoad();
      const before = [...deposits.acknowledged];
      const file = path.join(dir, 'sicherung.sqlite');
      const lines: string[] = [];
      const code = await runAdmin(['backup', file], {
        db: t.db,
        now: Date.now(),
        activationCodeMs: t.config.activationCodeMs,
        config: { ...t.config, database: t.database.target },
        out: (line) => lines.push(line),
      });
      await deposits.stop();
      expect([code, lines]).toEqual([0, [`Gesichert und geprüft: ${file}`]]);

      // Restoring is copying the file into place, with the server stopped.
      const target = path.join(dir, 'servicebereich.sqlite');
      await copyFile(file, target);
      const copy = await openDatabase({ kind: 'sqlite', file: target });
      restored.push(copy);
      const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(
        copy.db,
      );
      expect(rows).toEqual([{ integrity_check: 'ok' }]);
      expect((await sql`pragma foreign_key_check`.execute(copy.db)).rows).toEqual([]);
      const booked = await expectDepositsKept(copy.db, savings, before);
      expect(booked).toBeLessThanOrEqual(deposits.acknowledged.length);
    },
  );

  it.runIf(testDatabase === 'postgres')(
    'of PostgreSQL (pg_dump, pg_restore) restores whole',
    async () => {
      const { savings, deposits } = await underLoad();
      const before = [...deposits.acknowledged];
      const bin = findBinDir() ?? '';
      const source = t.database.target.kind === 'postgres' ? t.database.target.url : '';
      const dump = path.join(dir, 'sicherung.dump');
      await execFileAsync(path.join(bin, 'pg_dump'), [
        '--format=custom',
        `--file=${dump}`,
        `--dbname=${source}`,
      ]);
      await deposits.stop();

      const target = await createPostgresDatabase({ empty: true });
      try {
        // --exit-on-error: a row that breaks a constraint fails the restore.
        await execFileAsync(path.join(bin, 'pg_restore'), [
          '--exit-on-error',
          '--no-owner',
          `--dbname=${target.url}`,
          dump,
        ]);
        // The restored database opens as it is: it has every migration already.
        const copy = await openDatabase({ kind: 'postgres', url: target.url });
        restored.push(copy);
        await expectDepositsKept(copy.db, savings, before);
        await Promise.all(restored.splice(0).map((database) => database.close()));
      } finally {
        await target.drop();
      }
    },
  );
});
