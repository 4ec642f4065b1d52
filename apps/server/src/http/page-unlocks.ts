import type { PagePasswordPage } from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import type { Tables } from '../db/tables.ts';
import type { CallContext } from './handlers.ts';

/**
 * Which protected pages a session has unlocked, and what each unlock opened (decision 006): the
 * pages feature records an unlock, the feature of the page reads it in the page's calls. Rows go
 * with their session (foreign key); a login hands a visitor's on (session-store.ts).
 */
export function pageUnlocks(db: Kysely<Tables>) {
  return {
    /** Unlocks the page for the call's session; a later unlock of the page replaces it. */
    async unlock(ctx: CallContext, page: PagePasswordPage, subject: string): Promise<void> {
      // The endpoint demands the CSRF token of a session for every POST; should a session be
      // missing anyway, the unlock gets one of its own as GetCSRFToken would.
      const session = ctx.session ?? (await ctx.sessions.start(null));
      await db
        .insertInto('session_page_unlocks')
        .values({ session_id_hash: session.idHash, page, subject, unlocked_at: ctx.now })
        .onConflict((oc) =>
          oc.columns(['session_id_hash', 'page']).doUpdateSet({ subject, unlocked_at: ctx.now }),
        )
        .execute();
    },

    /** What the call's session unlocked the page for; null when it has not. */
    async subjectOf(ctx: CallContext, page: PagePasswordPage): Promise<string | null> {
      if (ctx.session === null) return null;
      const row = await db
        .selectFrom('session_page_unlocks')
        .select('subject')
        .where('session_id_hash', '=', ctx.session.idHash)
        .where('page', '=', page)
        .executeTakeFirst();
      return row?.subject ?? null;
    },
  };
}

export type PageUnlocks = ReturnType<typeof pageUnlocks>;
