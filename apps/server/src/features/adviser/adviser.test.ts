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

  it('says so when no adviser is assigned', async () => {
    const answer = await client.call('getBerater');
    expect(answer.body).toEqual({
      Status: 400,
      Errors: {
        general:
          'Dir ist derzeit keine Beraterin und kein Berater zugeordnet. Bitte wende dich an unseren Kundenservice.',
      },
    });
  });
});
