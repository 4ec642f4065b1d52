import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { openDatabase } from '../../apps/server/src/db/database.ts';
import { startThrowawayCluster } from '../../apps/server/test/postgres-cluster.ts';
import autocannon from 'autocannon';
import { CONNECTIONS, DURATION_SECONDS } from './load.ts';
import { freePort } from './server-process.ts';

// `npm run bench -- limits`: what a shared rate limit costs per request, each store behind the
// same route in a process of its own (limit-server.ts), under the API bench's load. The server's
// CPU time per request comes from /proc, as in decision 016's table of layers.

const VARIANTS = ['memory', 'shared', 'postgres-each', 'redis'] as const;
export type LimitFigure = {
  name: string;
  requestsPerSecond: number;
  p99LatencyMs: number;
  cpuMicrosPerRequest: number;
  failed: number;
};

/** User and system time of a process so far, in microseconds (clock ticks of 10 ms). */
async function cpuMicros(pid: number): Promise<number> {
  const fields = (await readFile(`/proc/${String(pid)}/stat`, 'utf8')).split(') ')[1]?.split(' ');
  return (Number(fields?.[11]) + Number(fields?.[12])) * 10_000;
}

async function startProcess(args: string[]): Promise<{ child: ChildProcess; port: string }> {
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const [line] = (await once(createInterface({ input: child.stdout }), 'line')) as [string];
  return { child, port: line };
}

async function stop(child: ChildProcess): Promise<void> {
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  await exited;
}

export async function limitsBench(): Promise<LimitFigure[]> {
  const cluster = await startThrowawayCluster();
  // The rate_limit_counts table of migration 022.
  await (await openDatabase({ kind: 'postgres', url: cluster.url })).close();
  const redisPort = await freePort();
  const redis = spawn(
    'redis-server',
    ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  await sleep(500);
  const figures: LimitFigure[] = [];
  try {
    for (const variant of VARIANTS) {
      const url =
        variant === 'redis'
          ? `redis://127.0.0.1:${String(redisPort)}`
          : variant === 'memory'
            ? ''
            : cluster.url;
      const { child, port } = await startProcess([
        new URL('./limit-server.ts', import.meta.url).pathname,
        variant,
        url,
      ]);
      try {
        const pid = child.pid ?? 0;
        const options = {
          url: `http://127.0.0.1:${port}/api`,
          method: 'POST' as const,
          connections: CONNECTIONS,
        };
        await autocannon({ ...options, duration: 1 });
        const before = await cpuMicros(pid);
        const result = await autocannon({ ...options, duration: DURATION_SECONDS });
        const used = (await cpuMicros(pid)) - before;
        figures.push({
          name: variant,
          requestsPerSecond: result.requests.average,
          p99LatencyMs: result.latency.p99,
          cpuMicrosPerRequest: used / result.requests.total,
          failed: result.non2xx + result.errors + result.timeouts,
        });
      } finally {
        await stop(child);
      }
    }
  } finally {
    redis.kill('SIGTERM');
    await cluster.stop();
  }
  return figures;
}
