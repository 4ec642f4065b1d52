import type { Contract } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import { contractLines } from './contract-lines.ts';

function contract(kind: Contract['Kind'], details: Partial<Contract['Details']>): Contract {
  return {
    ContractId: '1',
    Kind: kind,
    Motives: {},
    Features: {},
    Details: { Name: 'Vertrag', ContractIdFormatted: '410-1', Status: 'aktiv', ...details },
  };
}

describe('contractLines', () => {
  it('names a premium with its interval', () => {
    expect(
      contractLines(
        contract('EigenheimHaushalt', { GrossAmount: 11_850, PaymentInterval: 'QUARTERLY' }),
      ),
    ).toEqual(['410-1', 'Prämie: 118,50\u00a0€ vierteljährlich']);
  });

  it('shows what is still owed on a loan as the open amount', () => {
    expect(contractLines(contract('Finanzierung', { Balance: -23_145_678 }))).toEqual([
      '410-1',
      'Offener Betrag: 231.456,78\u00a0€',
    ]);
  });

  it('shows the plate of a motor contract and the balance of savings', () => {
    expect(
      contractLines(
        contract('KFZ', {
          KfzKennzeichen: 'W-48213K',
          GrossAmount: 9_000,
          PaymentInterval: 'MONTHLY',
        }),
      ),
    ).toEqual(['410-1', 'Kennzeichen: W-48213K', 'Prämie: 90,00\u00a0€ monatlich']);
    expect(contractLines(contract('Ansparen', { Balance: 512_345 }))).toEqual([
      '410-1',
      'Kontostand: 5.123,45\u00a0€',
    ]);
  });

  it('names the status only where it is not the usual one', () => {
    expect(contractLines(contract('Rechtschutz', { Status: 'ruhend' }))).toEqual([
      '410-1',
      'Status: ruhend',
    ]);
  });
});
