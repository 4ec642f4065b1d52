import { randomInt } from 'node:crypto';
import { ACTIVATION_CODE_ALPHABET, ACTIVATION_CODE_LENGTH } from '@servicebereich/protocol';
import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { hashToken } from '../../security/tokens.ts';

/** 16 characters of 32: 80 bits from the CSPRNG. */
export function newActivationCode(): string {
  let code = '';
  for (let i = 0; i < ACTIVATION_CODE_LENGTH; i++) {
    code += ACTIVATION_CODE_ALPHABET.charAt(randomInt(ACTIVATION_CODE_ALPHABET.length));
  }
  return code;
}

export type ActivationCodeRecord = Awaited<ReturnType<ReturnType<typeof activationCodes>['find']>>;

/** Activation codes, stored only as hashes: a copy of the database activates nobody. */
export function activationCodes(db: Kysely<Tables>) {
  /**
   * Stores a code for the customer, valid for `lifetimeMs`; it replaces the customer's codes not
   * used yet, so only the latest letter counts.
   */
  async function store(
    trx: Kysely<Tables>,
    customerId: string,
    code: string,
    now: number,
    lifetimeMs: number,
  ): Promise<void> {
    await trx
      .deleteFrom('activation_codes')
      .where('customer_id', '=', customerId)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('activation_codes')
      .values({
        code_hash: hashToken(code),
        customer_id: customerId,
        created_at: now,
        expires_at: now + lifetimeMs,
        used_at: null,
      })
      .execute();
  }

  /** A new code for the customer of this number; undefined when there is no such customer. */
  async function create(
    customerNumber: string,
    now: number,
    lifetimeMs: number,
  ): Promise<{ code: string; expiresAt: number; firstName: string } | undefined> {
    return db.transaction().execute(async (trx) => {
      const customer = await trx
        .selectFrom('customers')
        .select(['id', 'first_name'])
        .where('customer_number', '=', customerNumber)
        .executeTakeFirst();
      if (customer === undefined) return undefined;
      const code = newActivationCode();
      await store(trx, customer.id, code, now, lifetimeMs);
      return { code, expiresAt: now + lifetimeMs, firstName: customer.first_name };
    });
  }

  /** The code of this number with its customer, or undefined: wrong code or wrong number alike. */
  function find(customerNumber: string, code: string) {
    return db
      .selectFrom('activation_codes')
      .innerJoin('customers', 'customers.id', 'activation_codes.customer_id')
      .select([
        'activation_codes.code_hash',
        'activation_codes.expires_at',
        'activation_codes.used_at',
        'customers.id as customer_id',
        'customers.birth_date',
        'customers.first_name',
        'customers.gender',
        'customers.email',
      ])
      .where('activation_codes.code_hash', '=', hashToken(code))
      .where('customers.customer_number', '=', customerNumber)
      .executeTakeFirst();
  }

  /** Uses the code up inside the caller's transaction: false if it was used or expired meanwhile. */
  async function redeemIn(trx: Transaction<Tables>, codeHash: string, now: number) {
    const result = await trx
      .updateTable('activation_codes')
      .set({ used_at: now })
      .where('code_hash', '=', codeHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }

  return { store, create, find, redeemIn };
}

export type ActivationCodes = ReturnType<typeof activationCodes>;
