import type { Kysely } from 'kysely';
import type { Tables } from './tables.ts';

/** The customer number of a logged-in sender, which a mail to a desk names so it can answer. */
export async function customerNumberOf(
  db: Kysely<Tables>,
  customerId: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('customers')
    .select('customer_number')
    .where('id', '=', customerId)
    .executeTakeFirst();
  return row?.customer_number ?? null;
}
