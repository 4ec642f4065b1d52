import type { SignedInDevice } from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryCustomer } from '../../../test/factory.ts';
import {
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';
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
