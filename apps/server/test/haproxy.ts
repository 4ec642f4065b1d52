import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { accessSync, constants } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { freePort } from './postgres-cluster.ts';

// HAProxy from Debian's package (scripts/test.sh installs it) in front of server processes, as
// docs/operations.md describes it: round-robin, health checks on /health/ready, a request that
// found no connection passed to the other server.

const CANDIDATES = ['/usr/sbin/haproxy', '/usr/bin/haproxy'];
const READY_TIMEOUT_MS = 20_000;

export function haproxyBinary(): string | undefined {
  return CANDIDATES.find((file) => {
    try {
      accessSync(file, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export type Proxy = { url: string; stop: () => Promise<void> };

/** Starts HAProxy on a free port before `servers` (their base URLs); resolves once it answers. */
export async function startHaproxy(servers: readonly string[]): Promise<Proxy> {
  const binary = haproxyBinary();
  if (binary === undefined) throw new Error('HAProxy is not installed (apt-get install haproxy)');
  const dir = await mkdtemp(path.join(tmpdir(), 'servicebereich-haproxy-'));
  const port = await freePort();
  const config = [
    'global',
    '  maxconn 512',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // Without it a check must be answered within the check interval: on a loaded machine a
    // process would be taken out for a slow answer, not for a failure.
    '  timeout check 5s',
    '  option forwardfor',
    // A request whose connection could not be made is sent to the other server: it reached
    // neither, so sending it again cannot do anything twice.
    '  retries 3',
    '  option redispatch 1',
    '  retry-on conn-failure',
    'frontend web',
    `  bind 127.0.0.1:${String(port)}`,
    // Where the request came from is the proxy's to say: `option forwardfor` adds the client's
    // address, and what the client wrote there itself goes.
    '  http-request del-header X-Forwarded-For',
    '  default_backend servers',
    'backend servers',
    '  balance roundrobin',
    '  option httpchk GET /health/ready',
    '  http-check expect status 200',
    '  default-server inter 500ms fall 1 rise 2',
    ...servers.map((url, i) => `  server s${String(i)} ${new URL(url).host} check`),
    '',
  ].join('\n');
  const file = path.join(dir, 'haproxy.cfg');
  await writeFile(file, config);
  const child = spawn(binary, ['-f', file, '-db'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let log = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (log += chunk));
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${String(port)}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
    await rm(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    try {
      // Ready once every server passed its health check: each answers through the proxy.
      const answers = await Promise.all(servers.map(() => fetch(`${url}/health/ready`)));
      if (answers.every((a) => a.status === 200)) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      throw new Error(`HAProxy did not come up:\n${log}`);
    }
    await sleep(100);
  }
  return { url, stop };
}
