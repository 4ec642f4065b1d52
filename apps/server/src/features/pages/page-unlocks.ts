import type { PagePasswordPage } from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';

/** Which protected pages a session has unlocked. Rows go with their session (foreign key). */
export function pageUnlocks(db: Kysely<Tables>) {
  async function record(sessionIdHash: string, page: PagePasswordPage, now: number) {
    await db
      .insertInto('session_page_unlocks')
      .values({ session_id_hash: sessionIdHash, page, unlocked_at: now })
      .onConflict((oc) => oc.columns(['session_id_hash', 'page']).doNothing())
      .execute();
  }

  async function isUnlocked(sessionIdHash: string, page: PagePasswordPage): Promise<boolean> {
    const row = await db
      .selectFrom('session_page_unlocks')
      .select('page')
      .where('session_id_hash', '=', sessionIdHash)
      .where('page', '=', page)
      .executeTakeFirst();
    return row !== undefined;
  }

  return { record, isUnlocked };
}

export type PageUnlocks = ReturnType<typeof pageUnlocks>;
