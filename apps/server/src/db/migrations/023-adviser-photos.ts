import type { Kysely } from 'kysely';

/**
 * An adviser's photo is a blob of the app's own store (`picture_hash`, a JPEG), served by
 * `GetBeraterBild` from the app's origin, which the Content-Security-Policy allows for images. The
 * address of a photo elsewhere (`picture_url`) goes: the policy would block it, and a foreign
 * address would tell a third party when a customer opens the adviser page.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('advisers').addColumn('picture_hash', 'text').execute();
  await db.schema.alterTable('advisers').dropColumn('picture_url').execute();
}
