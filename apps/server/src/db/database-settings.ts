import path from 'node:path';
import { z } from 'zod/mini';
import { integer, type Common } from '../config-values.ts';
import type { DatabaseTarget } from './database.ts';

/** PostgreSQL when named, else SQLite in the data folder. */
export const databaseEnv = z.object({
  DATABASE_URL: z.optional(z.url({ protocol: /^postgres(ql)?$/ })),
  SQLITE_LOCK_WAIT_SECONDS: z.optional(integer(1, 60)),
});

export type DatabaseSettings = { database: DatabaseTarget };

export function databaseSettings(e: z.infer<typeof databaseEnv>, common: Common): DatabaseSettings {
  return {
    database:
      e.DATABASE_URL === undefined
        ? {
            kind: 'sqlite',
            file: path.join(common.dataDir, 'servicebereich.sqlite'),
            ...(e.SQLITE_LOCK_WAIT_SECONDS === undefined
              ? {}
              : { lockWaitMs: e.SQLITE_LOCK_WAIT_SECONDS * 1000 }),
          }
        : { kind: 'postgres', url: e.DATABASE_URL },
  };
}
