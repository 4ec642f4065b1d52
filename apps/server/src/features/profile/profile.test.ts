import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, postgresUnavailable, type TestApp } from '../../../test/harness.ts';

describe.skipIf(postgresUnavailable)('profile', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(async () => {
    await t.close();
  });

  it("answers the logged-in customer's address data", async () => {
    const customer = await t.factory.customer({
      firstName: 'Jürgen',
      lastName: 'Öztürk',
      gender: 'm',
      titlePrefix: 'DI',
      street: 'Landstraßer Hauptstraße',
      houseNumber: '12',
      stairFloorDoor: '1/4/17',
      postcode: '1030',
      city: 'Wien',
    });
    await t.factory.customer({ firstName: 'Andere' });
    const client = t.client();
    await client.login(customer.customerNumber, customer.password);
    const answer = await client.call('getUserAddress');
    expect(answer.body.Result).toMatchObject({
      verfuegernummer: customer.customerNumber,
      geschlecht: 'm',
      titelvorne: 'DI',
      vorname: 'Jürgen',
      nachname: 'Öztürk',
      strasse: 'Landstraßer Hauptstraße',
      hausnummer: '12',
      stiegestocktuer: '1/4/17',
      plz: '1030',
      ort: 'Wien',
    });
  });
});
