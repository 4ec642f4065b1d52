import type { Kysely } from 'kysely';

/**
 * Usage analytics (docs/decisions/034-analytics.md): how often each event happened on a day in
 * Vienna (`yyyy-mm-dd`), by its detail (a route pattern, a claim type, where files went; '' for
 * none). Counts only: no time of day, no session, no customer. Days older than the retention
 * period are deleted by the `expire-analytics` job; the key starts with the day for that delete.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_counts')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('event', 'text', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('analytics_counts_pkey', ['day', 'event', 'detail'])
    .execute();
}
