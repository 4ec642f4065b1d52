import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase, postgresUnavailable, testDatabase } from '../../test/harness.ts';
import { openDatabase } from '../db/database.ts';
import { runOnce, scheduledJobs, type ScheduledJobs } from './scheduled-jobs.ts';

/**
 * Waits until a job of a 5 ms period has run five times: periods passing, as the jobs' own timers
 * count them.
 */
async function periodsPass(jobs: ScheduledJobs): Promise<void> {
  let runs = 0;
  jobs.add({
    name: 'quick-job',
    everyMs: 5,
    run: () => {
      runs += 1;
      return Promise.resolve();
    },
  });
  await vi.waitFor(() => {
    expect(runs).toBeGreaterThanOrEqual(5);
  });
}

describe.skipIf(postgresUnavailable)('a job run once across processes', () => {
  it('runs in one process at a time and, on PostgreSQL, once per period', async () => {
    const first = await createTestDatabase();
    // A second pool on the same database, as another server process has.
    const second = await openDatabase(first.target);
    try {
      const job = { name: 'test-job', everyMs: 60_000 };
      let runs = 0;
      let finish = () => {};
      const finished = new Promise<void>((resolve) => (finish = resolve));
      const running = runOnce(first, job, async () => {
        runs += 1;
        await finished;
      });
      await vi.waitFor(() => {
        expect(runs).toBe(1);
      });
      const meanwhile = await runOnce(second, job, () => {
        runs += 1;
        return Promise.resolve();
      });
      finish();
      expect(await running).toBe(true);
      const after = await runOnce(second, job, () => {
        runs += 1;
        return Promise.resolve();
      });
      if (testDatabase === 'postgres') {
        // Held by the first process, then done within the period: the second leaves it.
        expect([meanwhile, after, runs]).toEqual([false, false, 1]);
      } else {
        // One process per SQLite file: nothing to share, the job simply runs.
        expect([meanwhile, after, runs]).toEqual([true, true, 3]);
      }
    } finally {
      await second.close();
      await first.close();
    }
  });

  it('does not start a job again in the same process while its run is under way', async () => {
    const database = await createTestDatabase();
    const jobs = scheduledJobs(database, pino({ level: 'silent' }));
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    try {
      let slowRuns = 0;
      jobs.add({
        name: 'slow-job',
        everyMs: 5,
        atStart: true,
        run: async () => {
          slowRuns += 1;
          await finished;
        },
      });
      // Periods of the same length pass meanwhile.
      await periodsPass(jobs);
      expect(slowRuns).toBe(1);
      // Once it has ended, its next period starts it again.
      finish();
      await vi.waitFor(() => {
        expect(slowRuns).toBeGreaterThan(1);
      });
    } finally {
      finish();
      await jobs.stop();
      await database.close();
    }
  });

  it('runs the jobs due at the start one after another', async () => {
    const database = await createTestDatabase();
    const jobs = scheduledJobs(database, pino({ level: 'silent' }));
    let finish = () => {};
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const started: string[] = [];
    const job = (name: string, run: () => Promise<void>) => ({
      name,
      everyMs: 60_000,
      atStart: true,
      run: () => {
        started.push(name);
        return run();
      },
    });
    try {
      jobs.add(job('first-job', () => finished));
      jobs.add(job('second-job', () => Promise.resolve()));
      // Periods pass while the first runs: the second, due at the start too, waits for the
      // first's end, not for its own period.
      await periodsPass(jobs);
      expect(started).toEqual(['first-job']);
      finish();
      await vi.waitFor(() => {
        expect(started).toEqual(['first-job', 'second-job']);
      });
    } finally {
      finish();
      await jobs.stop();
      await database.close();
    }
  });
});
