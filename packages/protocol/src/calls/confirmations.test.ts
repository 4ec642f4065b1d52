import { describe, expect, it } from 'vitest';
import { confirmationKindsOf } from '../confirmation-kinds.ts';
import type { Contract } from './contracts.ts';
import {
  CONFIRMATION_MESSAGES,
  confirmationCalls,
  confirmationDocument,
  formatConfirmationCode,
  holderName,
  isInForce,
  normalizeConfirmationCode,
} from './confirmations.ts';

function contract(kind: Contract['Kind'], details: Partial<Contract['Details']> = {}): Contract {
  return {
    ContractId: '7300418857',
    Kind: kind,
    Motives: {},
    Features: {},
    Details: { Name: 'Vertrag', ContractIdFormatted: '730-041.885-7', Status: 'aktiv', ...details },
  };
}

const CAR = contract('KFZ', {
  Name: 'Kfz-Versicherung',
  FromDate: '2023-03-01',
  ToDate: null,
  KfzBezeichnung: 'Škoda Octavia Combi 2.0 TDI',
  KfzKennzeichen: 'W-48213K',
  KfzDeckungen: [
    { Deckung: 'Haftpflicht', Betrag: 4_820 },
    { Deckung: 'Vollkasko', Betrag: 6_190 },
  ],
  GrossAmount: 11_010,
  PaymentInterval: 'MONTHLY',
});

const INPUT = {
  holder: 'Mag. Katharina Hofer',
  asOf: '2026-11-20',
  issued: '2026-11-20',
  number: '7K3M-9QXD',
  amount: 0,
};

describe('verification codes', () => {
  it('reads a code as typed: any case, with dashes or spaces, O for 0 and I or L for 1', () => {
    const code = '0123456789ABCDEFGHJKMNPQRSTV';
    expect(normalizeConfirmationCode(code)).toBe(code);
    expect(normalizeConfirmationCode(formatConfirmationCode(code).toLowerCase())).toBe(code);
    expect(normalizeConfirmationCode(' o123 4567 89ab cdef ghjk mnpq rstv ')).toBe(code);
    expect(normalizeConfirmationCode('Ol23456789ABCDEFGHJKMNPQRSTV')).toBe(code);
  });

  it('is no code with a character outside the alphabet or of another length', () => {
    expect(normalizeConfirmationCode('0123456789ABCDEFGHJKMNPQRSTU')).toBeNull();
    expect(normalizeConfirmationCode('0123456789ABCDEFGHJKMNPQRST')).toBeNull();
    expect(normalizeConfirmationCode('')).toBeNull();
  });

  it('prints a code in groups of four', () => {
    expect(formatConfirmationCode('0123456789ABCDEFGHJKMNPQRSTV')).toBe(
      '0123-4567-89AB-CDEF-GHJK-MNPQ-RSTV',
    );
  });
});

describe('the confirmations of a contract', () => {
  it('offers the insurance confirmation for every insurance, and motor liability with a plate', () => {
    expect(confirmationKindsOf(CAR)).toEqual(['versicherung', 'kfz-haftpflicht']);
    const ebike = contract('KFZ', { KfzBezeichnung: 'KTM Macina Style 720', GrossAmount: 1_290 });
    expect(confirmationKindsOf(ebike)).toEqual(['versicherung']);
    for (const kind of [
      'LebenRisiko',
      'EigenheimHaushalt',
      'Rechtschutz',
      'UnfallKrankheit',
    ] as const) {
      expect(confirmationKindsOf(contract(kind))).toEqual(['versicherung']);
    }
  });

  it('offers a balance for savings and the amount owed for a loan, nothing for a fund plan', () => {
    expect(confirmationKindsOf(contract('Ansparen', { Balance: 100 }))).toEqual(['kontostand']);
    expect(confirmationKindsOf(contract('Finanzierung', { Balance: -100 }))).toEqual([
      'aushaftung',
    ]);
    expect(confirmationKindsOf(contract('Andere', { Balance: 100 }))).toEqual([]);
    expect(confirmationKindsOf(contract('Ansparen'))).toEqual([]);
  });

  it('holds an insurance in force while it is active, from its start to its end', () => {
    const insurance = contract('Rechtschutz', { FromDate: '2020-01-01', ToDate: '2030-12-31' });
    expect(isInForce(insurance, '2026-11-20')).toBe(true);
    expect(isInForce(insurance, '2019-12-31')).toBe(false);
    expect(isInForce(insurance, '2031-01-01')).toBe(false);
    expect(
      isInForce(
        { ...insurance, Details: { ...insurance.Details, Status: 'storniert' } },
        '2026-11-20',
      ),
    ).toBe(false);
  });
});

describe('the document', () => {
  it('confirms an insurance with its holder, period, cover and premium', () => {
    const document = confirmationDocument('versicherung', CAR, INPUT);
    expect(document).toMatchObject({
      Titel: 'Versicherungsbestätigung',
      Aussteller: 'Servicebereich Versicherung AG',
      Stichtag: '2026-11-20',
      Nummer: '7K3M-9QXD',
    });
    expect(Object.fromEntries(document.Angaben.map((f) => [f.Bezeichnung, f.Wert]))).toEqual({
      'Versicherungsnehmer/in': 'Mag. Katharina Hofer',
      Polizzennummer: '730-041.885-7',
      Produkt: 'Kfz-Versicherung',
      Sparte: 'Kfz-Versicherung',
      Versicherungsbeginn: '01.03.2023',
      Vertragsende: 'unbefristet',
      Fahrzeug: 'Škoda Octavia Combi 2.0 TDI',
      Kennzeichen: 'W-48213K',
      'Versicherte Deckungen': 'Haftpflicht, Vollkasko',
      Prämie: '110,10\u00a0€ monatlich',
      Stichtag: '20.11.2026',
    });
    expect(document.Erklaerung).toBe(
      'Wir bestätigen, dass der oben angeführte Versicherungsvertrag am 20.11.2026 aufrecht ist.',
    );
  });

  it('confirms motor liability with the vehicle and its plate', () => {
    const document = confirmationDocument('kfz-haftpflicht', CAR, INPUT);
    expect(document.Titel).toBe('Bestätigung der Kfz-Haftpflichtversicherung');
    expect(document.Angaben).toContainEqual({ Bezeichnung: 'Kennzeichen', Wert: 'W-48213K' });
    expect(document.Angaben).toContainEqual({
      Bezeichnung: 'Deckung',
      Wert: 'Kfz-Haftpflichtversicherung',
    });
    expect(document.Erklaerung).toContain('mit dem Kennzeichen W-48213K am 20.11.2026');
  });

  it('confirms a balance and an amount owed at the end of the day chosen, by the building society', () => {
    const savings = contract('Ansparen', { Name: 'Bausparvertrag', Balance: 250_000 });
    const balance = confirmationDocument('kontostand', savings, {
      ...INPUT,
      asOf: '2025-12-31',
      amount: 1_234_567,
    });
    expect(balance.Aussteller).toBe('Servicebereich Bausparkasse AG');
    expect(balance.Angaben).toContainEqual({ Bezeichnung: 'Kontostand', Wert: '12.345,67\u00a0€' });
    expect(balance.Angaben).toContainEqual({
      Bezeichnung: 'Stichtag',
      Wert: '31.12.2025, Tagesende',
    });
    const loan = contract('Finanzierung', { ContractAmount: 25_000_000, Balance: -20_000_000 });
    const owed = confirmationDocument('aushaftung', loan, { ...INPUT, amount: 20_000_000 });
    expect(owed.Angaben).toContainEqual({ Bezeichnung: 'Kreditbetrag', Wert: '250.000,00\u00a0€' });
    expect(owed.Angaben).toContainEqual({
      Bezeichnung: 'Aushaftender Betrag',
      Wert: '200.000,00\u00a0€',
    });
  });
});

describe('the holder', () => {
  it('is named with the titles before and, after a comma, the one after', () => {
    const name = { titlePrefix: '', firstName: 'Aylin', lastName: 'Demir', titleSuffix: '' };
    expect(holderName(name)).toBe('Aylin Demir');
    expect(holderName({ ...name, titlePrefix: 'Dr.', titleSuffix: 'BSc' })).toBe(
      'Dr. Aylin Demir, BSc',
    );
  });
});

describe('the request', () => {
  const params = confirmationCalls.bestaetigungAnfordern.params;

  it('takes the as-of day empty, left out or as a real date', () => {
    const base = { vertragsnummer: '4102738561', art: 'kontostand' };
    expect(params.parse({ ...base, stichtag: '2025-12-31' }).stichtag).toBe('2025-12-31');
    expect(params.parse({ ...base, stichtag: '' }).stichtag).toBe('');
    expect(params.parse(base).stichtag).toBeUndefined();
    const wrong = params.safeParse({ ...base, stichtag: '2025-02-30' });
    expect(wrong.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ['stichtag', CONFIRMATION_MESSAGES.asOfInvalid],
    ]);
  });
});
