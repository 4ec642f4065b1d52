import type { Contract } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import { offersPage, overviewActions } from './contract-pages.ts';

function contract(overrides: Partial<Contract> & { details?: Partial<Contract['Details']> }) {
  const { details, ...rest } = overrides;
  return {
    ContractId: '4102738561',
    Kind: 'Ansparen',
    Motives: { geld: 'Mein Vermögen' },
    Features: {},
    ...rest,
    Details: {
      Name: 'Bausparvertrag',
      ContractIdFormatted: '410-273.856-1',
      Status: 'aktiv',
      ...details,
    },
  } satisfies Contract;
}

describe('contract pages', () => {
  it('offers deposits, payouts and the SEPA change for a savings contract paid by direct debit', () => {
    const savings = contract({ details: { Balance: 100, PaymentMode: 'DIRECTDEBIT' } });
    expect(overviewActions(savings)).toEqual([
      'vertragsdetails',
      'umsaetze',
      'sepa-lastschrift',
      'einzahlung',
      'auszahlung',
      'berater',
      'bestaetigungen',
    ]);
  });

  it('offers the spontaneous repayment only for a loan with a debt', () => {
    const loan = contract({ Kind: 'Finanzierung', details: { Balance: -100 } });
    expect(offersPage(loan, 'spontanrueckzahlung')).toBe(true);
    expect(
      offersPage({ ...loan, Details: { ...loan.Details, Balance: 0 } }, 'spontanrueckzahlung'),
    ).toBe(false);
    expect(offersPage(loan, 'einzahlung')).toBe(false);
  });

  it('offers adjusting and funds for pension products only', () => {
    const life = contract({ Kind: 'LebenRisiko', details: { Produkt: 'VollWert' } });
    expect(overviewActions(life)).toEqual([
      'vertragsdetails',
      'umsaetze',
      'anpassen',
      'fonds',
      'berater',
      'bestaetigungen',
    ]);
    const plain = contract({ Kind: 'LebenRisiko' });
    expect(offersPage(plain, 'fonds')).toBe(false);
  });

  it('offers voucher and inspection for a motor contract with a plate, storm warning by Feature', () => {
    const car = contract({ Kind: 'KFZ', details: { KfzKennzeichen: 'W-1A' } });
    expect(offersPage(car, 'gutschein')).toBe(true);
    expect(offersPage(car, 'kfz-begutachtung')).toBe(true);
    const bike = contract({ Kind: 'KFZ' });
    expect(offersPage(bike, 'kfz-begutachtung')).toBe(false);
    expect(offersPage(contract({ Features: { Unwetter: true } }), 'unwetterwarnung')).toBe(true);
    expect(offersPage(contract({ Features: { Unwetter: false } }), 'unwetterwarnung')).toBe(false);
  });

  it('offers confirmations where the contract has one: insurance, savings, loans, not fund plans', () => {
    expect(offersPage(contract({ Kind: 'Rechtschutz' }), 'bestaetigungen')).toBe(true);
    expect(offersPage(contract({ details: { Balance: 100 } }), 'bestaetigungen')).toBe(true);
    const loan = contract({ Kind: 'Finanzierung', details: { Balance: -100 } });
    expect(offersPage(loan, 'bestaetigungen')).toBe(true);
    const fundPlan = contract({ Kind: 'Andere', details: { Balance: 100 } });
    expect(offersPage(fundPlan, 'bestaetigungen')).toBe(false);
  });
});
