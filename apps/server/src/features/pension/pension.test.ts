import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryContract, FactoryCustomer } from '../../../test/factory.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../../../test/harness.ts';

const NOT_FOUND = { vertragsnummer: 'Der Vertrag wurde nicht gefunden.' };
const NO_DATA = { vertragsnummer: 'Zu diesem Vertrag gibt es keine Vorsorgedaten.' };

describe.skipIf(postgresUnavailable)('pension and fund products', () => {
  let t: TestApp;
  let client: ReturnType<TestApp['client']>;
  let owner: FactoryCustomer;
  let flexibleLife: FactoryContract;
  let flexibleLife20: FactoryContract;
  let vollWert: FactoryContract;
  let plainLife: FactoryContract;
  let foreign: FactoryContract;

  const change = (contract: FactoryContract, overrides: Record<string, string> = {}) => {
    const form = new URLSearchParams({
      vertragsnummer: contract.contractNumber,
      praemie: '100,00',
      risiko: 'false',
      sendemail: 'false',
      ...overrides,
    });
    if (!('slots' in overrides)) {
      for (const [slot, share] of [
        ['fonds1', '40'],
        ['fonds2', '40'],
        ['fonds3', '20'],
      ]) {
        form.append('slots[]', slot ?? '');
        form.append('anteile[]', share ?? '');
      }
    }
    return form.toString();
  };

  beforeEach(async () => {
    t = await createTestApp();
    owner = await t.factory.customer();
    flexibleLife = await t.factory.contract(owner, { kind: 'LebenRisiko' });
    flexibleLife20 = await t.factory.contract(owner, {
      kind: 'LebenRisiko',
      details: {
        Name: 'FlexibleLife 2.0',
        Produkt: 'FlexibleLife20',
        PaymentInterval: 'QUARTERLY',
      },
    });
    vollWert = await t.factory.contract(owner, {
      kind: 'LebenRisiko',
      details: { Name: 'Voll:Wert', Produkt: 'VollWert', ToDate: '2036-09-30' },
    });
    plainLife = await t.factory.contract(owner, {
      kind: 'LebenRisiko',
      details: { Name: 'Berufsunfähigkeit', Produkt: undefined },
    });
    for (const contract of [flexibleLife, flexibleLife20, vollWert]) {
      await t.factory.pension(contract);
    }
    const other = await t.factory.customer();
    foreign = await t.factory.contract(other, { kind: 'LebenRisiko' });
    await t.factory.pension(foreign);
    client = t.client();
    expect((await client.login(owner.customerNumber, owner.password)).body.Status).toBe(200);
  });
  afterEach(async () => {
    await t.close();
  });

  it('answers the pension values of a product', async () => {
    const answer = await client.call('getVorsorge', { vertragsnummer: vollWert.contractNumber });
    expect(answer.body.Result).toEqual({
      ContractId: vollWert.contractNumber,
      Produkt: 'VollWert',
      Praemie: 8_500,
      Zahlungsintervall: 'MONTHLY',
      Rueckkaufswert: 900_000,
      Garantiekapital: 2_000_000,
      Ablaufdatum: '2036-09-30',
      Risikoschutz: 3_000_000,
    });
  });

  it('changes premium and interval, kept in the contract details', async () => {
    const answer = await client.call('changeVorsorge', {
      vertragsnummer: vollWert.contractNumber,
      praemie: '1.200,00',
      zahlungsintervall: 'YEARLY',
    });
    expect(answer.body.Result).toMatchObject({ Praemie: 120_000, Zahlungsintervall: 'YEARLY' });
    const details = await client.call('getVertragDetails', {
      vertragsnummer: vollWert.contractNumber,
    });
    expect(details.body.Result).toMatchObject({
      Details: { GrossAmount: 120_000, PaymentInterval: 'YEARLY' },
    });
  });

  it.each([
    ['praemie', '0,00', 'Bitte gib einen Betrag über 0 ein.'],
    ['praemie', '-10,00', 'Bitte gib einen Betrag über 0 ein.'],
    ['praemie', '10.000,01', 'Die Prämie darf höchstens 10.000,00 € betragen.'],
    ['praemie', '1.000,000', 'Bitte gib den Betrag im Format 1.234,56 ein.'],
    ['praemie', '1e5', 'Bitte gib den Betrag im Format 1.234,56 ein.'],
    ['zahlungsintervall', 'WEEKLY', 'Bitte wähle ein Zahlungsintervall.'],
  ])('refuses a pension change with %s %j', async (field, value, message) => {
    const answer = await client.call('changeVorsorge', {
      vertragsnummer: vollWert.contractNumber,
      praemie: '100,00',
      zahlungsintervall: 'MONTHLY',
      [field]: value,
    });
    expect(answer.body).toEqual({ Status: 400, Errors: { [field]: message } });
    const after = await client.call('getVorsorge', { vertragsnummer: vollWert.contractNumber });
    expect(after.body.Result).toMatchObject({ Praemie: 8_500 });
  });

  it('answers a foreign contract like a missing one, and one without data as such', async () => {
    for (const name of ['getVorsorge', 'fondsDaten', 'getFlexibleLife'] as const) {
      const theirs = await client.call(name, { vertragsnummer: foreign.contractNumber });
      const missing = await client.call(name, { vertragsnummer: '123456789' });
      expect(theirs.body).toEqual({ Status: 400, Errors: NOT_FOUND });
      expect(missing.body).toEqual(theirs.body);
    }
    const plain = await client.call('getVorsorge', { vertragsnummer: plainLife.contractNumber });
    expect(plain.body).toEqual({ Status: 400, Errors: NO_DATA });
    // Each product has its own calls.
    const wrongProduct = await client.call('getFlexibleLife20', {
      vertragsnummer: flexibleLife.contractNumber,
    });
    expect(wrongProduct.body).toEqual({ Status: 400, Errors: NO_DATA });
  });

  it('answers the funds of FlexibleLife, FlexibleLife 2.0 and Voll:Wert', async () => {
    const calls = [
      ['fondsDaten', flexibleLife],
      ['fondsDaten20', flexibleLife20],
      ['vollWertFondsDaten', vollWert],
    ] as const;
    for (const [name, contract] of calls) {
      const answer = await client.call(name, { vertragsnummer: contract.contractNumber });
      expect(answer.body.Result).toEqual({
        ContractId: contract.contractNumber,
        Stichtag: '2026-11-19',
        Gesamtwert: 500_000,
        Fonds: [
          {
            Slot: 'fonds1',
            Name: 'Aktien Welt',
            Isin: 'AT0000000011',
            Anteil: 50,
            Stueck: 10.5,
            Wert: 250_000,
          },
          {
            Slot: 'fonds2',
            Name: 'Anleihen Euro',
            Isin: 'AT0000000029',
            Anteil: 30,
            Stueck: 20.125,
            Wert: 200_000,
          },
          {
            Slot: 'fonds3',
            Name: 'Geldmarkt',
            Isin: 'AT0000000037',
            Anteil: 20,
            Stueck: 5,
            Wert: 50_000,
          },
        ],
        Verlauf: [
          { Datum: '2026-09-30', Wert: 480_000 },
          { Datum: '2026-10-31', Wert: 495_000 },
        ],
      });
    }
  });

  it('changes premium and fund shares of a FlexibleLife', async () => {
    const answer = await client.raw({
      query: 'Mode=MeinServicebereich&Function=ChangeFlexibleLife',
      body: change(flexibleLife, { risiko: 'true', sendemail: 'true' }),
    });
    expect(answer.body.Status).toBe(200);
    expect(answer.body.Result).toMatchObject({
      Praemie: 10_000,
      // The risk cover moves with the premium: 3.000.000 × 100,00 / 85,00.
      Risikoschutz: 3_529_412,
      Emailbestaetigung: true,
    });
    const kept = await client.call('getFlexibleLife', {
      vertragsnummer: flexibleLife.contractNumber,
    });
    const result = kept.body.Result as { Fonds: { Anteil: number }[] };
    expect(result.Fonds.map((f) => f.Anteil)).toEqual([40, 40, 20]);
  });

  it('refuses a FlexibleLife 2.0 premium of zero', async () => {
    const answer = await client.raw({
      query: 'Mode=MeinServicebereich&Function=ChangeFlexibleLife20',
      body: change(flexibleLife20, { praemie: '0,00' }),
    });
    expect(answer.body).toEqual({
      Status: 400,
      Errors: { praemie: 'Bitte gib einen Betrag über 0 ein.' },
    });
  });

  it('refuses shares that do not add up to 100 % or name a fund twice, and changes nothing', async () => {
    const body = (slots: string[], shares: string[]) => {
      const form = new URLSearchParams({
        vertragsnummer: flexibleLife.contractNumber,
        praemie: '100,00',
      });
      slots.forEach((s) => form.append('slots[]', s));
      shares.forEach((s) => form.append('anteile[]', s));
      return form.toString();
    };
    const query = 'Mode=MeinServicebereich&Function=ChangeFlexibleLife';
    const sum = await client.raw({ query, body: body(['fonds1', 'fonds2'], ['50', '40']) });
    expect(sum.body.Errors).toEqual({ anteile: 'Die Anteile müssen zusammen 100 % ergeben.' });
    const twice = await client.raw({ query, body: body(['fonds1', 'fonds1'], ['50', '50']) });
    expect(twice.body.Errors).toEqual({ slots: 'Der Fonds ist ungültig.' });
    const unknown = await client.raw({ query, body: body(['fonds7'], ['100']) });
    expect(unknown.body.Errors).toEqual({ slots: 'Der Fonds ist ungültig.' });
    const noSlot = await client.raw({ query, body: body(['fonds9'], ['100']) });
    expect(noSlot.body.Errors).toEqual({ slots: 'Der Fonds ist ungültig.' });
    const mismatch = await client.raw({ query, body: body(['fonds1', 'fonds2'], ['100']) });
    expect(mismatch.body.Errors).toEqual({ anteile: 'Bitte gib zu jedem Fonds einen Anteil an.' });
    const kept = await client.call('getFlexibleLife', {
      vertragsnummer: flexibleLife.contractNumber,
    });
    expect(kept.body.Result).toMatchObject({ Praemie: 8_500 });
  });
});
