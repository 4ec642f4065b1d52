import { contractSchema, transactionSchema, type Contract } from '@servicebereich/protocol';
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction as DbTransaction } from 'kysely';
import type { z } from 'zod/mini';
import { keptReads } from '../../db/kept-reads.ts';
import { preparedQuery } from '../../db/prepared-query.ts';
import { JsonResult } from '../../http/handlers.ts';
import type { ContractOrdersTable, Tables } from '../../db/tables.ts';
import type { WriteWatch } from '../../db/write-watch.ts';

type ContractRow = Pick<
  Tables['contracts'],
  'contract_number' | 'kind' | 'motives_json' | 'features_json' | 'details_json'
>;

/**
 * A row as the contract it was written from. Not parsed again: every write of a contract passes
 * `contractSchema` first (`insertContract`, `writeDetails`, the pension changes), outside
 * production the endpoint checks every Result against the catalogue, and the app checks it on
 * arrival. Parsing the twelve contracts of a customer on every read was a seventh of the cost of
 * GetVertraege (docs/decisions/016-api-performance.md).
 */
function toContract(row: ContractRow): Contract {
  return {
    ContractId: row.contract_number,
    Kind: row.kind as Contract['Kind'],
    Motives: JSON.parse(row.motives_json) as Contract['Motives'],
    Features: JSON.parse(row.features_json) as Contract['Features'],
    Details: JSON.parse(row.details_json) as Contract['Details'],
  };
}

/**
 * The same contract as JSON, put together from the stored JSON without parsing it: for the
 * contract list, the most asked-for answer (docs/decisions/016-api-performance.md).
 */
function contractJson(row: ContractRow): string {
  return (
    `{"ContractId":${JSON.stringify(row.contract_number)},"Kind":${JSON.stringify(row.kind)},` +
    `"Motives":${row.motives_json},"Features":${row.features_json},"Details":${row.details_json}}`
  );
}

export type Transaction = z.infer<typeof transactionSchema>;

export type OrderKind = ContractOrdersTable['kind'];

/** What an order does to a contract: one booking, the new balance, and the answer. */
export type OrderPlan<R> = { booking: Transaction; balance: number; result: R };

/** An order repeated within this time (a double submit, a retry) is answered, not booked again. */
export const ORDER_REPEAT_WINDOW_MS = 2 * 60_000;

/** At most this many customers' contract lists are kept in memory (SQLite). */
const KEPT_LISTS_MAX = 10_000;

const CONTRACT_COLUMNS = [
  'contract_number',
  'kind',
  'motives_json',
  'features_json',
  'details_json',
] as const;

/** An order as `placeOrder` books it. */
type Order<R> = {
  customerId: string;
  contractNumber: string;
  kind: OrderKind;
  amount: number;
  now: number;
  plan: (contract: Contract) => OrderPlan<R>;
};

/** A request for a motor insurance's inspection, in a slot the customer prefers. */
type InspectionRequest = {
  customerId: string;
  contractNumber: string;
  preferredDate: string;
  timeOfDay: string;
  phone: string;
  message: string;
  now: number;
};

/**
 * The contracts, in the database. Where no other process writes contracts (SQLite, `writes`),
 * the contract list as GetVertraege answers it is kept in memory until any statement writes to
 * the contracts (`kept-reads.ts`): contracts change seldom and from several places.
 */
export function contractRepository(db: Kysely<Tables>, writes: WriteWatch | null = null) {
  return { ...contractReads(db, writes), ...contractChanges(db) };
}

/** A customer's contracts and a contract's bookings, as the calls read them. */
function contractReads(db: Kysely<Tables>, writes: WriteWatch | null) {
  // The contract list is the most asked-for read after the session: compiled once.
  const selectContracts = preparedQuery(db, ['customerId'], ({ customerId }) =>
    db
      .selectFrom('contracts')
      .select(CONTRACT_COLUMNS)
      .where('customer_id', '=', customerId)
      .orderBy('position'),
  );

  async function listForCustomer(customerId: string): Promise<Contract[]> {
    const rows = await selectContracts({ customerId });
    return rows.map(toContract);
  }

  const keptLists =
    writes === null
      ? null
      : keptReads<JsonResult<Contract[]>>(writes, { max: KEPT_LISTS_MAX, table: 'contracts' });

  /** The contract list as GetVertraege answers it. */
  async function listJsonForCustomer(customerId: string): Promise<JsonResult<Contract[]>> {
    const kept = keptLists?.get(customerId);
    if (kept !== undefined) return kept;
    const mark = keptLists?.reading() ?? null;
    const rows = await selectContracts({ customerId });
    const list = new JsonResult<Contract[]>(`[${rows.map(contractJson).join(',')}]`);
    keptLists?.keep(customerId, list, mark);
    return list;
  }

  /** Another customer's contract is answered exactly like a missing one. */
  async function findForCustomer(
    customerId: string,
    contractNumber: string,
  ): Promise<Contract | undefined> {
    const row = await db
      .selectFrom('contracts')
      .select(CONTRACT_COLUMNS)
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

  return { listForCustomer, listJsonForCustomer, findForCustomer, transactionYears, transactions };
}

/** Changes of contracts, each in a transaction that holds the contracts' row locks. */
function contractChanges(db: Kysely<Tables>) {
  /**
   * Opens a transaction holding the row locks of several contracts, taken one by one in
   * contract-number order so that two such transactions never wait for each other crosswise.
   * `work` gets the contracts in the order asked, undefined for one that is not the customer's,
   * and `write` to store new details of one of them; it may throw to refuse, then nothing changes.
   */
  function withLockedContracts<T>(
    customerId: string,
    contractNumbers: readonly string[],
    work: (
      trx: DbTransaction<Tables>,
      contracts: readonly (Contract | undefined)[],
      write: (contract: Contract, details: Contract['Details']) => Promise<Contract>,
    ) => Promise<T>,
  ): Promise<T> {
    return db.transaction().execute(async (trx) => {
      const locked = new Map<string, Contract>();
      for (const contractNumber of [...new Set(contractNumbers)].sort()) {
        const contract = await lockContract(trx, customerId, contractNumber);
        if (contract !== undefined) locked.set(contractNumber, contract);
      }
      return work(
        trx,
        contractNumbers.map((n) => locked.get(n)),
        (contract, details) => writeDetails(trx, contract, details),
      );
    });
  }

  /** Whom to tell about a change of the customer's contracts. */
  async function customerContact(customerId: string) {
    return db
      .selectFrom('customers')
      .select(['first_name', 'gender', 'email'])
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
  }

  /**
   * Books an order: the booking, the new balance and the order with its answer, all or nothing.
   * The same order (kind and amount) within ORDER_REPEAT_WINDOW_MS gets the first answer again.
   * `plan` decides from the locked contract and may throw to refuse; then nothing changes.
   */
  async function placeOrder<R>(order: Order<R>): Promise<R | undefined> {
    return withLockedContract(db, order.customerId, order.contractNumber, (trx, contract) =>
      bookOrder(trx, contract, order),
    );
  }

  async function requestMotorInspection(request: InspectionRequest): Promise<boolean> {
    const done = await withLockedContract(
      db,
      request.customerId,
      request.contractNumber,
      async (trx) => {
        await recordInspectionRequest(trx, request);
        return true;
      },
    );
    return done === true;
  }

  return { withLockedContracts, customerContact, placeOrder, requestMotorInspection };
}

/**
 * Takes an own contract's row lock with a no-op update and answers the contract; undefined when
 * it is not the customer's. As a transaction's first statement it makes concurrent changes of
 * the contract queue up on PostgreSQL (SQLite's BEGIN IMMEDIATE already serialises every writer).
 */
async function lockContract(
  trx: DbTransaction<Tables>,
  customerId: string,
  contractNumber: string,
): Promise<Contract | undefined> {
  const locked = await trx
    .updateTable('contracts')
    .set((eb) => ({ position: eb.ref('position') }))
    .where('customer_id', '=', customerId)
    .where('contract_number', '=', contractNumber)
    .returning(CONTRACT_COLUMNS)
    .executeTakeFirst();
  return locked === undefined ? undefined : toContract(locked);
}

/** Opens a transaction holding the contract's row lock; undefined for a foreign contract. */
function withLockedContract<T>(
  db: Kysely<Tables>,
  customerId: string,
  contractNumber: string,
  work: (trx: DbTransaction<Tables>, contract: Contract) => Promise<T>,
): Promise<T | undefined> {
  return db.transaction().execute(async (trx) => {
    const contract = await lockContract(trx, customerId, contractNumber);
    return contract === undefined ? undefined : work(trx, contract);
  });
}

async function writeDetails(
  trx: DbTransaction<Tables>,
  contract: Contract,
  details: Contract['Details'],
): Promise<Contract> {
  const updated = contractSchema.parse({ ...contract, Details: details });
  await trx
    .updateTable('contracts')
    .set({ details_json: JSON.stringify(updated.Details) })
    .where('contract_number', '=', contract.ContractId)
    .execute();
  return updated;
}

/** `placeOrder` within its transaction, on the locked contract. */
async function bookOrder<R>(
  trx: DbTransaction<Tables>,
  contract: Contract,
  order: Order<R>,
): Promise<R> {
  const repeated = await trx
    .selectFrom('contract_orders')
    .select('result_json')
    .where('contract_number', '=', order.contractNumber)
    .where('kind', '=', order.kind)
    .where('amount_cents', '=', order.amount)
    .where('created_at', '>', order.now - ORDER_REPEAT_WINDOW_MS)
    .executeTakeFirst();
  if (repeated !== undefined) return JSON.parse(repeated.result_json) as R;
  const { booking, balance, result } = order.plan(contract);
  await insertTransactionRows(trx, order.contractNumber, [booking]);
  await writeDetails(trx, contract, { ...contract.Details, Balance: balance });
  await trx
    .insertInto('contract_orders')
    .values({
      id: randomUUID(),
      contract_number: order.contractNumber,
      kind: order.kind,
      amount_cents: order.amount,
      result_json: JSON.stringify(result),
      created_at: order.now,
    })
    .execute();
  return result;
}

/**
 * Stores an inspection request once: the same slot asked for again (a double submit, a retry) is
 * the same request.
 */
async function recordInspectionRequest(
  trx: DbTransaction<Tables>,
  request: InspectionRequest,
): Promise<void> {
  const asked = await trx
    .selectFrom('motor_inspection_requests')
    .select('id')
    .where('contract_number', '=', request.contractNumber)
    .where('preferred_date', '=', request.preferredDate)
    .where('time_of_day', '=', request.timeOfDay)
    .executeTakeFirst();
  if (asked !== undefined) return;
  await trx
    .insertInto('motor_inspection_requests')
    .values({
      id: randomUUID(),
      contract_number: request.contractNumber,
      preferred_date: request.preferredDate,
      time_of_day: request.timeOfDay,
      phone: request.phone,
      message: request.message,
      created_at: request.now,
    })
    .execute();
}

async function insertTransactionRows(
  trx: DbTransaction<Tables>,
  contractNumber: string,
  bookings: readonly Transaction[],
): Promise<void> {
  await trx
    .insertInto('contract_transactions')
    .values(
      bookings.map((b) => ({
        id: randomUUID(),
        contract_number: contractNumber,
        booking_date: b.BookingDate,
        value_date: b.ValueDate,
        text: b.Text,
        amount_cents: b.Amount,
      })),
    )
    .execute();
}

export type ContractRepository = ReturnType<typeof contractRepository>;

/** Without the claim flag the app gets no Schadensmeldung… features. */
export function withoutClaimFeatures(contract: Contract): Contract {
  const features = Object.fromEntries(
    Object.entries(contract.Features).filter(([key]) => !key.startsWith('Schadensmeldung')),
  );
  return { ...contract, Features: features };
}
