import type { Kysely, Transaction } from 'kysely';
import type { PasskeyChallengesTable, Tables } from '../../db/tables.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { newToken } from '../../security/tokens.ts';

/** How long the challenge of one passkey ceremony stays valid. */
export const PASSKEY_CHALLENGE_LIFETIME_MS = 5 * 60_000;

export type PasskeyPurpose = PasskeyChallengesTable['purpose'];

export type NewPasskey = {
  credentialId: string;
  userHandle: string;
  publicKey: string;
  counter: number;
  transports: readonly string[];
  deviceName: string;
  browser: string;
};

/**
 * The customers' passkeys (decision 029) and the challenges sessions were given for them. A
 * challenge belongs to one session and purpose, is taken once, and goes with its session.
 */
export function passkeys(db: Kysely<Tables>) {
  return {
    /** Gives the session a new challenge for the purpose, replacing one it had. */
    async issueChallenge(
      sessionIdHash: string,
      purpose: PasskeyPurpose,
      challenge: string,
      userHandle: string | null,
      now: number,
    ): Promise<void> {
      const expires_at = now + PASSKEY_CHALLENGE_LIFETIME_MS;
      await db
        .insertInto('passkey_challenges')
        .values({
          session_id_hash: sessionIdHash,
          purpose,
          challenge,
          user_handle: userHandle,
          expires_at,
        })
        .onConflict((oc) =>
          oc
            .columns(['session_id_hash', 'purpose'])
            .doUpdateSet({ challenge, user_handle: userHandle, expires_at }),
        )
        .execute();
    },

    /** Takes the session's challenge for the purpose: undefined when none, used or expired. */
    async takeChallenge(sessionIdHash: string, purpose: PasskeyPurpose, now: number) {
      const taken = await db
        .deleteFrom('passkey_challenges')
        .where('session_id_hash', '=', sessionIdHash)
        .where('purpose', '=', purpose)
        .returning(['challenge', 'user_handle', 'expires_at'])
        .executeTakeFirst();
      return taken !== undefined && taken.expires_at > now ? taken : undefined;
    },

    /** The user handle of the customer's passkeys; null before the first. */
    async userHandleOf(customerId: string): Promise<string | null> {
      const row = await db
        .selectFrom('passkeys')
        .select('user_handle')
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return row?.user_handle ?? null;
    },

    credentialIdsOf(customerId: string) {
      return db
        .selectFrom('passkeys')
        .select(['credential_id', 'transports'])
        .where('customer_id', '=', customerId)
        .execute();
    },

    /** Stores a new passkey; null when its credential is stored already (for anyone). */
    async add(customerId: string, passkey: NewPasskey, now: number): Promise<string | null> {
      const id = newToken().slice(0, 22);
      try {
        await db
          .insertInto('passkeys')
          .values({
            id,
            customer_id: customerId,
            credential_id: passkey.credentialId,
            user_handle: passkey.userHandle,
            public_key: passkey.publicKey,
            counter: passkey.counter,
            transports: passkey.transports.join(','),
            device_name: passkey.deviceName,
            browser: passkey.browser,
            created_at: now,
            last_used_at: now,
          })
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
      return id;
    },

    /** The passkey with this credential id, with its customer's number. */
    findByCredential(credentialId: string) {
      return db
        .selectFrom('passkeys')
        .innerJoin('customers', 'customers.id', 'passkeys.customer_id')
        .select([
          'passkeys.id',
          'passkeys.customer_id',
          'passkeys.user_handle',
          'passkeys.public_key',
          'passkeys.counter',
          'passkeys.transports',
          'customers.customer_number',
        ])
        .where('passkeys.credential_id', '=', credentialId)
        .executeTakeFirst();
    },

    /**
     * Records a login: the new counter, if the counter is still the one the check saw (of two
     * logins with one assertion, only one gets through). False when the other was first.
     */
    async used(id: string, seenCounter: number, newCounter: number, now: number) {
      const result = await db
        .updateTable('passkeys')
        .set({ counter: newCounter, last_used_at: now })
        .where('id', '=', id)
        .where('counter', '=', seenCounter)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    listOf(customerId: string) {
      return db
        .selectFrom('passkeys')
        .select(['id', 'device_name', 'browser', 'created_at', 'last_used_at'])
        .where('customer_id', '=', customerId)
        .orderBy('last_used_at', 'desc')
        .orderBy('created_at', 'desc')
        .execute();
    },

    /** Removes one of the customer's passkeys; false when the customer has no such passkey. */
    async remove(customerId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('passkeys')
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst();
      return result.numDeletedRows > 0n;
    },

    /** Removes every passkey of the customer (a password change), within its transaction. */
    async removeAllOf(customerId: string, trx: Transaction<Tables>): Promise<void> {
      await trx.deleteFrom('passkeys').where('customer_id', '=', customerId).execute();
    },

    async purgeExpired(now: number): Promise<void> {
      await db.deleteFrom('passkey_challenges').where('expires_at', '<=', now).execute();
    },
  };
}

export type Passkeys = ReturnType<typeof passkeys>;
