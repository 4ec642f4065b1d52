import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sameToken } from '../security/tokens.ts';
import type { Metrics } from './metrics.ts';

/**
 * `/metrics` on a listener of its own (METRICS_HOST, METRICS_PORT), so the public port never
 * serves it and a firewall can keep the port inside; with METRICS_TOKEN only for
 * `Authorization: Bearer <token>`. Everything else is a 404.
 */
export async function startMetricsServer(
  metrics: Metrics,
  options: { host: string; port: number; token: string | null },
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (options.token !== null && (given === undefined || !sameToken(given, options.token))) {
      response
        .writeHead(401, { 'content-type': 'text/plain', 'www-authenticate': 'Bearer' })
        .end('unauthorized\n');
      return;
    }
    metrics.text().then(
      (text) => {
        response.writeHead(200, { 'content-type': metrics.contentType }).end(text);
      },
      () => {
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics failed\n');
      },
    );
  });
  server.listen(options.port, options.host);
  await once(server, 'listening');
  const { address, port } = server.address() as AddressInfo;
  const host = address.includes(':') ? `[${address}]` : address;
  return {
    url: `http://${host}:${String(port)}/metrics`,
    close: async () => {
      server.closeAllConnections();
      server.close();
      await once(server, 'close');
    },
  };
}
