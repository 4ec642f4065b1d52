import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { missingMigrations } from '../db/database.ts';
import type { Tables } from '../db/tables.ts';

/** Readiness is worked out at most this often, however often the checks come. */
const READY_CACHE_MS = 1_000;
/** A check that takes longer fails: a proxy must not wait for a hanging database. */
const CHECK_TIMEOUT_MS = 2_000;

type Check = () => Promise<void>;

function withTimeout(check: Check): Promise<void> {
  return Promise.race([
    check(),
    new Promise<never>((_resolve, reject) => {
      setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref();
    }),
  ]);
}

/**
 * `/health/live`: the process answers (a supervisor restarts it when not). `/health/ready`: it can
 * serve, so a load balancer may send it customers: the database answers and has every migration
 * this version knows, and the blob store answers. 503 while shutting down, or with the failed
 * checks named (no details: those go to the log). Neither answer says more, so both may be on
 * the public port, where the proxy asks.
 */
export function healthRoutes(
  app: FastifyInstance,
  deps: { db: Kysely<Tables>; blobStore: Check },
): void {
  let shuttingDown = false;
  app.addHook('preClose', (done) => {
    shuttingDown = true;
    done();
  });

  const checks: Record<string, Check> = {
    database: async () => {
      await sql`select 1`.execute(deps.db);
    },
    migrations: async () => {
      const missing = await missingMigrations(deps.db);
      if (missing.length > 0) throw new Error(`migrations not done: ${missing.join(', ')}`);
    },
    blobStore: deps.blobStore,
  };

  let last: { at: number; failed: Promise<string[]> } | undefined;
  const failedChecks = (): Promise<string[]> => {
    const now = Date.now();
    if (last === undefined || now - last.at >= READY_CACHE_MS) {
      last = {
        at: now,
        failed: Promise.all(
          Object.entries(checks).map(async ([name, check]) => {
            try {
              await withTimeout(check);
              return null;
            } catch (error) {
              app.log.warn({ err: error, check: name }, 'readiness check failed');
              return name;
            }
          }),
        ).then((names) => names.filter((name) => name !== null)),
      };
    }
    return last.failed;
  };

  app.get('/health/live', (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'live' }),
  );
  app.get('/health/ready', async (_request, reply) => {
    void reply.header('Cache-Control', 'no-store');
    if (shuttingDown) return reply.code(503).send({ status: 'shutting-down' });
    const failed = await failedChecks();
    if (failed.length > 0) return reply.code(503).send({ status: 'not-ready', failed });
    return reply.send({ status: 'ready' });
  });
}
