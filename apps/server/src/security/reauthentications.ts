import type { Kysely, Transaction } from 'kysely';
import type { SessionReauthenticationsTable, Tables } from '../db/tables.ts';

/** How long a confirmed password stands for the customer being present. */
export const REAUTHENTICATION_LIFETIME_MS = 5 * 60_000;

export type ReauthenticationProof = SessionReauthenticationsTable['proof'];

/**
 * A session's fresh proof that its customer is present: recorded when the customer confirms it
 * (today by typing the password again), used up by the one change that needs it. A later proof
 * (a passkey, a biometric unlock) records itself here too; the changes that need one stay as
 * they are.
 */
export function reauthentications(db: Kysely<Tables>) {
  /** A new proof replaces an older one of the session, so the time is always the latest. */
  async function record(
    sessionIdHash: string,
    proof: ReauthenticationProof,
    now: number,
  ): Promise<void> {
    await db
      .insertInto('session_reauthentications')
      .values({ session_id_hash: sessionIdHash, proof, confirmed_at: now })
      .onConflict((oc) => oc.column('session_id_hash').doUpdateSet({ proof, confirmed_at: now }))
      .execute();
  }

  /**
   * Uses up the session's proof inside the caller's transaction: true if there was a fresh one.
   * Should the change fail, the transaction's rollback brings the proof back.
   */
  async function consumeIn(
    trx: Transaction<Tables>,
    sessionIdHash: string,
    now: number,
  ): Promise<boolean> {
    const used = await trx
      .deleteFrom('session_reauthentications')
      .where('session_id_hash', '=', sessionIdHash)
      .where('confirmed_at', '>', now - REAUTHENTICATION_LIFETIME_MS)
      .returning('proof')
      .executeTakeFirst();
    return used !== undefined;
  }

  return { record, consumeIn };
}

export type Reauthentications = ReturnType<typeof reauthentications>;
