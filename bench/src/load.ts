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
const WARM_UP_SECONDS = 1;

/** Warms the target up briefly (JIT, connection pools), then measures it. */
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
