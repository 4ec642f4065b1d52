import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SignedInDevice } from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryCustomer } from '../../../test/factory.ts';
import {
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';
import { writeMmdb } from '../../../test/mmdb.ts';
import { openPlaceLookup } from './login-place.ts';
import { describeUserAgent } from './user-agent.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS_EDGE =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86';
const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36';

describe('describeUserAgent', () => {
  it.each([
    [IPHONE, 'iPhone', 'Safari 18'],
    [WINDOWS_EDGE, 'Windows-PC', 'Edge 131'],
    [ANDROID_CHROME, 'Android-Smartphone', 'Chrome 131'],
    [
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Linux-PC',
      'Firefox 133',
    ],
    ['curl/8.5.0', 'Unbekanntes Gerät', ''],
  ])('names %s', (ua, device, browser) => {
    expect(describeUserAgent(ua)).toEqual({ device, browser });
  });
});

describe('where a session was signed in', () => {
  let folder: string;
  let database: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'servicebereich-geoip-'));
    database = path.join(folder, 'city.mmdb');
    await writeMmdb(database, {
      // MaxMind's layout (GeoLite2 City, DB-IP's own files): names per language.
      '193.170.0.0/15': {
        city: { names: { de: 'Wien', en: 'Vienna' } },
        country: { iso_code: 'AT', names: { de: 'Österreich', en: 'Austria' } },
      },
      '91.112.0.0/16': { city: { names: { en: 'Linz' } }, country: { iso_code: 'AT' } },
      // ip-location-db's flat layout, and a country database.
      '84.112.0.0/16': { country_code: 'AT', city: 'Graz' },
      '8.8.8.0/24': { country_code: 'US' },
      // A record without a usable country.
      '198.51.100.0/24': { country_code: '' },
    });
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it('names the city and the country in German, or the country alone', async () => {
    const placeOf = await openPlaceLookup(database);
    expect(placeOf('193.171.4.20')).toBe('Wien, Österreich');
    expect(placeOf('91.112.9.1')).toBe('Linz, Österreich');
    expect(placeOf('84.112.77.3')).toBe('Graz, Österreich');
    expect(placeOf('8.8.8.8')).toBe('Vereinigte Staaten');
    // An IPv4 client on a dual-stack socket.
    expect(placeOf('::ffff:193.170.1.1')).toBe('Wien, Österreich');
  });

  it('knows no place for an address the database does not hold, or without a database', async () => {
    const placeOf = await openPlaceLookup(database);
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '192.0.2.1',
      '198.51.100.7',
      '2001:db8::1',
      '::1',
      'unbekannt',
    ]) {
      expect(placeOf(ip)).toBeNull();
    }
    expect((await openPlaceLookup(null))('193.171.4.20')).toBeNull();
  });

  it.skipIf(postgresUnavailable)(
    'is listed with each session, from the address it was signed in from',
    async () => {
      const t = await createTestApp({ geoipDatabase: database });
      try {
        const customer = await t.factory.customer();
        const vienna = t.client('193.171.4.20');
        await vienna.login(customer.customerNumber, customer.password);
        t.advance(60_000);
        const here = t.client('127.0.0.1');
        await here.login(customer.customerNumber, customer.password);
        const answer = await t.client('8.8.8.8').login(customer.customerNumber, customer.password);
        expect(answer.body.Status).toBe(200);

        const listed = (
          (await here.call('getSessions')).body.Result as { Geraete: SignedInDevice[] }
        ).Geraete;
        expect(listed).toHaveLength(3);
        expect(listed.map((d) => d.Ort)).toEqual(
          expect.arrayContaining(['Vereinigte Staaten', null, 'Wien, Österreich']),
        );
        expect(listed.find((d) => d.Aktuell)?.Ort).toBeNull();
        // The place is kept, the address is not.
        const stored = await t.db.selectFrom('sessions').selectAll().execute();
        expect(stored).toHaveLength(3);
        expect(JSON.stringify(stored)).not.toMatch(/193\.171|8\.8\.8/);
      } finally {
        await t.close();
      }
    },
  );
});

describe.skipIf(postgresUnavailable)('signed-in devices', () => {
  let t: TestApp;
  let customer: FactoryCustomer;

  async function loginWith(userAgent: string): Promise<ApiClient> {
    const client = t.client();
    const original = client.raw.bind(client);
    client.raw = (options) =>
      original({ ...options, headers: { 'user-agent': userAgent, ...options.headers } });
    expect((await client.login(customer.customerNumber, customer.password)).body.Status).toBe(200);
    return client;
  }

  async function devices(of: ApiClient): Promise<SignedInDevice[]> {
    const answer = await of.call('getSessions');
    return (answer.body.Result as { Geraete: SignedInDevice[] }).Geraete;
  }

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer();
  });
  afterEach(async () => {
    await t.close();
  });

  it("lists the customer's sessions with device, browser and last use, this one marked", async () => {
    const phone = await loginWith(IPHONE);
    t.advance(5 * 60_000);
    const laptop = await loginWith(WINDOWS_EDGE);
    const stranger = await t.factory.customer();
    await t.client().login(stranger.customerNumber, stranger.password);

    const listed = await devices(laptop);
    expect(listed).toEqual([
      expect.objectContaining({ Geraet: 'Windows-PC', Browser: 'Edge 131', Aktuell: true }),
      expect.objectContaining({ Geraet: 'iPhone', Browser: 'Safari 18', Aktuell: false }),
    ]);
    expect(listed[1]?.ZuletztAktiv).toBe(new Date(Date.UTC(2026, 10, 20, 9)).toISOString());
    const cookies = [...phone.cookies.values(), ...laptop.cookies.values()];
    for (const device of listed) expect(cookies.join()).not.toContain(device.Id);
  });

  it('ends one other session, and refuses its own and unknown ones', async () => {
    const phone = await loginWith(IPHONE);
    const laptop = await loginWith(WINDOWS_EDGE);
    const listed = await devices(laptop);
    const own = listed.find((d) => d.Aktuell);
    const other = listed.find((d) => !d.Aktuell);

    const ownAnswer = await laptop.call('endSession', { id: own?.Id ?? '' });
    expect(ownAnswer.body.Errors).toEqual({ id: 'Dieses Gerät wurde nicht gefunden.' });
    expect((await laptop.call('endSession', { id: 'A'.repeat(22) })).body.Errors).toEqual({
      id: 'Dieses Gerät wurde nicht gefunden.',
    });

    expect((await laptop.call('endSession', { id: other?.Id ?? '' })).body).toEqual({
      Status: 200,
      Result: { Beendet: true },
    });
    expect((await phone.call('getSessions')).body.Errors).toHaveProperty('GeneralCsrfToken');
    expect(await devices(laptop)).toHaveLength(1);
  });

  it("cannot end another customer's session", async () => {
    const stranger = await t.factory.customer();
    const strangerClient = t.client();
    await strangerClient.login(stranger.customerNumber, stranger.password);
    const [strangerSession] = await devices(strangerClient);
    const laptop = await loginWith(WINDOWS_EDGE);

    const answer = await laptop.call('endSession', { id: strangerSession?.Id ?? '' });
    expect(answer.body.Errors).toEqual({ id: 'Dieses Gerät wurde nicht gefunden.' });
    expect(await devices(strangerClient)).toHaveLength(1);
  });

  it('ends every other session at once and keeps this one', async () => {
    const phone = await loginWith(IPHONE);
    await loginWith(ANDROID_CHROME);
    const laptop = await loginWith(WINDOWS_EDGE);
    expect(await devices(laptop)).toHaveLength(3);

    expect((await laptop.call('endOtherSessions')).body.Status).toBe(200);
    expect(await devices(laptop)).toEqual([expect.objectContaining({ Aktuell: true })]);
    await phone.fetchCsrfToken();
    expect((await phone.call('isLoggedIn')).body.Result).toEqual({ LoggedIn: false });
  });
});
