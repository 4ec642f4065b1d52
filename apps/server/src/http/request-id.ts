import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { ProxyTrust } from './trusted-proxy.ts';

/** What a proxy's id may look like: short, and nothing a log reader could mistake for structure. */
const PROXY_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Request ids, unique across the server processes: a random prefix per process and a counter
 * (Fastify's default, `req-1`, starts again in every process). From a trusted proxy that sends
 * `X-Request-Id` (HAProxy's `unique-id-header`, nginx's `$request_id`), its id is kept, so the
 * proxy's log and ours name a request alike. Every log line of the request carries it as `reqId`
 * and every answer as `X-Request-Id` (`security-headers.ts`).
 */
export function requestIdGenerator(trust: ProxyTrust | null): (request: IncomingMessage) => string {
  const prefix = randomBytes(4).toString('hex');
  let next = 0;
  return (request) => {
    const given =
      trust?.(request.socket.remoteAddress, 0) === true
        ? request.headers['x-request-id']
        : undefined;
    if (typeof given === 'string' && PROXY_ID.test(given)) return given;
    next += 1;
    return `${prefix}-${next.toString(36)}`;
  };
}
