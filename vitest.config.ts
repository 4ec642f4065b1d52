import { defineConfig } from 'vitest/config';

// Server tests run twice: once on a fresh SQLite file per test, once on PostgreSQL (a throwaway
// cluster started by the global setup when the binaries exist).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'protocol',
          include: ['packages/protocol/src/**/*.test.ts'],
        },
      },
      {
        extends: './apps/web/vite.config.ts',
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
        },
      },
      {
        test: {
          name: 'server-sqlite',
          include: ['apps/server/src/**/*.test.ts'],
          env: { TEST_DATABASE: 'sqlite' },
        },
      },
      {
        test: {
          name: 'server-postgres',
          include: ['apps/server/src/**/*.test.ts'],
          env: { TEST_DATABASE: 'postgres' },
          globalSetup: ['apps/server/test/postgres-global-setup.ts'],
        },
      },
    ],
  },
});
