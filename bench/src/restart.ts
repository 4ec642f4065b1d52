import { readFile } from 'node:fs/promises';
import { startServer } from './server-process.ts';
import { buildWebApp } from './web.ts';

/** Restarts measured after the first start, which creates the data folder and seeds it. */
export const RESTARTS = 7;
/** A restart after a crash answers ready within this on an idle machine (decision 016). */
export const RESTART_BUDGET_MS = 2_000;
/** Linux counts a process's CPU time in ticks of 1/100 s (USER_HZ). */
const TICKS_PER_SECOND = 100;

export type RestartFigure = {
  /** From starting the process to the first 200 of `/health/ready`. */
  readyMs: number;
  /** CPU time (user and system) the process used until then; as loaded as the machine may be. */
  cpuMs: number;
};

export type RestartFigures = {
  /** The first start on an empty data folder: migrations and demo data. */
  first: RestartFigure;
  /** Each restart after a SIGKILL, in the order run. */
  restarts: RestartFigure[];
};

/** User and system time of a running process, from /proc/<pid>/stat (fields 14 and 15). */
async function cpuMs(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // The command name in brackets may hold spaces; the fields after it are plain.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / TICKS_PER_SECOND;
}

/**
 * The server as after a crash: started on the SQLite data folder a killed process left, with the
 * web build in place (its page frames load at start), until `/health/ready` answers 200.
 */
export async function restartBench(): Promise<RestartFigures> {
  await buildWebApp();
  const server = await startServer();
  const { dataDir } = server;
  const first = { readyMs: server.readyMs, cpuMs: await cpuMs(server.pid) };
  const restarts: RestartFigure[] = [];
  try {
    await server.crash();
    for (let run = 0; run < RESTARTS; run++) {
      const restarted = await startServer({}, { dataDir });
      restarts.push({ readyMs: restarted.readyMs, cpuMs: await cpuMs(restarted.pid) });
      await restarted.crash();
    }
  } finally {
    await server.stop();
  }
  return { first, restarts };
}
