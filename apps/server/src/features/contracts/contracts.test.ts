import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryContract, FactoryCustomer } from '../../../test/factory.ts';
import { pdfPageTexts } from '../../../test/files.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../../../test/harness.ts';

const NOT_FOUND = { vertragsnummer: 'Der Vertrag wurde nicht gefunden.' };

describe.skipIf(postgresUnavailable)('contracts', () => {
  let t: TestApp;
  let client: ReturnType<TestApp['client']>;
  let owner: FactoryCustomer;
  let savings: FactoryContract;
  let motor: FactoryContract;
  let foreign: FactoryContract;

  beforeEach(async () => {
    t = await createTestApp();
    owner = await t.factory.customer();
    savings = await t.factory.contract(owner, { kind: 'Ansparen', details: { Balance: 512_345 } });
    motor = await t.factory.contract(owner, {
      kind: 'KFZ',
      features: { SchadensmeldungKfz: true, EbikeTracker: false },
    });
    foreign = await t.factory.contract(await t.factory.customer(), { kind: 'Finanzierung' });
    client = t.client();
    expect((await client.login(owner.customerNumber, owner.password)).body.Status).toBe(200);
  });
  afterEach(async () => {
    await t.close();
  });

  it("lists the customer's contracts, and only theirs, in their order", async () => {
    const answer = await client.call('getVertraege');
    const contracts = answer.body.Result as {
      ContractId: string;
      Kind: string;
      Features: object;
      Details: { Balance?: number; ContractIdFormatted: string };
    }[];
    expect(contracts.map((c) => c.ContractId)).toEqual([
      savings.contractNumber,
      motor.contractNumber,
    ]);
    expect(contracts[0]?.Details.Balance).toBe(512_345);
    expect(contracts[0]?.Details.ContractIdFormatted).toMatch(/^\d{3}-\d{3}\.\d{3}-\d$/);
    expect(contracts[1]?.Features).toEqual({ SchadensmeldungKfz: true, EbikeTracker: false });
  });

  it('answers the list, put together from the stored JSON, as each contract reads on its own', async () => {
    const answer = await client.call('getVertraege');
    const list = answer.body.Result as { ContractId: string }[];
    const single = await Promise.all(
      list.map(
        async ({ ContractId }) =>
          (await client.call('getVertragDetails', { vertragsnummer: ContractId })).body.Result,
      ),
    );
    expect(list).toEqual(single);
  });

  it('answers the details of an own contract', async () => {
    const answer = await client.call('getVertragDetails', {
      vertragsnummer: motor.contractNumber,
    });
    expect(answer.body.Status).toBe(200);
    expect(answer.body.Result).toMatchObject({ ContractId: motor.contractNumber, Kind: 'KFZ' });
  });

  it("answers another customer's contract exactly like a missing one", async () => {
    const theirs = await client.call('getVertragDetails', {
      vertragsnummer: foreign.contractNumber,
    });
    const missing = await client.call('getVertragDetails', { vertragsnummer: '1234567890' });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.body).toEqual({ Status: 400, Errors: NOT_FOUND });
    expect(missing.body).toEqual(theirs.body);
    const transactions = await client.call('getVertragUmsaetze', {
      vertragsnummer: foreign.contractNumber,
      jahr: '2025',
    });
    expect(transactions.body).toEqual({ Status: 400, Errors: NOT_FOUND });
  });

  it.each(['', '12ab56', '1', "1' or '1'='1"])('refuses the contract number %j', async (number) => {
    const answer = await client.call('getVertragDetails', { vertragsnummer: number });
    expect(answer.body.Status).toBe(400);
    expect(Object.keys(answer.body.Errors ?? {})).toEqual(['vertragsnummer']);
  });

  it('answers the transactions of one year, newest first, and the years that have any', async () => {
    await t.factory.transaction(savings, {
      bookingDate: '2024-12-31',
      text: 'Zinsgutschrift 2024',
    });
    await t.factory.transaction(savings, { bookingDate: '2025-01-05', amount: 10_000 });
    await t.factory.transaction(savings, { bookingDate: '2025-06-05', amount: -1_250 });
    await t.factory.transaction(motor, { bookingDate: '2023-02-01' });

    const answer = await client.call('getVertragUmsaetze', {
      vertragsnummer: savings.contractNumber,
      jahr: '2025',
    });
    expect(answer.body.Result).toEqual({
      Year: 2025,
      Years: [2025, 2024],
      Entries: [
        { BookingDate: '2025-06-05', ValueDate: '2025-06-05', Text: 'Einzahlung', Amount: -1_250 },
        { BookingDate: '2025-01-05', ValueDate: '2025-01-05', Text: 'Einzahlung', Amount: 10_000 },
      ],
    });
    const empty = await client.call('getVertragUmsaetze', {
      vertragsnummer: savings.contractNumber,
      jahr: '2022',
    });
    expect(empty.body.Result).toEqual({ Year: 2022, Years: [2025, 2024], Entries: [] });
  });

  describe('the export of a year', () => {
    const exported = (format: string, jahr = '2025', vertragsnummer = savings.contractNumber) =>
      client.call('exportVertragUmsaetze', { vertragsnummer, jahr, format });

    beforeEach(async () => {
      await t.factory.transaction(savings, { bookingDate: '2024-12-31', text: 'Zinsgutschrift' });
      await t.factory.transaction(savings, {
        bookingDate: '2025-01-05',
        text: '=HYPERLINK("http://x"); Einzahlung',
        amount: 123_456,
      });
      await t.factory.transaction(savings, {
        bookingDate: '2025-06-05',
        text: 'Kontoführung 🏦',
        amount: -1_250,
      });
    });

    it('gives the year as CSV to download, cells safe for spreadsheets', async () => {
      const answer = await exported('csv');
      expect(answer.statusCode).toBe(200);
      const headers = answer.response.headers;
      expect(headers['content-type']).toBe('text/csv; charset=utf-8');
      const number = savings.details.ContractIdFormatted;
      expect(headers['content-disposition']).toContain(
        `attachment; filename="Umsaetze_${number}_2025.csv"`,
      );
      expect(answer.response.body).toBe(
        '\uFEFFBuchungsdatum;Valutadatum;Buchungstext;Betrag in EUR\r\n' +
          '05.06.2025;05.06.2025;Kontoführung 🏦;-12,50\r\n' +
          `05.01.2025;05.01.2025;"'=HYPERLINK(""http://x""); Einzahlung";1.234,56\r\n`,
      );
    });

    it('gives the year as a PDF statement with its sum, over as many pages as it needs', async () => {
      const first = await exported('pdf');
      expect(first.response.headers['content-type']).toBe('application/pdf');
      const [page] = await pdfPageTexts(first.response.rawPayload);
      expect(page).toContain('Umsätze 2025');
      expect(page).toContain(`Vertragsnummer ${savings.details.ContractIdFormatted}`);
      expect(page).toContain('Kontoführung ?');
      expect(page).toMatch(/-12,50\s€/);
      expect(page).toMatch(/Summe der 2 Buchungen\s+1\.222,06\s€/);
      expect(page).toContain('Seite 1 von 1');

      for (let day = 1; day <= 80; day++) {
        await t.factory.transaction(savings, {
          bookingDate: `2023-${String(Math.ceil(day / 28)).padStart(2, '0')}-${String(((day - 1) % 28) + 1).padStart(2, '0')}`,
          text: `Einzahlung Nummer ${day} mit einem Buchungstext, der länger ist als eine Zeile der Spalte`,
        });
      }
      const pages = await pdfPageTexts((await exported('pdf', '2023')).response.rawPayload);
      expect(pages.length).toBeGreaterThan(2);
      for (const [index, text] of pages.entries()) {
        expect(text).toContain('Buchungstext');
        expect(text).toContain(`Seite ${index + 1} von ${pages.length}`);
      }
      expect(pages.join(' ')).toContain('Nummer 80');
      expect(pages.at(-1)).toContain('Summe der 80 Buchungen');

      const empty = await pdfPageTexts((await exported('pdf', '2022')).response.rawPayload);
      expect(empty[0]).toContain('Im Jahr 2022 gibt es keine Buchungen.');
    });

    it("refuses another customer's contract, a bad year and an unknown format", async () => {
      expect((await exported('csv', '2025', foreign.contractNumber)).body).toEqual({
        Status: 400,
        Errors: NOT_FOUND,
      });
      expect((await exported('csv', '20x5')).body.Errors).toEqual({
        jahr: 'Bitte wähle ein gültiges Jahr.',
      });
      expect((await exported('xlsx')).body.Errors).toEqual({ format: 'Bitte wähle CSV oder PDF.' });
    });
  });

  it.each(['20x5', '1800', '', '2025.5'])('refuses the year %j', async (year) => {
    const answer = await client.call('getVertragUmsaetze', {
      vertragsnummer: savings.contractNumber,
      jahr: year,
    });
    expect(answer.body).toEqual({
      Status: 400,
      Errors: { jahr: 'Bitte wähle ein gültiges Jahr.' },
    });
  });
});
