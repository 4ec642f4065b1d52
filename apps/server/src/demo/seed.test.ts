import {
  CONTRACT_KINDS,
  isValidIban,
  MOTIVE_IDS,
  MOTIVES,
  POSTBOX_CONSENT_VERSION,
  viennaIsoDate,
  type Contract,
} from '@servicebereich/protocol';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, postgresUnavailable } from '../../test/harness.ts';
import type { Database } from '../db/database.ts';
import { diskBlobStore, type BlobStore } from '../files/blob-store.ts';
import { postboxRepository } from '../features/postbox/postbox-repository.ts';
import { checklistRepository } from '../features/checklists/checklist-repository.ts';
import { claimRepository } from '../features/claims/claim-repository.ts';
import { adviserRepository } from '../features/adviser/adviser-repository.ts';
import { appointmentRepository } from '../features/video-appointments/appointment-repository.ts';
import { contractRepository } from '../features/contracts/contract-repository.ts';
import { pensionRepository } from '../features/pension/pension-repository.ts';
import { activationCodes } from '../features/session/activation-codes.ts';
import { NO_PASSWORD, verifyPassword } from '../security/passwords.ts';
import { DEMO_ACTIVATION_CODE, DEMO_NEW_CUSTOMER } from './new-customer.ts';
import { DEMO_PASSWORD, seedDemoData } from './seed.ts';

const NOW = Date.UTC(2026, 10, 20, 9, 30);
const TODAY = '2026-11-20';

describe.skipIf(postgresUnavailable)('seedDemoData', () => {
  const opened: Database[] = [];
  let storeDir: string;
  let store: BlobStore;
  // The demo data as a start finds it the second time: the tests that only read share it.
  let seeded: Database;

  beforeAll(async () => {
    storeDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-seed-'));
    store = await diskBlobStore(storeDir);
    seeded = await createTestDatabase();
    await seedDemoData(seeded.db, store, NOW);
    await seedDemoData(seeded.db, store, NOW);
  });
  afterAll(async () => {
    await seeded.close();
    await rm(storeDir, { recursive: true, force: true });
  });

  async function freshDatabase(): Promise<Database> {
    const database = await createTestDatabase();
    opened.push(database);
    return database;
  }

  afterEach(async () => {
    await Promise.all(opened.splice(0).map((d) => d.close()));
  });

  async function customerId(database: Database, customerNumber: string): Promise<string> {
    const row = await database.db
      .selectFrom('customers')
      .select('id')
      .where('customer_number', '=', customerNumber)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async function rowCounts(database: Database) {
    const count = async (
      table: 'customers' | 'contracts' | 'contract_transactions' | 'checklist_items',
    ) => {
      const row = await database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    };
    return {
      customers: await count('customers'),
      contracts: await count('contracts'),
      transactions: await count('contract_transactions'),
      checklistItems: await count('checklist_items'),
    };
  }

  /** Everything the app can see of a customer, in a form that can be compared between databases. */
  async function snapshot(database: Database, customerNumber: string) {
    const contracts = contractRepository(database.db);
    const list = await contracts.listForCustomer(await customerId(database, customerNumber));
    return Promise.all(
      list.map(async (contract) => ({
        contract,
        transactions: await database.db
          .selectFrom('contract_transactions')
          .select(['booking_date', 'value_date', 'text', 'amount_cents'])
          .where('contract_number', '=', contract.ContractId)
          .orderBy('booking_date')
          .orderBy('text')
          .execute(),
      })),
    );
  }

  async function transactionSum(database: Database, contract: Contract): Promise<number> {
    const row = await database.db
      .selectFrom('contract_transactions')
      .select((eb) => eb.fn.sum<number | string>('amount_cents').as('total'))
      .where('contract_number', '=', contract.ContractId)
      .executeTakeFirstOrThrow();
    return Number(row.total);
  }

  it('creates the four demo customers once; a second run changes nothing', async () => {
    const database = await freshDatabase();
    await seedDemoData(database.db, store, NOW);
    const first = await rowCounts(database);
    const ids = await database.db.selectFrom('customers').select('id').orderBy('id').execute();

    await seedDemoData(database.db, store, NOW + 86_400_000);

    expect(first.customers).toBe(4);
    expect(await rowCounts(database)).toEqual(first);
    expect(await database.db.selectFrom('customers').select('id').orderBy('id').execute()).toEqual(
      ids,
    );
  });

  it('prints and stores no letters at a restart, once the postbox has them', async () => {
    const database = await freshDatabase();
    const ownDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-seed-'));
    try {
      const own = await diskBlobStore(ownDir);
      const stored = async () => {
        const hashes: string[] = [];
        for await (const file of own.list()) hashes.push(file.hash);
        return hashes.sort();
      };
      await seedDemoData(database.db, own, NOW);
      const first = await stored();

      // A year on, the letters would differ: none is printed, so no file is added.
      await seedDemoData(database.db, own, NOW + 366 * 86_400_000);

      expect(await stored()).toEqual(first);
    } finally {
      await rm(ownDir, { recursive: true, force: true });
    }
  });

  it('lets every activated demo customer log in with the demo password', async () => {
    const database = seeded;
    const rows = await database.db
      .selectFrom('customers')
      .select(['customer_number', 'password_hash'])
      .where('customer_number', '!=', DEMO_NEW_CUSTOMER.customerNumber)
      .orderBy('customer_number')
      .execute();
    expect(rows.map((r) => r.customer_number)).toEqual(['1000000001', '1000000002', '1000000003']);
    for (const row of rows) {
      expect(await verifyPassword(row.password_hash, DEMO_PASSWORD)).toBe(true);
    }
  });

  it('gives the customer yet to activate no password and the code of the README', async () => {
    const database = seeded;
    const customer = await database.db
      .selectFrom('customers')
      .select(['id', 'password_hash'])
      .where('customer_number', '=', DEMO_NEW_CUSTOMER.customerNumber)
      .executeTakeFirstOrThrow();
    expect(customer.password_hash).toBe(NO_PASSWORD);
    const code = await activationCodes(database.db).find(
      DEMO_NEW_CUSTOMER.customerNumber,
      DEMO_ACTIVATION_CODE,
    );
    expect(code).toMatchObject({ customer_id: customer.id, used_at: null });
    expect(code?.expires_at).toBeGreaterThan(NOW);
  });

  it('gives the main customer every contract kind and every motive world', async () => {
    const database = seeded;
    const contracts = await contractRepository(database.db).listForCustomer(
      await customerId(database, '1000000001'),
    );

    expect(contracts.length).toBeGreaterThanOrEqual(10);
    expect(contracts.length).toBeLessThanOrEqual(12);
    expect(new Set(contracts.map((c) => c.Kind))).toEqual(new Set(CONTRACT_KINDS));
    expect(new Set(contracts.flatMap((c) => Object.keys(c.Motives)))).toEqual(new Set(MOTIVE_IDS));
    for (const contract of contracts) {
      for (const [motive, name] of Object.entries(contract.Motives)) {
        expect(name).toBe(MOTIVES[motive as keyof typeof MOTIVES].motiveName);
      }
    }
    const products = contracts.map((c) => c.Details.Produkt).filter((p) => p !== undefined);
    expect(products.sort()).toEqual(['FlexibleLife', 'FlexibleLife20', 'VollWert']);
    const features = contracts.map((c) => c.Features);
    expect(features.some((f) => f.EbikeTracker === true)).toBe(true);
    expect(features.some((f) => f.Unwetter === true)).toBe(true);
    expect(features.some((f) => f.SchadensmeldungKfz === true)).toBe(true);
    expect(features.some((f) => Object.values(f).includes(false))).toBe(true);
  });

  it('stores only contracts that read back, with valid IBANs and unique numbers', async () => {
    const database = seeded;
    const repository = contractRepository(database.db);
    const customers = await database.db.selectFrom('customers').select('id').execute();
    const all = (await Promise.all(customers.map((c) => repository.listForCustomer(c.id)))).flat();

    expect(all).toHaveLength((await rowCounts(database)).contracts);
    expect(new Set(all.map((c) => c.ContractId)).size).toBe(all.length);
    const ibans = all.map((c) => c.Details.Iban).filter((iban) => iban !== undefined);
    expect(ibans.length).toBeGreaterThan(0);
    for (const iban of ibans) expect(isValidIban(iban), iban).toBe(true);
    for (const contract of all) {
      expect(contract.ContractId).toMatch(/^\d{10}$/);
      expect(contract.Details.ContractIdFormatted.replace(/\D/g, '')).toBe(contract.ContractId);
    }
  });

  it('books the savings contract over several years, adding up to its balance', async () => {
    const database = seeded;
    const repository = contractRepository(database.db);
    const contracts = await repository.listForCustomer(await customerId(database, '1000000001'));
    const savings = contracts.find((c) => c.Kind === 'Ansparen');
    const loan = contracts.find((c) => c.Kind === 'Finanzierung');
    if (savings === undefined || loan === undefined) throw new Error('contract missing');

    const years = await repository.transactionYears(savings.ContractId);
    expect(years.length).toBeGreaterThanOrEqual(3);
    expect(years[0]).toBe(2026);
    expect(await transactionSum(database, savings)).toBe(savings.Details.Balance);
    const entries2024 = await repository.transactions(savings.ContractId, 2024);
    expect(entries2024.map((e) => e.Text)).toEqual(
      expect.arrayContaining(['Einzahlung', 'Zinsgutschrift 2024', 'Kontoführungsgebühr 2024']),
    );

    expect(loan.Details.Balance).toBeLessThan(0);
    expect(await transactionSum(database, loan)).toBe(loan.Details.Balance);
  });

  it('books nothing after the day it runs', async () => {
    const database = seeded;
    const latest = await database.db
      .selectFrom('contract_transactions')
      .select((eb) => eb.fn.max<string | null>('booking_date').as('last'))
      .executeTakeFirstOrThrow();
    expect(latest.last).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((latest.last ?? '') <= TODAY).toBe(true);
  });

  it('gives the pension products their values, funds and a year of fund history', async () => {
    const database = seeded;
    const id = await customerId(database, '1000000001');
    const pensions = pensionRepository(database.db);
    const products = [
      ['8100237745', 'FlexibleLife', 7],
      ['8100591362', 'FlexibleLife20', 6],
      ['8200774019', 'VollWert', 2],
    ] as const;
    const shapes = new Set<string>();
    for (const [number, product, funds] of products) {
      const data = await pensions.getFundData(id, number, product);
      expect(data?.Fonds).toHaveLength(funds);
      expect(data?.Verlauf).toHaveLength(12);
      shapes.add(JSON.stringify(data?.Verlauf.map((p) => (p.Wert / data.Gesamtwert).toFixed(3))));
      expect(data?.Fonds.reduce((sum, f) => sum + f.Anteil, 0)).toBe(100);
      // The valuation day is the business day before: 20 November 2026 is a Friday.
      expect(data?.Stichtag).toBe('2026-11-19');
      expect(await pensions.getPension(id, number)).toMatchObject({ Produkt: product });
    }
    // Each product its own path, not one curve scaled to three values.
    expect(shapes.size).toBe(3);
  });

  it('gives every customer an adviser and the motor contract the insurance adviser', async () => {
    const database = seeded;
    const advisers = adviserRepository(database.db);
    for (const number of ['1000000001', '1000000002', '1000000003']) {
      expect(await advisers.forCustomer(await customerId(database, number))).not.toBeNull();
    }
    const hofer = await customerId(database, '1000000001');
    expect(await advisers.forContract(hofer, '7300418857')).toMatchObject({
      Name: 'Elisabeth Moser',
    });
    expect(await advisers.forContract(hofer, '4102738561')).toMatchObject({
      Name: 'Mag. Florian Eder',
    });
  });

  it('gives the demo advisers a drawn portrait from the blob store, also in a database seeded before', async () => {
    const database = await freshDatabase();
    await seedDemoData(database.db, store, NOW);
    const photos = async () =>
      database.db.selectFrom('advisers').select(['agent_id', 'picture_hash']).execute();
    const seeded = await photos();
    expect(seeded).toHaveLength(2);
    for (const { agent_id: agentId, picture_hash: hash } of seeded) {
      expect(hash, agentId).toMatch(/^[0-9a-f]{64}$/);
      const image = await sharp(await store.read(hash ?? '')).metadata();
      expect(image).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    }
    await database.db.updateTable('advisers').set({ picture_hash: null }).execute();
    await seedDemoData(database.db, store, NOW);
    expect(await photos()).toEqual(seeded);
  });

  it('binds the credit checklist to the loan, without documents', async () => {
    const database = seeded;
    const id = await customerId(database, '1000000001');
    const [checklist, ...others] = await checklistRepository(database.db).listForCustomer(id);
    const contracts = await contractRepository(database.db).listForCustomer(id);

    expect(others).toEqual([]);
    expect(contracts.find((c) => c.ContractId === checklist?.ContractId)?.Kind).toBe(
      'Finanzierung',
    );
    expect(checklist?.Items.length).toBeGreaterThanOrEqual(5);
    expect(checklist?.Items.length).toBeLessThanOrEqual(7);
    expect(checklist?.Items.every((item) => item.Documents.length === 0)).toBe(true);
  });

  it('keeps the other customers apart: a few contracts for one, none for the last', async () => {
    const database = seeded;
    const repository = contractRepository(database.db);
    const main = await customerId(database, '1000000001');
    const second = await repository.listForCustomer(await customerId(database, '1000000002'));

    expect(second.length).toBeGreaterThanOrEqual(2);
    expect(second.length).toBeLessThanOrEqual(3);
    for (const contract of second) {
      expect(await repository.findForCustomer(main, contract.ContractId)).toBeUndefined();
    }
    expect(await repository.listForCustomer(await customerId(database, '1000000003'))).toEqual([]);
  });

  it('gives the same data for the same moment', async () => {
    const [one, two] = [seeded, await freshDatabase()];
    await seedDemoData(two.db, store, NOW);
    for (const number of ['1000000001', '1000000002']) {
      expect(await snapshot(two, number)).toEqual(await snapshot(one, number));
    }
  });

  it('fills the postbox of the first two customers with real PDF letters, two unread', async () => {
    const database = seeded;
    const postbox = postboxRepository(database.db);
    const entries = await postbox.listForCustomer(await customerId(database, '1000000001'));
    expect(entries.map((e) => [e.Title, e.Status])).toEqual([
      ['Jahreskontoauszug 2025 zu deinem Bausparvertrag', 'UNREAD'],
      ['Prämienvorschreibung 2026 zu deiner Kfz-Versicherung', 'UNREAD'],
      ['Polizze zu deiner Haushaltsversicherung', 'READ'],
      ['Jahreskontoauszug 2024 zu deinem Bausparvertrag', 'READ'],
    ]);
    const opened = await postbox.findFile(
      await customerId(database, '1000000001'),
      entries[1]?.id ?? '',
    );
    const pdf = await PDFDocument.load(await store.read(opened?.hash ?? ''));
    expect(pdf.getTitle()).toBe('Prämienvorschreibung 2026 zu deiner Kfz-Versicherung');
    expect(await postbox.listForCustomer(await customerId(database, '1000000002'))).toHaveLength(4);
    expect(await postbox.listForCustomer(await customerId(database, '1000000003'))).toEqual([]);
  });

  it('gives the main customer two earlier claims in different states, with their history', async () => {
    const database = seeded;
    const claims = claimRepository(database.db);
    const id = await customerId(database, '1000000001');
    const list = await claims.listForCustomer(id);
    expect(list.map((c) => [c.claim_number, c.claim_type, c.status])).toEqual([
      ['S-2026-0031577', 'haushalt', 'unterlagen-angefordert'],
      ['S-2026-0004711', 'kfz', 'reguliert'],
    ]);
    const settled = await claims.findForCustomer(id, 'S-2026-0004711');
    expect(settled?.history.map((h) => h.status)).toEqual([
      'eingegangen',
      'in-pruefung',
      'gutachten',
      'reguliert',
    ]);
    expect(settled?.history.at(-1)?.note).toContain('2.340,00 €');
    expect(await claims.listForCustomer(await customerId(database, '1000000002'))).toEqual([]);
  });

  it('gives the video advisers weekly hours and the main customer one upcoming appointment', async () => {
    const database = seeded;
    const appointments = appointmentRepository(database.db);
    // 2026-11-22 is a Sunday: the first slot two days on is Monday at 09:00 in Vienna.
    const upcoming = await appointments.upcoming(await customerId(database, '1000000001'), NOW);
    expect(upcoming.map((a) => [a.agent_id, new Date(a.starts_at).toISOString()])).toEqual([
      ['B-20417', '2026-11-23T08:00:00.000Z'],
    ]);
    expect((await appointments.weeklyHours('B-20417')).length).toBeGreaterThan(0);
    expect(await appointments.weeklyHours('B-31108')).toEqual([]);
    expect(await appointments.upcoming(await customerId(database, '1000000002'), NOW)).toEqual([]);
  });

  it('has electronic delivery on exactly for the customers whose letters arrive in the postbox', async () => {
    const database = await freshDatabase();
    await seedDemoData(database.db, store, NOW);
    const postbox = postboxRepository(database.db);
    for (const [number, email] of [
      ['1000000001', 'katharina.hofer@example.at'],
      ['1000000002', 'lukas.gruber@example.at'],
      ['1000000003', 'aylin.demir@example.at'],
    ] as const) {
      const id = await customerId(database, number);
      const letters = await postbox.listForCustomer(id);
      const hasLetters = letters.length > 0;
      // Their consent is recorded, to the current text, as of the demo data's day.
      expect(await postbox.settings(id)).toEqual({
        ElektronischeZustellung: hasLetters,
        ZugestimmtAm: hasLetters ? viennaIsoDate(NOW) : null,
        Zustimmungstext: hasLetters ? POSTBOX_CONSENT_VERSION : null,
        PapierfassungAngefordertAm: null,
        Benachrichtigung: hasLetters,
        Email: email,
      });
      // The policy is marked as legally relevant.
      expect(letters.filter((l) => l.RechtlichRelevant).map((l) => l.Title)).toEqual(
        hasLetters ? ['Polizze zu deiner Haushaltsversicherung'] : [],
      );
    }
    // A customer's own choice stays at the next start, and no consent is recorded again.
    const first = await customerId(database, '1000000001');
    await postbox.saveSettings(
      first,
      { consent: null, notify: false, email: 'k@example.at' },
      NOW + 1000,
    );
    await seedDemoData(database.db, store, NOW + 2000);
    expect(await postbox.settings(first)).toMatchObject({
      ElektronischeZustellung: false,
      ZugestimmtAm: null,
      Benachrichtigung: false,
      Email: 'k@example.at',
    });
    const events = await database.db
      .selectFrom('postbox_consent_events')
      .select(['kind', 'occurred_at'])
      .where('customer_id', '=', first)
      .orderBy('occurred_at')
      .execute();
    expect(events).toEqual([
      { kind: 'consent', occurred_at: NOW },
      { kind: 'revocation', occurred_at: NOW + 1000 },
    ]);
  });
});
