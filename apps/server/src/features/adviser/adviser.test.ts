import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryCustomer } from '../../../test/factory.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../../../test/harness.ts';

describe.skipIf(postgresUnavailable)('GetBerater', () => {
  let t: TestApp;
  let client: ReturnType<TestApp['client']>;
  let owner: FactoryCustomer;

  beforeEach(async () => {
    t = await createTestApp();
    owner = await t.factory.customer();
    client = t.client();
    expect((await client.login(owner.customerNumber, owner.password)).body.Status).toBe(200);
  });
  afterEach(async () => {
    await t.close();
  });

  it("answers the customer's adviser, and a contract's own adviser where it has one", async () => {
    const own = await t.factory.adviser({ customerId: owner.id }, { name: 'Mag. Florian Eder' });
    const savings = await t.factory.contract(owner, { kind: 'Ansparen' });
    const motor = await t.factory.contract(owner, { kind: 'KFZ' });
    await t.factory.adviser(
      { contractNumber: motor.contractNumber },
      { name: 'Elisabeth Moser', videoAppointments: false },
    );

    const general = await client.call('getBerater');
    expect(general.body.Result).toEqual({
      AgentId: own.agentId,
      Name: 'Mag. Florian Eder',
      Funktion: 'Kundenberater',
      Email: 'florian.eder@example.at',
      Telefon: '+43 662 8042 315',
      Adresse: 'Schwarzstraße 24, 5020 Salzburg',
      BildUrl: null,
      VideoTermin: true,
    });
    const forSavings = await client.call('getBerater', { vertragsnummer: savings.contractNumber });
    expect(forSavings.body.Result).toMatchObject({ Name: 'Mag. Florian Eder' });
    const forMotor = await client.call('getBerater', { vertragsnummer: motor.contractNumber });
    expect(forMotor.body.Result).toMatchObject({ Name: 'Elisabeth Moser', VideoTermin: false });
  });

  it("answers another customer's contract like a missing one", async () => {
    await t.factory.adviser({ customerId: owner.id });
    const other = await t.factory.customer();
    const theirs = await t.factory.contract(other, { kind: 'KFZ' });
    await t.factory.adviser({ contractNumber: theirs.contractNumber });
    const answer = await client.call('getBerater', { vertragsnummer: theirs.contractNumber });
    const missing = await client.call('getBerater', { vertragsnummer: '1234567' });
    expect(answer.body).toEqual({
      Status: 400,
      Errors: { vertragsnummer: 'Der Vertrag wurde nicht gefunden.' },
    });
    expect(missing.body).toEqual(answer.body);
  });

  it('answers agentnotfound when no adviser is assigned, for the customer and a contract', async () => {
    const savings = await t.factory.contract(owner, { kind: 'Ansparen' });
    const expected = {
      Status: 400,
      Errors: {
        agentnotfound:
          'Dir ist derzeit keine Beraterin und kein Berater zugeordnet. Bitte wende dich an unsere Zentrale.',
      },
    };
    expect((await client.call('getBerater')).body).toEqual(expected);
    expect(
      (await client.call('getBerater', { vertragsnummer: savings.contractNumber })).body,
    ).toEqual(expected);
  });
});

describe.skipIf(postgresUnavailable)('GetBeraterUebersicht', () => {
  let t: TestApp;
  let client: ReturnType<TestApp['client']>;
  let owner: FactoryCustomer;

  beforeEach(async () => {
    t = await createTestApp();
    owner = await t.factory.customer();
    client = t.client();
    expect((await client.login(owner.customerNumber, owner.password)).body.Status).toBe(200);
  });
  afterEach(async () => {
    await t.close();
  });

  it('lists each adviser once with the contracts they look after, and the head office', async () => {
    const own = await t.factory.adviser({ customerId: owner.id }, { name: 'Mag. Florian Eder' });
    const savings = await t.factory.contract(owner, {
      kind: 'Ansparen',
      details: { Name: 'Bausparvertrag' },
    });
    const motor = await t.factory.contract(owner, { kind: 'KFZ', details: { Name: 'Kfz' } });
    const home = await t.factory.contract(owner, {
      kind: 'EigenheimHaushalt',
      details: { Name: 'Eigenheim' },
    });
    const insurance = await t.factory.adviser(
      { contractNumber: motor.contractNumber },
      { name: 'Elisabeth Moser', email: 'elisabeth.moser@example.at' },
    );
    await t.db
      .updateTable('contracts')
      .set({ adviser_id: insurance.agentId })
      .where('contract_number', '=', home.contractNumber)
      .execute();
    // Another customer's adviser is not listed.
    const other = await t.factory.customer();
    await t.factory.adviser({ customerId: other.id }, { name: 'Dr. Fremd' });

    const answer = await client.call('getBeraterUebersicht');
    expect(answer.body.Status).toBe(200);
    const result = answer.body.Result as {
      Berater: { AgentId: string; Name: string; Vertraege: unknown[] }[];
      Zentrale: unknown;
    };
    expect(result.Berater.map((a) => [a.AgentId, a.Name, a.Vertraege])).toEqual([
      [
        own.agentId,
        'Mag. Florian Eder',
        [{ ContractId: savings.contractNumber, Name: 'Bausparvertrag' }],
      ],
      [
        insurance.agentId,
        'Elisabeth Moser',
        [
          { ContractId: motor.contractNumber, Name: 'Kfz' },
          { ContractId: home.contractNumber, Name: 'Eigenheim' },
        ],
      ],
    ]);
    expect(result.Zentrale).toEqual({
      Name: 'Kundenservice-Zentrale',
      Email: t.config.mail.adviserEmail,
      Telefon: '+43 5 70 70-100',
      Adresse: 'Schwarzstraße 24, 5020 Salzburg',
    });
  });

  it('lists no adviser, only the head office, for a customer without one', async () => {
    await t.factory.contract(owner, { kind: 'Ansparen' });
    const answer = await client.call('getBeraterUebersicht');
    expect(answer.body.Result).toMatchObject({
      Berater: [],
      Zentrale: { Name: 'Kundenservice-Zentrale' },
    });
  });
});
