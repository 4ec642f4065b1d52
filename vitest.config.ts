import { accessSync, constants, statfsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

/** Where the machine keeps files in memory: Linux's shared memory file system, if it has room. */
const MEMORY_FILE_SYSTEM = '/dev/shm';
const MEMORY_ROOM_BYTES = 2 * 1024 ** 3;

function hasRoomInMemory(): boolean {
  try {
    accessSync(MEMORY_FILE_SYSTEM, constants.W_OK);
    const { bavail, bsize } = statfsSync(MEMORY_FILE_SYSTEM);
    return bavail * bsize >= MEMORY_ROOM_BYTES;
  } catch {
    return false;
  }
}

// The tests' temporary files (each test's database and data folder, the PostgreSQL cluster, the
// server processes' files) are made and deleted by the thousand: in memory, where the machine
// allows, unless TMPDIR names a place. The PostgreSQL tests spent 150 s of system time with them
// on the disk's file system, 113 s in memory (docs/test-suite.md). Workers and the processes the
// tests start inherit the variable.
if (process.env.TMPDIR === undefined && hasRoomInMemory()) process.env.TMPDIR = MEMORY_FILE_SYSTEM;

// Upper bounds, not waits: a test waits for what it observes, and these end one that hangs. Six
// times vitest's defaults, as the suite must pass on a machine under full CPU load too, where a
// server test's setup (password hashes, a server process) takes many times as long.
const bounds = { testTimeout: 30_000, hookTimeout: 60_000 };

// Server tests run twice: once on a fresh SQLite file per test, once on PostgreSQL (a throwaway
// cluster started by the global setup when the binaries exist). Each test's database is a copy
// of a template the global setup migrated once. Each test builds its own app on its own
// database, so the server's test files share their modules in a worker (`isolate: false`):
// importing the app anew for each file took a third of their time.
export default defineConfig({
  test: {
    // Two files at a time even on two cores (vitest's default leaves one core idle): the server
    // tests wait for databases, processes and sockets much of their time.
    maxWorkers: 2,
    projects: [
      {
        test: {
          ...bounds,
          name: 'protocol',
          include: ['packages/protocol/src/**/*.test.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          ...bounds,
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom per worker, each file in a fresh context of it: a jsdom per file was half of
          // the project's time. The context's globals are jsdom's, Node's fetch answers with
          // Node's Blob and streams: a test does not mix them.
          pool: 'vmThreads',
          // A project that extends a Vite config does not inherit the root's test options.
          maxWorkers: 2,
          setupFiles: ['apps/web/test/setup.ts'],
        },
      },
      {
        test: {
          ...bounds,
          name: 'server-sqlite',
          include: ['apps/server/src/**/*.test.ts'],
          isolate: false,
          env: { TEST_DATABASE: 'sqlite' },
          globalSetup: ['apps/server/test/sqlite-global-setup.ts'],
        },
      },
      {
        test: {
          ...bounds,
          name: 'server-postgres',
          include: ['apps/server/src/**/*.test.ts'],
          isolate: false,
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['apps/server/test/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
