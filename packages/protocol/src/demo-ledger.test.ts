import { describe, expect, it } from 'vitest';
import {
  demoLedger,
  type LedgerBooking,
  type LedgerDetails,
  type LedgerOptions,
} from './demo-ledger.ts';

const TODAY = '2026-11-20';
const OPTIONS: LedgerOptions = { today: TODAY, savingsAccountFee: 500, fundGainPercent: 7 };

const SAVINGS: LedgerDetails = {
  Name: 'Bausparvertrag',
  Status: 'aktiv',
  FromDate: '2022-01-01',
  AktuelleSparrate: 10_000,
  InterestRate: 2,
  DirectDebitDay: 5,
  PaymentInterval: 'MONTHLY',
};

const LOAN: LedgerDetails = {
  Name: 'Wohnbaukredit',
  Status: 'aktiv',
  FromDate: '2022-04-01',
  Duration: 25,
  ContractAmount: 25_000_000,
  InterestRate: 3,
  DirectDebitDay: 15,
  PaymentInterval: 'MONTHLY',
};

function sum(transactions: readonly LedgerBooking[]): number {
  return transactions.reduce((total, t) => total + t.Amount, 0);
}

describe('demoLedger', () => {
  it('sums a savings ledger to its balance, with the year-end bookings at 31.12', () => {
    const { transactions, balance } = demoLedger('savings', SAVINGS, OPTIONS);
    expect(balance).toBe(sum(transactions));
    const yearEnd = transactions.filter((t) => t.BookingDate === '2024-12-31').map((t) => t.Text);
    expect(yearEnd).toEqual([
      'Zinsgutschrift 2024',
      'Kapitalertragsteuer 2024',
      'Bausparprämie 2024',
      'Kontoführungsgebühr 2024',
    ]);
    const fees = transactions.filter((t) => t.Text.startsWith('Kontoführungsgebühr'));
    expect(fees.map((t) => t.Amount)).toEqual([-500, -500, -500, -500]);
    // 12 deposits of 100 € a year: 1.5 % state premium on 1,200 €.
    expect(transactions.find((t) => t.Text === 'Bausparprämie 2024')?.Amount).toBe(1_800);
    const interest = transactions.find((t) => t.Text === 'Zinsgutschrift 2024')?.Amount ?? 0;
    const tax = transactions.find((t) => t.Text === 'Kapitalertragsteuer 2024')?.Amount;
    expect(interest).toBeGreaterThan(0);
    expect(tax).toBe(-Math.round(interest / 4));
  });

  it('books nothing after today, whatever the ledger', () => {
    for (const today of ['2026-11-20', '2026-12-30', '2027-01-04']) {
      const options = { ...OPTIONS, today };
      const all = [
        demoLedger('savings', SAVINGS, options),
        demoLedger('fundPlan', SAVINGS, options),
        demoLedger('loan', LOAN, options),
        demoLedger('premiums', { ...LOAN, GrossAmount: 1_000 }, options),
      ].flatMap((ledger) => ledger.transactions);
      expect(all.length).toBeGreaterThan(0);
      expect(
        all.every((t) => t.BookingDate <= today),
        today,
      ).toBe(true);
    }
  });

  it('starts at the ledger start for contracts that began earlier', () => {
    const { transactions } = demoLedger('savings', SAVINGS, {
      ...OPTIONS,
      ledgerStart: '2024-01-01',
    });
    expect(transactions[0]?.BookingDate).toBe('2024-01-05');
  });

  it('books nothing for a contract without a start', () => {
    const { FromDate: _, ...unstarted } = SAVINGS;
    expect(demoLedger('savings', unstarted, OPTIONS)).toEqual({ transactions: [] });
  });

  it('values a fund plan at its deposits plus the gain', () => {
    const { transactions, balance } = demoLedger('fundPlan', SAVINGS, {
      ...OPTIONS,
      fundGainPercent: 8,
    });
    expect(transactions.every((t) => t.Text === 'Sparplan-Einzahlung')).toBe(true);
    expect(balance).toBe(Math.round(sum(transactions) * 1.08));
  });

  it('pays a loan out and brings its balance down with every instalment', () => {
    const { transactions, balance } = demoLedger('loan', LOAN, OPTIONS);
    expect(transactions[0]).toEqual({
      BookingDate: '2022-04-01',
      ValueDate: '2022-04-01',
      Text: 'Auszahlung Wohnbaukredit',
      Amount: -25_000_000,
    });
    expect(balance).toBe(sum(transactions));
    expect(balance).toBeGreaterThan(-25_000_000);
    expect(balance).toBeLessThan(0);
    const instalments = transactions.filter((t) => t.Text === 'Kreditrate');
    expect(instalments[0]?.BookingDate).toBe('2022-05-15');
    // After each year's bookings, less is owed than a year before.
    const owed = [2022, 2023, 2024, 2025].map((year) =>
      sum(transactions.filter((t) => t.BookingDate <= `${year}-12-31`)),
    );
    for (const [i, value] of owed.entries()) {
      if (i > 0) expect(value).toBeGreaterThan(owed[i - 1] ?? 0);
    }
    const interest = transactions.filter((t) => t.Text.startsWith('Sollzinsen'));
    expect(interest.map((t) => t.BookingDate.slice(5))).toContain('09-30');
    expect(interest.every((t) => t.Amount < 0)).toBe(true);
  });

  it('debits premiums every interval counted from the main due month', () => {
    const premiums = (interval: LedgerDetails['PaymentInterval'], due: number) =>
      demoLedger(
        'premiums',
        {
          Name: 'Haushaltsversicherung',
          Status: 'aktiv',
          FromDate: '2024-01-01',
          GrossAmount: 12_000,
          Hauptfaelligkeit: due,
          PaymentInterval: interval,
        },
        OPTIONS,
      ).transactions;

    const quarterly = premiums('QUARTERLY', 2).filter((t) => t.BookingDate.startsWith('2025'));
    expect(quarterly.map((t) => t.BookingDate)).toEqual([
      '2025-02-01',
      '2025-05-01',
      '2025-08-01',
      '2025-11-01',
    ]);
    expect(quarterly.every((t) => t.Amount === -12_000)).toBe(true);
    expect(quarterly[0]?.Text).toBe('Prämie Haushaltsversicherung');
    expect(premiums('YEARLY', 11).map((t) => t.BookingDate)).toEqual([
      '2024-11-01',
      '2025-11-01',
      '2026-11-01',
    ]);
    expect(premiums('HALF-YEARLY', 9).map((t) => t.BookingDate.slice(5, 7))).toEqual([
      '03',
      '09',
      '03',
      '09',
      '03',
      '09',
    ]);
    expect(premiums('MONTHLY', 7)).toHaveLength(35);
    expect(premiums(undefined, 1)).toEqual([]);
  });

  it('debits motor premiums per coverage', () => {
    const { transactions } = demoLedger(
      'premiums',
      {
        Name: 'Kfz-Versicherung',
        Status: 'aktiv',
        FromDate: '2026-11-01',
        KfzDeckungen: [
          { Deckung: 'Haftpflicht', Betrag: 4_820 },
          { Deckung: 'Vollkasko', Betrag: 6_190 },
        ],
        DirectDebitDay: 5,
        PaymentInterval: 'MONTHLY',
      },
      OPTIONS,
    );
    expect(transactions.map((t) => [t.Text, t.Amount])).toEqual([
      ['Prämie Kfz-Haftpflicht', -4_820],
      ['Prämie Kfz-Vollkasko', -6_190],
    ]);
  });

  it('gives the same bookings for the same day', () => {
    expect(demoLedger('loan', LOAN, OPTIONS)).toEqual(demoLedger('loan', LOAN, OPTIONS));
  });
});
