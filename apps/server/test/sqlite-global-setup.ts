import type { TestProject } from 'vitest/node';
import { migratedSqliteTemplate } from './database-templates.ts';

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges with vitest's ProvidedContext
  export interface ProvidedContext {
    // The migrated SQLite file each test's database is a copy of.
    sqliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const template = await migratedSqliteTemplate();
  project.provide('sqliteTemplate', template.template);
  return template.remove;
}
