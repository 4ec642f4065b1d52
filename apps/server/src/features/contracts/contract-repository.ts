import { contractSchema, transactionSchema, type Contract } from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import type { z } from 'zod/mini';
import type { Tables } from '../../db/tables.ts';

type ContractRow = Pick<
  Tables['contracts'],
  'contract_number' | 'kind' | 'motives_json' | 'features_json' | 'details_json'
>;

function toContract(row: ContractRow): Contract {
  return contractSchema.parse({
    ContractId: row.contract_number,
    Kind: row.kind,
    Motives: JSON.parse(row.motives_json) as unknown,
    Features: JSON.parse(row.features_json) as unknown,
    Details: JSON.parse(row.details_json) as unknown,
  });
}

export type Transaction = z.infer<typeof transactionSchema>;

export function contractRepository(db: Kysely<Tables>) {
  const columns = [
    'contract_number',
    'kind',
    'motives_json',
    'features_json',
    'details_json',
  ] as const;

  async function listForCustomer(customerId: string): Promise<Contract[]> {
    const rows = await db
      .selectFrom('contracts')
      .select(columns)
      .where('customer_id', '=', customerId)
      .orderBy('position')
      .execute();
    return rows.map(toContract);
  }

  /** Another customer's contract is answered exactly like a missing one. */
  async function findForCustomer(
    customerId: string,
    contractNumber: string,
  ): Promise<Contract | undefined> {
    const row = await db
      .selectFrom('contracts')
      .select(columns)
      .where('customer_id', '=', customerId)
      .where('contract_number', '=', contractNumber)
      .executeTakeFirst();
    return row === undefined ? undefined : toContract(row);
  }

  async function transactionYears(contractNumber: string): Promise<number[]> {
    const rows = await db
      .selectFrom('contract_transactions')
      .select((eb) => eb.fn<string>('substr', ['booking_date', eb.val(1), eb.val(4)]).as('year'))
      .where('contract_number', '=', contractNumber)
      .distinct()
      .execute();
    return rows.map((r) => Number(r.year)).sort((a, b) => b - a);
  }

  async function transactions(contractNumber: string, year: number): Promise<Transaction[]> {
    const rows = await db
      .selectFrom('contract_transactions')
      .select(['booking_date', 'value_date', 'text', 'amount_cents'])
      .where('contract_number', '=', contractNumber)
      .where('booking_date', '>=', `${year}-01-01`)
      .where('booking_date', '<=', `${year}-12-31`)
      .orderBy('booking_date', 'desc')
      .orderBy('id')
      .execute();
    return rows.map((r) => ({
      BookingDate: r.booking_date,
      ValueDate: r.value_date,
      Text: r.text,
      Amount: r.amount_cents,
    }));
  }

  return { listForCustomer, findForCustomer, transactionYears, transactions };
}

export type ContractRepository = ReturnType<typeof contractRepository>;

/** Without the claim flag the app gets no Schadensmeldung… features. */
export function withoutClaimFeatures(contract: Contract): Contract {
  const features = Object.fromEntries(
    Object.entries(contract.Features).filter(([key]) => !key.startsWith('Schadensmeldung')),
  );
  return { ...contract, Features: features };
}
