import { PostgresDialect, type Dialect, type PostgresPoolClient } from 'kysely';
import pg from 'pg';

// int8 columns hold epoch milliseconds and cents, both well inside Number's safe range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

/**
 * Whether an error leaves the connection it came from usable. A statement's error (severity
 * ERROR) does; anything else (FATAL from a terminated backend or a shutdown, a closed socket)
 * may have come before the closed socket is noticed, so the connection is dropped, not pooled.
 */
function connectionSurvives(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.severity === 'ERROR';
}

export function postgresDialect(url: string): Dialect {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle connection that the server ends (a restart, a failover) must not crash the process:
  // the pool drops it and the next query opens a new one.
  pool.on('error', (error) => {
    console.error(`PostgreSQL connection lost: ${error.message}`);
  });
  const lost = new WeakSet<pg.PoolClient>();
  // A connection in use emits 'error' too, and the pool listens only while it is idle: unheard,
  // that event would end the process. The query in flight fails on its own.
  pool.on('connect', (client) => {
    client.on('error', () => lost.add(client));
  });
  const guarded = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const guard = (client: pg.PoolClient): PostgresPoolClient => {
    let wrapper = guarded.get(client);
    if (wrapper === undefined) {
      const query = async (text: string, parameters: readonly unknown[]) => {
        try {
          return await client.query(text, [...parameters]);
        } catch (error) {
          if (!connectionSurvives(error)) lost.add(client);
          throw error;
        }
      };
      wrapper = {
        // Kysely reads the backend's pid to cancel a query.
        processID: (client as { processID?: number }).processID,
        // Kysely passes a cursor only with the `cursor` option, which this dialect leaves out.
        query: query as unknown as PostgresPoolClient['query'],
        release: (destroy) => {
          client.release(destroy === true || lost.has(client));
        },
      };
      guarded.set(client, wrapper);
    }
    return wrapper;
  };
  return new PostgresDialect({
    pool: {
      options: pool.options,
      connect: async () => guard(await pool.connect()),
      end: () => pool.end(),
    },
  });
}
