import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryCustomer } from '../../../test/factory.ts';
import { jpeg, png } from '../../../test/files.ts';
import { createTestApp, postgresUnavailable, type TestApp } from '../../../test/harness.ts';
import { diskBlobStore } from '../../files/blob-store.ts';
import { setAdviserPhoto } from './adviser-photos.ts';

describe.skipIf(postgresUnavailable)('advisers', () => {
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

  describe('GetBerater', () => {
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
      const forSavings = await client.call('getBerater', {
        vertragsnummer: savings.contractNumber,
      });
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

  describe('GetBeraterUebersicht', () => {
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

  describe('GetBeraterBild', () => {
    const missing = {
      Status: 400,
      Errors: { beraterid: 'Zu dieser Beraterin oder diesem Berater gibt es kein Foto.' },
    };

    it("serves a set photo from the app's own origin, as a square JPEG without the original's metadata", async () => {
      const own = await t.factory.adviser(
        { customerId: owner.id },
        { photo: await jpeg({ width: 640, height: 480, orientation: 6 }) },
      );
      const overview = await client.call('getBeraterUebersicht');
      const [adviser] = (overview.body.Result as { Berater: { BildUrl: string | null }[] }).Berater;
      expect(adviser?.BildUrl).toBe(
        `/api?Mode=MeinServicebereich&Function=GetBeraterBild&beraterid=${own.agentId}`,
      );
      expect((await client.call('getBerater')).body.Result).toMatchObject({
        BildUrl: adviser?.BildUrl,
      });

      const photo = await client.raw({
        method: 'GET',
        query: adviser?.BildUrl?.split('?')[1] ?? '',
      });
      expect(photo.statusCode).toBe(200);
      expect(photo.response.headers['content-type']).toBe('image/jpeg');
      const metadata = await sharp(photo.response.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
      expect(metadata.exif).toBeUndefined();
      // The page's Content-Security-Policy allows images of its own origin.
      const page = await t.app.inject({ method: 'GET', url: '/login' });
      expect(String(page.headers['content-security-policy'])).toMatch(/img-src 'self'/);
    });

    it("answers another customer's adviser and one without a photo alike", async () => {
      const own = await t.factory.adviser({ customerId: owner.id });
      const other = await t.factory.customer();
      const theirs = await t.factory.adviser({ customerId: other.id }, { photo: await png() });
      for (const beraterid of [own.agentId, theirs.agentId, 'B-00000']) {
        expect((await client.call('getBeraterBild', { beraterid })).body).toEqual(missing);
      }
      expect((await client.call('getBerater')).body.Result).toMatchObject({ BildUrl: null });
    });

    it('replaces a photo and lets the old one go; an unknown adviser gets none', async () => {
      const own = await t.factory.adviser({ customerId: owner.id }, { photo: await png() });
      const [first] = await t.db.selectFrom('advisers').select('picture_hash').execute();
      const store = await diskBlobStore(path.join(t.dataDir, 'files'));
      expect(await setAdviserPhoto(t.db, store, own.agentId, await jpeg(), Date.now())).toBe(true);
      const [second] = await t.db.selectFrom('advisers').select('picture_hash').execute();
      expect(second?.picture_hash).not.toBe(first?.picture_hash);
      expect(await t.db.selectFrom('blobs').select('hash').execute()).toEqual([
        { hash: second?.picture_hash },
      ]);
      expect(await setAdviserPhoto(t.db, store, 'B-00000', await jpeg(), Date.now())).toBe(false);
      const photo = await client.call('getBeraterBild', { beraterid: own.agentId });
      expect(photo.statusCode).toBe(200);
    });
  });
});
