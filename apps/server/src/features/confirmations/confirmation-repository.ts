import { holderName } from '@servicebereich/protocol';
import type { Kysely, Selectable } from 'kysely';
import type { ConfirmationsTable, Tables } from '../../db/tables.ts';

export type ConfirmationRow = Selectable<ConfirmationsTable>;

export type NewConfirmation = Omit<ConfirmationRow, 'revoked_at'>;

/** The confirmations (decision 043): every read and change is for one customer's rows. */
export function confirmationRepository(db: Kysely<Tables>) {
  /** Fails on a unique violation when the number or the code is taken (isUniqueViolation). */
  async function insert(row: NewConfirmation): Promise<void> {
    await db.insertInto('confirmations').values(row).execute();
  }

  /** Takes back a confirmation whose document could not be made. */
  async function remove(id: string): Promise<void> {
    await db.deleteFrom('confirmations').where('id', '=', id).execute();
  }

  /** Newest first. */
  async function listForContract(
    customerId: string,
    contractNumber: string,
  ): Promise<ConfirmationRow[]> {
    return db
      .selectFrom('confirmations')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('contract_number', '=', contractNumber)
      .orderBy('created_at', 'desc')
      .orderBy('number')
      .execute();
  }

  /**
   * Marks one of the customer's confirmations revoked, unless it is already; answers it as it
   * now stands, or undefined when it is not the customer's.
   */
  async function revoke(
    customerId: string,
    id: string,
    now: number,
  ): Promise<ConfirmationRow | undefined> {
    await db
      .updateTable('confirmations')
      .set({ revoked_at: now })
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .where('revoked_at', 'is', null)
      .execute();
    return db
      .selectFrom('confirmations')
      .selectAll()
      .where('id', '=', id)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  async function findByCodeHash(codeHash: string): Promise<ConfirmationRow | undefined> {
    return db
      .selectFrom('confirmations')
      .selectAll()
      .where('code_hash', '=', codeHash)
      .executeTakeFirst();
  }

  /** The sum of a contract's bookings after `day`: what changed its balance since that day's end. */
  async function bookedAfter(contractNumber: string, day: string): Promise<number> {
    const row = await db
      .selectFrom('contract_transactions')
      .select((eb) => eb.fn.sum<string | number | null>('amount_cents').as('total'))
      .where('contract_number', '=', contractNumber)
      .where('booking_date', '>', day)
      .executeTakeFirst();
    return Number(row?.total ?? 0);
  }

  /** The customer's name as a document names its holder. */
  async function holder(customerId: string): Promise<string> {
    const c = await db
      .selectFrom('customers')
      .select(['title_prefix', 'first_name', 'last_name', 'title_suffix'])
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
    return holderName({
      titlePrefix: c.title_prefix,
      firstName: c.first_name,
      lastName: c.last_name,
      titleSuffix: c.title_suffix,
    });
  }

  return { insert, remove, listForContract, revoke, findByCodeHash, bookedAfter, holder };
}

export type ConfirmationRepository = ReturnType<typeof confirmationRepository>;
