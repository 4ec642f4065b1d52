import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { startMetricsServer } from './http/metrics-server.ts';

const config = loadConfigOrExit();
const app = await buildApp(config);
await app.listen({ host: config.host, port: config.port });
const metricsServer =
  config.metrics === null ? null : await startMetricsServer(app.metrics, config.metrics);
if (metricsServer !== null) app.log.info({ url: metricsServer.url }, 'metrics listening');

/** How soon a connection answered during the shutdown is closed. */
const IDLE_CHECK_MS = 50;

/**
 * SIGTERM (or Ctrl-C): no new connections, requests under way (uploads too) are answered, then
 * the jobs, the mail sender and the database are closed. Whatever is still running after the
 * grace time loses its connection; the database is closed all the same.
 */
function shutDown(signal: NodeJS.Signals): void {
  app.log.info({ signal, graceMs: config.shutdownGraceMs }, 'shutting down');
  const grace = setTimeout(() => {
    app.log.warn('grace time over: closing the connections still open');
    app.server.closeAllConnections();
  }, config.shutdownGraceMs);
  grace.unref();
  // A connection whose request was under way becomes idle once it is answered; Node closes only
  // the connections idle at the moment of closing, and a kept-alive one would hold the shutdown
  // until the grace time is over. So whatever has become idle since is closed as well.
  const idle = setInterval(() => {
    app.server.closeIdleConnections();
  }, IDLE_CHECK_MS);
  idle.unref();
  Promise.all([app.close(), metricsServer?.close()]).then(
    () => {
      app.log.info('shut down');
      process.exit(0);
    },
    (error: unknown) => {
      app.log.error({ err: error }, 'shutting down failed');
      process.exit(1);
    },
  );
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, shutDown);
