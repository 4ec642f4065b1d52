import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { hashToken, newToken } from '../../security/tokens.ts';

/** What a presented device secret turned out to be. */
export type DeviceSecretCheck = 'valid' | 'unknown' | 'replayed';

/**
 * The biometric login's device credentials (decision 027): a random secret per device, bound to
 * the customer and the device, kept only as its hash and replaced at each use.
 */
export function deviceLogins(db: Kysely<Tables>) {
  return {
    /** Sets up (or sets up again) the device for the customer; answers the device's secret. */
    async register(
      customerId: string,
      deviceId: string,
      deviceName: string,
      now: number,
    ): Promise<string> {
      const secret = newToken();
      await db.transaction().execute(async (trx) => {
        // One credential per customer and device: setting it up again replaces the old one.
        await trx
          .deleteFrom('device_credentials')
          .where('customer_id', '=', customerId)
          .where('device_id', '=', deviceId)
          .execute();
        await trx
          .insertInto('device_credentials')
          .values({
            id: newToken().slice(0, 22),
            customer_id: customerId,
            device_id: deviceId,
            device_name: deviceName,
            secret_hash: hashToken(secret),
            previous_secret_hash: null,
            created_at: now,
            last_used_at: now,
          })
          .execute();
      });
      return secret;
    },

    /**
     * Checks a secret for the customer's device. A secret used before (the previous one) revokes
     * the credential: either the device or someone who copied it used it after the other.
     */
    async check(customerId: string, deviceId: string, secret: string): Promise<DeviceSecretCheck> {
      const row = await db
        .selectFrom('device_credentials')
        .select(['id', 'secret_hash', 'previous_secret_hash'])
        .where('customer_id', '=', customerId)
        .where('device_id', '=', deviceId)
        .executeTakeFirst();
      const presented = hashToken(secret);
      if (row === undefined) return 'unknown';
      if (row.secret_hash === presented) return 'valid';
      if (row.previous_secret_hash !== presented) return 'unknown';
      await db.deleteFrom('device_credentials').where('id', '=', row.id).execute();
      return 'replayed';
    },

    /**
     * Replaces a valid secret by a new one; null when another login used it meanwhile (only one
     * of two logins with the same secret gets through).
     */
    async rotate(
      customerId: string,
      deviceId: string,
      secret: string,
      now: number,
    ): Promise<string | null> {
      const next = newToken();
      const presented = hashToken(secret);
      const result = await db
        .updateTable('device_credentials')
        .set({ secret_hash: hashToken(next), previous_secret_hash: presented, last_used_at: now })
        .where('customer_id', '=', customerId)
        .where('device_id', '=', deviceId)
        .where('secret_hash', '=', presented)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n ? next : null;
    },

    listOf(customerId: string) {
      return db
        .selectFrom('device_credentials')
        .select(['id', 'device_name', 'created_at', 'last_used_at'])
        .where('customer_id', '=', customerId)
        .orderBy('last_used_at', 'desc')
        .execute();
    },

    /** Revokes every device of the customer (a password change), within the change's transaction. */
    async removeAllOf(customerId: string, trx: Transaction<Tables>): Promise<void> {
      await trx.deleteFrom('device_credentials').where('customer_id', '=', customerId).execute();
    },

    /** Revokes one of the customer's devices: its installation id; null when there is none. */
    async remove(customerId: string, id: string): Promise<string | null> {
      const removed = await db
        .deleteFrom('device_credentials')
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .returning('device_id')
        .executeTakeFirst();
      return removed?.device_id ?? null;
    },
  };
}

export type DeviceLogins = ReturnType<typeof deviceLogins>;
