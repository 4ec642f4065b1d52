import type { Contract } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import { summaryProgress, summaryRows } from './contract-summary.ts';

function contract(kind: Contract['Kind'], details: Partial<Contract['Details']>): Contract {
  return {
    ContractId: '4102738561',
    Kind: kind,
    Motives: { geld: 'Geld' },
    Features: {},
    Details: { Name: 'Vertrag', ContractIdFormatted: '410-273.856-1', Status: 'aktiv', ...details },
  };
}

const TODAY = '2026-11-16';

describe('summaryProgress', () => {
  it("is a loan's part repaid of what was lent", () => {
    const loan = contract('Finanzierung', { ContractAmount: 25_000_000, Balance: -21_653_345 });
    expect(summaryProgress(loan, TODAY)).toEqual({
      text: 'Getilgt: 33.466,55\u00a0€ von 250.000,00\u00a0€ (13 %)',
      value: 3_346_655,
      max: 25_000_000,
    });
  });

  it('counts a loan overpaid as repaid in full, and none without the amount lent', () => {
    const paid = contract('Finanzierung', { ContractAmount: 1_000_000, Balance: 500 });
    expect(summaryProgress(paid, TODAY)?.value).toBe(1_000_000);
    expect(summaryProgress(contract('Finanzierung', { Balance: -100 }), TODAY)).toBeNull();
  });

  it("is a savings contract's balance toward its contract sum", () => {
    const savings = contract('Ansparen', {
      ContractAmount: 1_500_000,
      Balance: 610_215,
      FromDate: '2022-01-01',
      ToDate: '2027-12-31',
    });
    expect(summaryProgress(savings, TODAY)).toEqual({
      text: 'Angespart: 6.102,15\u00a0€ von 15.000,00\u00a0€ Vertragssumme (40 %)',
      value: 610_215,
      max: 1_500_000,
    });
  });

  it("is any other contract's term as of today, with what is left", () => {
    const savings = contract('Ansparen', { FromDate: '2022-01-01', ToDate: '2027-12-31' });
    const progress = summaryProgress(savings, TODAY);
    expect(progress?.text).toBe('Laufzeit 01.01.2022 bis 31.12.2027, noch 1 Jahr und 1 Monat');
    expect(progress?.value).toBeGreaterThan(0);
    expect(progress?.value).toBeLessThan(progress?.max ?? 0);
  });

  it('says when a term has ended, and has none without an end', () => {
    const ended = contract('KFZ', { FromDate: '2020-01-01', ToDate: '2025-12-31' });
    expect(summaryProgress(ended, TODAY)?.text).toBe(
      'Laufzeit 01.01.2020 bis 31.12.2025, abgelaufen',
    );
    expect(summaryProgress(ended, TODAY)?.value).toBe(summaryProgress(ended, TODAY)?.max);
    const open = contract('Rechtschutz', { FromDate: '2020-01-01', ToDate: null });
    expect(summaryProgress(open, TODAY)).toBeNull();
  });
});

describe('summaryRows', () => {
  it("names a savings contract's next debit and its rate", () => {
    const savings = contract('Ansparen', {
      FromDate: '2022-01-01',
      ToDate: '2027-12-31',
      AktuelleSparrate: 10_000,
      PaymentInterval: 'MONTHLY',
      PaymentMode: 'DIRECTDEBIT',
      DirectDebitDay: 5,
    });
    expect(summaryRows(savings, TODAY)).toEqual([
      { label: 'Nächste Abbuchung am 05.12.2026', value: '100,00\u00a0€' },
      { label: 'Sparrate', value: '100,00\u00a0€ monatlich' },
    ]);
  });

  it("names a loan's instalment", () => {
    const loan = contract('Finanzierung', {
      ContractAmount: 25_000_000,
      InterestRate: 3,
      Duration: 25,
      PaymentInterval: 'MONTHLY',
    });
    expect(summaryRows(loan, TODAY)).toEqual([
      { label: 'Rate', value: '1.185,53\u00a0€ monatlich' },
    ]);
  });

  it('names what an insurance covers', () => {
    const car = contract('KFZ', {
      KfzBezeichnung: 'VW Golf',
      KfzDeckungen: [
        { Deckung: 'Haftpflicht', Betrag: 4_000 },
        { Deckung: 'Teilkasko', Betrag: 3_450 },
      ],
    });
    expect(summaryRows(car, TODAY)).toEqual([
      { label: 'Fahrzeug', value: 'VW Golf' },
      { label: 'Versichert', value: 'Haftpflicht, Teilkasko' },
    ]);
    const home = contract('EigenheimHaushalt', {
      HoechsthaftungssummeHaushalt: 12_000_000,
      Risikoadresse: 'Hauptstraße 1, 1010 Wien',
    });
    expect(summaryRows(home, TODAY)).toEqual([
      { label: 'Höchsthaftungssumme Haushalt', value: '120.000,00\u00a0€' },
      { label: 'Versicherte Adresse', value: 'Hauptstraße 1, 1010 Wien' },
    ]);
  });
});
