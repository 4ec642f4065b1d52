import { buildApp } from './app.ts';
import { loadConfigOrExit } from './config.ts';
import { startMetricsServer } from './http/metrics-server.ts';

const config = loadConfigOrExit();
const app = await buildApp(config);
await app.listen({ host: config.host, port: config.port });
const metricsServer =
  config.metrics === null ? null : await startMetricsServer(app.metrics, config.metrics);
if (metricsServer !== null) app.log.info({ url: metricsServer.url }, 'metrics listening');

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
