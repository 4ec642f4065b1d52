import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { sql, type Insertable, type Kysely } from 'kysely';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/database.ts';
import { formatContractNumber } from '../../apps/server/src/db/records.ts';
import type { Tables } from '../../apps/server/src/db/tables.ts';
import { seedDemoData } from '../../apps/server/src/demo/seed.ts';
import { diskBlobStore } from '../../apps/server/src/files/blob-store.ts';

// Many customers for the scale bench (`npm run bench -- scale`), not for the tests: the demo data,
// then copies of the demo customer's rows for every further customer, in the proportions of a
// customer base rather than of the demo customer, who has every kind of contract:
//
//   contracts per customer   1 (30%), 2 (35%), 3 (20%), 4 (15%): 2.2 on average, of the kinds
//                            the demo customer has (pension and fund contracts left out: their
//                            details live in tables of their own)
//   transactions             the last 8 of the copied contract's (a savings contract books
//                            monthly; insurance contracts have none): about 15 per customer
//   postbox letters          0 to 6, 3 on average, naming the demo letters' stored PDFs
//   DokBox files             2 for every fifth customer, naming a stored PDF
//   checklists               the demo credit checklist (6 items) for every twentieth customer
//
// At 1,000,000 customers that is about 20 million rows: about 7 GB on SQLite, 9 GB on PostgreSQL.

/** The generated customers' numbers start here; the password is the demo customers'. */
const FIRST_NUMBER = 2_000_000_000;
const FIRST_CONTRACT = 3_000_000_000;
const DEMO_CUSTOMER = '1000000001';
const CUSTOMERS_PER_TRANSACTION = 2_000;
const TRANSACTIONS_PER_CONTRACT = 8;
const CONTRACTS_WEIGHTS = [0.3, 0.35, 0.2, 0.15] as const;
const FIRST_NAMES = ['Anna', 'Lukas', 'Sophie', 'David', 'Lena', 'Tobias', 'Marie', 'Florian'];
const LAST_NAMES = ['Gruber', 'Huber', 'Bauer', 'Wagner', 'Pichler', 'Steiner', 'Moser', 'Mayer'];

export function scaleCustomerNumber(index: number): string {
  return String(FIRST_NUMBER + index);
}

/** A small deterministic generator, so two runs build the same data. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Rows = { [T in keyof Tables]?: Insertable<Tables[T]>[] };
type Generated = Required<
  Pick<
    Rows,
    | 'customers'
    | 'contracts'
    | 'contract_transactions'
    | 'postbox_entries'
    | 'dokbox_files'
    | 'checklists'
    | 'checklist_items'
  >
>;

/** Inserts rows in statements of at most `maxParameters` values each. */
async function insertAll(db: Kysely<Tables>, rows: Rows, maxParameters: number): Promise<void> {
  for (const [table, list] of Object.entries(rows) as [keyof Tables, Record<string, unknown>[]][]) {
    const first = list[0];
    if (first === undefined) continue;
    const perStatement = Math.floor(maxParameters / Object.keys(first).length);
    for (let i = 0; i < list.length; i += perStatement) {
      await db
        .insertInto(table)
        .values(list.slice(i, i + perStatement))
        .execute();
    }
  }
}

/**
 * Fills a fresh database (its files in `dataDir`) with the demo data and `customers` customers
 * in all, and reports progress. The demo customers count among them.
 */
export async function generateScaleData(
  target: DatabaseTarget,
  dataDir: string,
  customers: number,
  progress: (line: string) => void,
): Promise<void> {
  const database = await openDatabase(target);
  const { db } = database;
  // SQLite takes 32,766 values in a statement, PostgreSQL 65,535.
  const maxParameters = database.dialect === 'sqlite' ? 32_000 : 65_000;
  try {
    await seedDemoData(db, await diskBlobStore(path.join(dataDir, 'files')), Date.now());
    const demo = await db
      .selectFrom('customers')
      .selectAll()
      .where('customer_number', '=', DEMO_CUSTOMER)
      .executeTakeFirstOrThrow();
    const separate = db
      .selectFrom('contract_pensions')
      .select('contract_number')
      .union(db.selectFrom('contract_funds').select('contract_number'));
    const contracts = await db
      .selectFrom('contracts')
      .selectAll()
      .where('customer_id', '=', demo.id)
      .where('contract_number', 'not in', separate)
      .orderBy('position')
      .execute();
    const transactionsOf = new Map<string, Insertable<Tables['contract_transactions']>[]>();
    for (const contract of contracts) {
      transactionsOf.set(
        contract.contract_number,
        await db
          .selectFrom('contract_transactions')
          .selectAll()
          .where('contract_number', '=', contract.contract_number)
          .orderBy('booking_date', 'desc')
          .limit(TRANSACTIONS_PER_CONTRACT)
          .execute(),
      );
    }
    const letters = await db
      .selectFrom('postbox_entries')
      .selectAll()
      .where('customer_id', '=', demo.id)
      .execute();
    const checklist = await db
      .selectFrom('checklists')
      .selectAll()
      .where('customer_id', '=', demo.id)
      .executeTakeFirstOrThrow();
    const items = await db
      .selectFrom('checklist_items')
      .selectAll()
      .where('checklist_id', '=', checklist.id)
      .execute();
    const [firstLetter] = letters;
    if (firstLetter === undefined || contracts.length === 0) {
      throw new Error('the demo data has no letters or contracts to copy');
    }
    const existing = await db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();

    let contractNumber = FIRST_CONTRACT;
    const started = Date.now();
    for (let from = Number(existing.n); from < customers; from += CUSTOMERS_PER_TRANSACTION) {
      const to = Math.min(customers, from + CUSTOMERS_PER_TRANSACTION);
      const rows: Generated = {
        customers: [],
        contracts: [],
        contract_transactions: [],
        postbox_entries: [],
        dokbox_files: [],
        checklists: [],
        checklist_items: [],
      };
      for (let index = from; index < to; index++) {
        const next = random(index);
        const id = randomUUID();
        const firstName = FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Anna';
        const lastName = LAST_NAMES[Math.floor(index / 8) % LAST_NAMES.length] ?? 'Gruber';
        rows.customers.push({
          ...demo,
          id,
          customer_number: scaleCustomerNumber(index),
          first_name: firstName,
          last_name: lastName,
          email: `kunde${String(index)}@example.at`,
        });
        const roll = next();
        let count = 1;
        for (let sum = 0, k = 0; k < CONTRACTS_WEIGHTS.length; k++) {
          sum += CONTRACTS_WEIGHTS[k] ?? 0;
          if (roll < sum) {
            count = k + 1;
            break;
          }
        }
        for (let position = 0; position < count; position++) {
          const template = contracts[(index + position * 3) % contracts.length] ?? contracts[0];
          if (template === undefined) continue;
          const number = String(contractNumber++);
          const swap = (text: string) =>
            text
              .replaceAll(template.contract_number, number)
              .replaceAll(
                formatContractNumber(template.contract_number),
                formatContractNumber(number),
              );
          rows.contracts.push({
            ...template,
            contract_number: number,
            customer_id: id,
            position,
            details_json: swap(template.details_json),
          });
          for (const transaction of transactionsOf.get(template.contract_number) ?? []) {
            rows.contract_transactions.push({
              ...transaction,
              id: randomUUID(),
              contract_number: number,
            });
          }
        }
        const letterCount = Math.floor(next() * 7);
        for (let k = 0; k < letterCount; k++) {
          const letter = letters[(index + k) % letters.length] ?? firstLetter;
          rows.postbox_entries.push({
            ...letter,
            id: randomUUID(),
            customer_id: id,
            thumb_hash: null,
          });
        }
        if (index % 5 === 0) {
          for (const [k, date] of ['2025-11-03', '2026-02-17'].entries()) {
            rows.dokbox_files.push({
              id: randomUUID(),
              customer_id: id,
              category_id: 2,
              name: k === 0 ? 'Rechnung Installateur' : 'Versicherungspolizze',
              description: '',
              file_date: date,
              is_360: 0,
              file_name: 'Dokument.pdf',
              content_type: 'application/pdf',
              blob_hash: firstLetter.blob_hash,
              thumb_hash: null,
              share_token: null,
              share_valid_until: null,
              created_at: Date.parse(`${date}T10:00:00Z`),
            });
          }
        }
        if (index % 20 === 0) {
          const checklistId = randomUUID();
          rows.checklists.push({
            ...checklist,
            id: checklistId,
            customer_id: id,
            contract_number: null,
          });
          for (const item of items) {
            rows.checklist_items.push({ ...item, id: randomUUID(), checklist_id: checklistId });
          }
        }
      }
      await db.transaction().execute((trx) => insertAll(trx, rows, maxParameters));
      if (Math.floor(to / 100_000) !== Math.floor(from / 100_000) || to === customers) {
        const seconds = (Date.now() - started) / 1000;
        progress(`${to.toLocaleString('en-US')} customers (${seconds.toFixed(0)} s)`);
      }
    }
    if (database.dialect === 'postgres') {
      // As after a restore: the planner's statistics, before anything is measured.
      await sql`analyze`.execute(db);
    }
  } finally {
    await database.close();
  }
}
