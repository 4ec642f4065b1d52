import type { Kysely } from 'kysely';
import { insertCustomer, type NewCustomer } from '../db/records.ts';
import type { Tables } from '../db/tables.ts';
import { activationCodes } from '../features/session/activation-codes.ts';
import { NO_PASSWORD } from '../security/passwords.ts';

/** A demo customer who has not activated the account yet: no password, a code from the letter. */
export const DEMO_NEW_CUSTOMER: NewCustomer = {
  customerNumber: '1000000004',
  gender: 'm',
  titlePrefix: '',
  titleSuffix: '',
  firstName: 'Florian',
  lastName: 'Wagner',
  birthDate: '1987-03-09',
  email: 'florian.wagner@example.at',
  mobile: '+43 676 5512093',
  street: 'Getreidegasse',
  houseNumber: '14',
  stairFloorDoor: '',
  postcode: '5020',
  city: 'Salzburg',
  profession: 'angestellt',
  employmentType: 'Vollzeit',
};

/** The code of the demo letter, as the README and docs/demo.md name it. */
export const DEMO_ACTIVATION_CODE = 'SB26AKTV7X9Q4M2K';

/** The demo letter's code stays valid a year, so a demo database kept for a while still works. */
const DEMO_CODE_LIFETIME_MS = 365 * 24 * 60 * 60_000;

/** Writes the customer and the code once; a no-op when the number exists (activated or not). */
export async function seedDemoNewCustomer(db: Kysely<Tables>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const existing = await trx
      .selectFrom('customers')
      .select('id')
      .where('customer_number', '=', DEMO_NEW_CUSTOMER.customerNumber)
      .executeTakeFirst();
    if (existing !== undefined) return;
    const id = await insertCustomer(trx, DEMO_NEW_CUSTOMER, NO_PASSWORD, now);
    await activationCodes(trx).store(trx, id, DEMO_ACTIVATION_CODE, now, DEMO_CODE_LIFETIME_MS);
  });
}
