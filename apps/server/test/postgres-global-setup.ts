import type { TestProject } from 'vitest/node';
import { migratedPostgresTemplate } from './database-templates.ts';
import { postgresBinariesAvailable, startThrowawayCluster } from './postgres-cluster.ts';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges with vitest's ProvidedContext
  export interface ProvidedContext {
    // Admin connection URL of the cluster the PostgreSQL tests use; empty when there is none.
    pgAdminUrl: string;
    // The migrated database each test's database is a copy of; empty when there is no cluster.
    pgTemplate: string;
    // What gives a kept test database the template's state again (`stateStatements`).
    pgTemplateState: string;
    // How the names of this run's test databases begin, so that its teardown finds them all.
    pgDatabasePrefix: string;
  }
}

// Uses TEST_PG_URL when given, else starts a throwaway cluster for this run. CI must test
// PostgreSQL, so there a missing server is an error rather than skipped tests.
export default async function setup(
  project: TestProject,
): Promise<(() => Promise<void>) | undefined> {
  const givenUrl = process.env.TEST_PG_URL;
  if (givenUrl !== undefined && givenUrl !== '') {
    const template = await migratedPostgresTemplate(givenUrl);
    project.provide('pgAdminUrl', givenUrl);
    project.provide('pgTemplate', template.template);
    project.provide('pgTemplateState', template.state);
    project.provide('pgDatabasePrefix', template.prefix);
    return template.remove;
  }
  if (!postgresBinariesAvailable()) {
    const reason =
      'PostgreSQL server binaries not found (set PG_BIN to their folder or TEST_PG_URL to a cluster)';
    if (process.env.CI) throw new Error(`${reason}; CI must run the PostgreSQL tests`);
    console.warn(`${reason}: the PostgreSQL tests are skipped.`);
    project.provide('pgAdminUrl', '');
    project.provide('pgTemplate', '');
    project.provide('pgTemplateState', '');
    project.provide('pgDatabasePrefix', '');
    return undefined;
  }
  const started = Date.now();
  const cluster = await startThrowawayCluster();
  const template = await migratedPostgresTemplate(cluster.url);
  console.info(
    `Throwaway PostgreSQL cluster and its migrated template ready in ${Date.now() - started} ms`,
  );
  project.provide('pgAdminUrl', cluster.url);
  project.provide('pgTemplate', template.template);
  project.provide('pgTemplateState', template.state);
  project.provide('pgDatabasePrefix', template.prefix);
  // The cluster goes with all its databases.
  return cluster.stop;
}
