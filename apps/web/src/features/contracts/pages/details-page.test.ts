import type { Contract } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import { detailSections } from './details-page.tsx';
import { filterEntries, groupByBookingDate } from './transactions-page.tsx';

/** Every label and value of the details, whatever part it is in. */
const detailRows = (contract: Contract, today: string) =>
  detailSections(contract, today).flatMap((section) => section.rows);

describe('contract details', () => {
  it('shows the fields a contract has in German formats, and no others', () => {
    const motor: Contract = {
      ContractId: '7300418857',
      Kind: 'KFZ',
      Motives: { mobilitaet: 'Sicher unterwegs' },
      Features: {},
      Details: {
        Name: 'Kfz-Versicherung',
        ContractIdFormatted: '730-041.885-7',
        Status: 'aktiv',
        FromDate: '2023-03-01',
        ToDate: null,
        KfzKennzeichen: 'W-48213K',
        KfzDeckungen: [{ Deckung: 'Haftpflicht', Betrag: 482_050 }],
        Hauptfaelligkeit: 1,
        Iban: 'AT482011182931746502',
        DirectDebitDay: 15,
        PaymentInterval: 'HALF-YEARLY',
        Wertanpassung: 'J',
      },
    };
    expect(Object.fromEntries(detailRows(motor, '2026-11-24'))).toEqual({
      Produkt: 'Kfz-Versicherung',
      Vertragsnummer: '730-041.885-7',
      Status: 'aktiv',
      Vertragsbeginn: '01.03.2023',
      Vertragsende: 'unbefristet',
      Wertanpassung: 'Ja',
      Zahlungsintervall: 'halbjährlich',
      Hauptfälligkeit: 'Jänner',
      IBAN: 'AT48 2011 1829 3174 6502',
      Abbuchungstag: '15. des Monats',
      Kennzeichen: 'W-48213K',
      'Prämie Haftpflicht': '4.820,50\u00a0€',
    });
  });

  it('gives a loan its instalment, whether its rate is fixed, and the term left', () => {
    const loan: Contract = {
      ContractId: '6100452978',
      Kind: 'Finanzierung',
      Motives: { wohnen: 'Mein Zuhause' },
      Features: {},
      Details: {
        Name: 'Wohnbaukredit',
        ContractIdFormatted: '610-045.297-8',
        Status: 'aktiv',
        ToDate: '2047-03-31',
        Duration: 25,
        Balance: -21_653_345,
        ContractAmount: 25_000_000,
        InterestRate: 3,
        InterestRateType: 'fix',
      },
    };
    const rows = Object.fromEntries(detailRows(loan, '2026-11-24'));
    expect(rows).not.toHaveProperty('Kontostand');
    expect(rows).toMatchObject({
      'Offener Betrag': '216.533,45\u00a0€',
      Zinssatz: '3\u00a0% fix',
      Kreditrate: '1.185,53\u00a0€ monatlich',
      Restlaufzeit: '20 Jahre und 4 Monate',
    });
  });
  it('puts the fields in parts under headings, and leaves out a part without a field', () => {
    const savings: Contract = {
      ContractId: '4102738561',
      Kind: 'Ansparen',
      Motives: { wohnen: 'Mein Zuhause' },
      Features: {},
      Details: {
        Name: 'Bausparvertrag',
        ContractIdFormatted: '410-273.856-1',
        Status: 'aktiv',
        FromDate: '2021-02-01',
        Balance: 620_215,
        AktuelleSparrate: 10_000,
        PaymentMode: 'DIRECTDEBIT',
        Iban: 'AT282040400041738265',
        DirectDebitDay: 5,
      },
    };
    expect(
      detailSections(savings, '2026-11-24').map((section) => [
        section.heading,
        section.rows.map(([label]) => label),
      ]),
    ).toEqual([
      ['Vertrag', ['Produkt', 'Vertragsnummer', 'Status', 'Vertragsbeginn']],
      ['Beträge und Konditionen', ['Kontostand', 'Aktuelle Sparrate']],
      ['Zahlung', ['Zahlungsart', 'Abbuchungstag', 'IBAN']],
    ]);
  });
});

describe('transactions', () => {
  it('groups entries by booking date in the given order', () => {
    const entry = (date: string, text: string) => ({
      BookingDate: date,
      ValueDate: date,
      Text: text,
      Amount: 100,
    });
    const groups = groupByBookingDate([
      entry('2025-12-31', 'Zinsen'),
      entry('2025-12-31', 'KESt'),
      entry('2025-12-05', 'Einzahlung'),
    ]);
    expect(groups.map((g) => [g.date, g.entries.map((e) => e.Text)])).toEqual([
      ['2025-12-31', ['Zinsen', 'KESt']],
      ['2025-12-05', ['Einzahlung']],
    ]);
  });

  it('finds entries by every word of the search, in the text or the amount, without accents', () => {
    const entry = (text: string, amount: number) => ({
      BookingDate: '2025-12-31',
      ValueDate: '2025-12-31',
      Text: text,
      Amount: amount,
    });
    const entries = [
      entry('Prämie Kfz-Haftpflicht', -4_820),
      entry('Einzahlung', 10_000),
      entry('Zinsgutschrift 2025', 1_234),
    ];
    const texts = (query: string) => filterEntries(entries, query).map((e) => e.Text);
    expect(texts('pramie')).toEqual(['Prämie Kfz-Haftpflicht']);
    expect(texts('100,00')).toEqual(['Einzahlung']);
    expect(texts('zins 12,34')).toEqual(['Zinsgutschrift 2025']);
    expect(texts('  ')).toHaveLength(3);
    expect(texts('Kündigung')).toEqual([]);
  });
});
