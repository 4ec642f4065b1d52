import { describe, expect, it } from 'vitest';
import type { Contract } from './calls/contracts.ts';
import {
  annuityInstalment,
  calendarDate,
  lastDayOfMonth,
  nextDirectDebit,
  remainingMonths,
} from './debit-schedule.ts';

type Details = Contract['Details'];

function contract(
  kind: Contract['Kind'],
  details: Partial<Details>,
): Pick<Contract, 'Kind' | 'Details'> {
  return {
    Kind: kind,
    Details: { Name: 'Vertrag', ContractIdFormatted: '1', Status: 'aktiv', ...details },
  };
}

describe('calendarDate and lastDayOfMonth', () => {
  it('pads months and days and knows leap years', () => {
    expect(calendarDate(2026, 3, 5)).toBe('2026-03-05');
    expect(lastDayOfMonth(2024, 2)).toBe(29);
    expect(lastDayOfMonth(2026, 2)).toBe(28);
    expect(lastDayOfMonth(2026, 12)).toBe(31);
  });
});

describe('nextDirectDebit', () => {
  const savings = contract('Ansparen', {
    PaymentMode: 'DIRECTDEBIT',
    PaymentInterval: 'MONTHLY',
    DirectDebitDay: 5,
    AktuelleSparrate: 10_000,
  });

  it('is the debit day of this month, or of the next once it has passed', () => {
    expect(nextDirectDebit(savings, '2026-11-05')).toEqual({ date: '2026-11-05', amount: 10_000 });
    expect(nextDirectDebit(savings, '2026-11-24')).toEqual({ date: '2026-12-05', amount: 10_000 });
    expect(nextDirectDebit(savings, '2026-12-24')?.date).toBe('2027-01-05');
  });

  it('counts a quarterly premium from the month of the main due date', () => {
    const home = contract('EigenheimHaushalt', {
      PaymentMode: 'DIRECTDEBIT',
      PaymentInterval: 'QUARTERLY',
      Hauptfaelligkeit: 2,
      DirectDebitDay: 15,
      GrossAmount: 11_850,
    });
    expect(nextDirectDebit(home, '2026-11-24')).toEqual({ date: '2027-02-15', amount: 11_850 });
    expect(nextDirectDebit(home, '2026-11-10')).toEqual({ date: '2026-11-15', amount: 11_850 });
  });

  it('debits a loan its annuity instalment', () => {
    const loan = contract('Finanzierung', {
      PaymentMode: 'DIRECTDEBIT',
      PaymentInterval: 'MONTHLY',
      DirectDebitDay: 15,
      ContractAmount: 25_000_000,
      InterestRate: 3,
      Duration: 25,
    });
    expect(annuityInstalment(loan.Details)).toBe(118_553);
    expect(nextDirectDebit(loan, '2026-11-24')).toEqual({ date: '2026-12-15', amount: 118_553 });
  });

  it('has none for a contract paid otherwise, one without interval, or one that has ended', () => {
    expect(
      nextDirectDebit(
        { ...savings, Details: { ...savings.Details, PaymentMode: 'CREDITTRANSFER' } },
        '2026-11-24',
      ),
    ).toBeNull();
    expect(
      nextDirectDebit(
        { ...savings, Details: { ...savings.Details, PaymentInterval: 'IRREGULAR' } },
        '2026-11-24',
      ),
    ).toBeNull();
    expect(
      nextDirectDebit(
        { ...savings, Details: { ...savings.Details, ToDate: '2026-11-30' } },
        '2026-11-24',
      ),
    ).toBeNull();
  });

  it('starts with a contract that has not begun yet', () => {
    const later = { ...savings, Details: { ...savings.Details, FromDate: '2027-03-01' } };
    expect(nextDirectDebit(later, '2026-11-24')?.date).toBe('2027-03-05');
  });
});

describe('remainingMonths', () => {
  const ending = (ToDate: string | null) => contract('Finanzierung', { ToDate }).Details;

  it('counts the whole months until the end', () => {
    expect(remainingMonths(ending('2047-03-31'), '2026-11-24')).toBe(244);
    expect(remainingMonths(ending('2026-12-20'), '2026-11-24')).toBe(0);
    expect(remainingMonths(ending('2026-12-24'), '2026-11-24')).toBe(1);
  });

  it('is 0 once the contract has ended, and null for one without an end', () => {
    expect(remainingMonths(ending('2025-01-31'), '2026-11-24')).toBe(0);
    expect(remainingMonths(ending(null), '2026-11-24')).toBeNull();
  });
});
