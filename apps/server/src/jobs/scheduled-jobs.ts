import type { FastifyBaseLogger } from 'fastify';
import { withAdvisoryLock } from '../db/advisory-lock.ts';
import type { Database } from '../db/database.ts';

/** Work that must happen once across all server processes, every `everyMs`. */
export type ScheduledJob = {
  /** Names the job in the lock, in `job_runs` and in the log. */
  name: string;
  everyMs: number;
  /** Also run it once right after the start (when it is due). */
  atStart?: boolean;
  run: () => Promise<void>;
};

/**
 * Runs `fn` as the job `name` unless another process is running it now or started it less than
 * `everyMs` ago (PostgreSQL: an advisory lock and the job's row in `job_runs`; SQLite: this
 * process is the only one, so `fn` runs). Answers whether it ran.
 */
export async function runOnce(
  database: Database,
  job: { name: string; everyMs: number },
  fn: () => Promise<void>,
): Promise<boolean> {
  const { db, dialect } = database;
  let ran = false;
  await withAdvisoryLock(db, dialect, `job:${job.name}`, false, async () => {
    if (dialect === 'postgres') {
      // The real clock: the processes' rows must compare with each other.
      const now = Date.now();
      const last = await db
        .selectFrom('job_runs')
        .select('started_at')
        .where('name', '=', job.name)
        .executeTakeFirst();
      if (last !== undefined && last.started_at > now - job.everyMs) return;
      await db
        .insertInto('job_runs')
        .values({ name: job.name, started_at: now })
        .onConflict((oc) => oc.column('name').doUpdateSet({ started_at: now }))
        .execute();
    }
    ran = true;
    await fn();
  });
  return ran;
}

/**
 * The process's timers for scheduled jobs. Every process schedules every job; `runOnce` lets one
 * of them do it. A job whose run takes longer than its period is not started again in this
 * process before that run has ended (on SQLite nothing else keeps two runs apart: both would
 * take the same rows). The jobs due at the start run one after another: each holds a connection
 * for its lock and works on another, so a start asks for two connections, not two per job.
 * `stop` clears the timers and waits for a job under way, so the database is closed after it.
 */
export function scheduledJobs(database: Database, log: FastifyBaseLogger) {
  const timers: NodeJS.Timeout[] = [];
  /** The run under way of each job, by name. */
  const running = new Map<string, Promise<void>>();
  let stopped = false;
  /** The end of the last run of a job due at the start. */
  let startRuns = Promise.resolve();

  const attempt = (job: ScheduledJob): Promise<void> | undefined => {
    if (stopped || running.has(job.name)) return running.get(job.name);
    const run = runOnce(database, job, job.run).then(
      (ran) => {
        if (ran) log.debug({ job: job.name }, 'scheduled job done');
      },
      (error: unknown) => {
        log.error({ err: error, job: job.name }, 'scheduled job failed');
      },
    );
    running.set(job.name, run);
    void run.finally(() => running.delete(job.name));
    return run;
  };

  return {
    add: (job: ScheduledJob): void => {
      const timer = setInterval(() => {
        void attempt(job);
      }, job.everyMs);
      timer.unref();
      timers.push(timer);
      if (job.atStart === true) startRuns = startRuns.then(() => attempt(job));
    },
    stop: async (): Promise<void> => {
      stopped = true;
      for (const timer of timers.splice(0)) clearInterval(timer);
      await Promise.all(running.values());
    },
  };
}

export type ScheduledJobs = ReturnType<typeof scheduledJobs>;
