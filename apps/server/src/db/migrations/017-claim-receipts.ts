import type { Kysely } from 'kysely';

/**
 * A claim's file may be the receipt of one of its damaged items: `item_index` names the item
 * (counted from 0, as in the claim's answers); null for every other file.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('claim_files').addColumn('item_index', 'integer').execute();
}
