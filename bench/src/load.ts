import autocannon from 'autocannon';

export type LoadFigure = {
  name: string;
  requestsPerSecond: number;
  p99LatencyMs: number;
  non2xx: number;
  errors: number;
};

export type LoadTarget = {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
};

export const CONNECTIONS = 10;
export const DURATION_SECONDS = 8;
/**
 * A server just started answers its first seconds of load more slowly (the JIT, its caches): with
 * 1 s of warm-up, Ping measured first answered 5–15% fewer requests than the same Ping measured
 * again after the other calls (016). 3 s reach the steady state.
 */
const WARM_UP_SECONDS = 3;

/** Warms the target up (JIT, caches, connection pools), then measures it. */
export async function measureLoad(target: LoadTarget): Promise<LoadFigure> {
  const options = {
    url: target.url,
    method: target.method,
    headers: target.headers ?? {},
    ...(target.body === undefined ? {} : { body: target.body }),
    connections: CONNECTIONS,
  };
  await autocannon({ ...options, duration: WARM_UP_SECONDS });
  const result = await autocannon({ ...options, duration: DURATION_SECONDS });
  return {
    name: target.name,
    requestsPerSecond: result.requests.average,
    p99LatencyMs: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
