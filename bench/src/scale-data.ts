import { randomUUID } from 'node:crypto';
import { closeSync, fsyncSync, openSync } from 'node:fs';
import { setPriority } from 'node:os';
import path from 'node:path';
import { formatContractNumber } from '@servicebereich/protocol';
import SqliteDatabase from 'better-sqlite3';
import type { Insertable } from 'kysely';
import pg from 'pg';
import { openDatabase, type DatabaseTarget } from '../../apps/server/src/db/database.ts';
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
// It loads them as a restore does: the tables' secondary indexes are dropped, the rows go in
// batches without the foreign-key checks (one transaction of prepared inserts per batch on
// SQLite, one insert of column arrays per table and batch on PostgreSQL), and the indexes are
// built again at the end, followed by the planner's statistics.

/** The generated customers' numbers start here; the password is the demo customers'. */
const FIRST_NUMBER = 2_000_000_000;
const FIRST_CONTRACT = 3_000_000_000;
const DEMO_CUSTOMER = '1000000001';
const CUSTOMERS_PER_BATCH = 5_000;
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

const LOADED = [
  'customers',
  'contracts',
  'contract_transactions',
  'postbox_entries',
  'dokbox_files',
  'checklists',
  'checklist_items',
] as const;
type Loaded = (typeof LOADED)[number];
type Batch = { [T in Loaded]: Insertable<Tables[T]>[] };

/** Writes batches of rows into a database whose secondary indexes are gone until `finish`. */
type BulkWriter = {
  write: (batch: Batch) => Promise<void>;
  /** Builds the indexes again and gathers the planner's statistics. */
  finish: () => Promise<void>;
  close: () => Promise<void>;
};

function columnsOf(rows: readonly object[]): string[] {
  return rows[0] === undefined ? [] : Object.keys(rows[0]);
}

function sqliteWriter(file: string): BulkWriter {
  const sqlite = new SqliteDatabase(file);
  // The data is thrown away after the bench: nothing needs to survive a crash while loading.
  sqlite.pragma('journal_mode = OFF');
  sqlite.pragma('synchronous = OFF');
  sqlite.pragma('foreign_keys = OFF');
  sqlite.pragma('cache_size = -1000000');
  const placeholders = LOADED.map((t) => `'${t}'`).join(', ');
  const indexes = sqlite
    .prepare(
      `select name, sql from sqlite_master where type = 'index' and sql is not null and tbl_name in (${placeholders})`,
    )
    .all() as { name: string; sql: string }[];
  for (const index of indexes) sqlite.exec(`drop index ${index.name}`);
  const statements = new Map<string, SqliteDatabase.Statement>();
  const insert = (table: Loaded, columns: readonly string[]) => {
    const text = `insert into ${table} (${columns.join(', ')}) values (${columns.map(() => '?').join(', ')})`;
    let statement = statements.get(text);
    if (statement === undefined) {
      statement = sqlite.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
  const writeBatch = sqlite.transaction((batch: Batch) => {
    for (const table of LOADED) {
      const rows: readonly Record<string, unknown>[] = batch[table];
      const columns = columnsOf(rows);
      const statement = insert(table, columns);
      for (const row of rows) statement.run(columns.map((c) => row[c]));
    }
  });
  return {
    write: (batch) => {
      writeBatch(batch);
      return Promise.resolve();
    },
    finish: () => {
      for (const index of indexes) sqlite.exec(index.sql);
      sqlite.exec('analyze');
      return Promise.resolve();
    },
    close: () => {
      sqlite.pragma('journal_mode = WAL');
      sqlite.close();
      // Written without syncing, the data would still be going to the disk while the server is
      // measured, and the login's writes, which sync (synchronous = FULL), would wait behind it.
      // A restored database is on the disk before the service starts.
      const fd = openSync(file, 'r+');
      fsyncSync(fd);
      closeSync(fd);
      return Promise.resolve();
    },
  };
}

async function postgresWriter(url: string): Promise<BulkWriter> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  // The bench's throwaway cluster runs as its superuser: no foreign-key triggers while loading.
  await client.query('set session_replication_role = replica');
  // The server process that does the work gives way to other work, as the generator does.
  const { rows: backend } = await client.query<{ pid: number }>('select pg_backend_pid() as pid');
  setPriority(backend[0]?.pid ?? 0, 19);
  await client.query(`set maintenance_work_mem = '512MB'`);
  const { rows: indexes } = await client.query<{ name: string; definition: string }>(
    `select indexname as name, indexdef as definition from pg_indexes i
     where schemaname = 'public' and tablename = any($1)
       and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
    [LOADED],
  );
  for (const index of indexes) await client.query(`drop index ${index.name}`);
  const { rows: types } = await client.query<{ table: string; column: string; type: string }>(
    `select table_name as table, column_name as column, udt_name as type
     from information_schema.columns where table_schema = 'public' and table_name = any($1)`,
    [LOADED],
  );
  const typeOf = new Map(types.map((t) => [`${t.table}.${t.column}`, t.type]));
  return {
    write: async (batch) => {
      await client.query('begin');
      for (const table of LOADED) {
        const rows: readonly Record<string, unknown>[] = batch[table];
        const columns = columnsOf(rows);
        if (columns.length === 0) continue;
        const arrays = columns.map((c) => rows.map((row) => row[c]));
        const casts = columns.map(
          (c, i) => `$${String(i + 1)}::${typeOf.get(`${table}.${c}`) ?? 'text'}[]`,
        );
        await client.query(
          `insert into ${table} (${columns.join(', ')}) select * from unnest(${casts.join(', ')})`,
          arrays,
        );
      }
      await client.query('commit');
    },
    finish: async () => {
      for (const index of indexes) await client.query(index.definition);
      // As a database some time after its restore: autovacuum has run (visibility map, hint bits).
      await client.query('vacuum (analyze)');
    },
    close: () => client.end(),
  };
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
  let templates;
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
    const existing = await db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    templates = {
      demo,
      contracts,
      transactionsOf,
      letters,
      checklist,
      items,
      existing: Number(existing.n),
    };
  } finally {
    await database.close();
  }
  const { demo, contracts, transactionsOf, letters, checklist, items } = templates;
  const [firstLetter] = letters;
  if (firstLetter === undefined || contracts.length === 0) {
    throw new Error('the demo data has no letters or contracts to copy');
  }

  const writer =
    target.kind === 'sqlite' ? sqliteWriter(target.file) : await postgresWriter(target.url);
  try {
    let contractNumber = FIRST_CONTRACT;
    const started = Date.now();
    for (let from = templates.existing; from < customers; from += CUSTOMERS_PER_BATCH) {
      const to = Math.min(customers, from + CUSTOMERS_PER_BATCH);
      const rows: Batch = {
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
          rows.contracts.push({
            ...template,
            contract_number: number,
            customer_id: id,
            position,
            // The details name the contract's number (ContractIdFormatted), so each has its own.
            details_json: template.details_json.replaceAll(
              formatContractNumber(template.contract_number),
              formatContractNumber(number),
            ),
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
      await writer.write(rows);
      if (Math.floor(to / 100_000) !== Math.floor(from / 100_000) || to === customers) {
        const seconds = (Date.now() - started) / 1000;
        progress(`${to.toLocaleString('en-US')} customers (${seconds.toFixed(0)} s)`);
      }
    }
    const indexing = Date.now();
    await writer.finish();
    progress(`indexes and statistics (${((Date.now() - indexing) / 1000).toFixed(0)} s)`);
  } finally {
    await writer.close();
  }
}
