import { deviceLoginMissing } from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryCustomer } from '../../../test/factory.ts';
import {
  captureLog,
  createTestApp,
  mentions,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';
import { FREE_ATTEMPTS } from './login-guard.ts';
import { DEVICE_LOGIN_SETUP_MS, LOGIN_MESSAGES } from './session-handlers.ts';

const DEVICE = 'geraet-0123456789abcdef';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.6778.81 Mobile Safari/537.36';

type DeviceLoginEntry = { Id: string; Geraet: string };

describe.skipIf(postgresUnavailable)('biometric login with a device credential', () => {
  let t: TestApp;
  let customer: FactoryCustomer;

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer();
  });
  afterEach(async () => {
    await t.close();
  });

  async function loggedIn(who: FactoryCustomer = customer): Promise<ApiClient> {
    const client = t.client();
    expect((await client.login(who.customerNumber, who.password)).body.Status).toBe(200);
    return client;
  }

  /** A password login on the device, then the biometric login set up; answers the secret. */
  async function registered(
    installationid = DEVICE,
    who: FactoryCustomer = customer,
  ): Promise<string> {
    const client = await loggedIn(who);
    const answer = await client.raw({
      query: 'Mode=MeinServicebereich&Function=RegisterDeviceLogin',
      body: new URLSearchParams({ installationid }).toString(),
      headers: { 'user-agent': PIXEL },
    });
    expect(answer.body.Status).toBe(200);
    return (answer.body.Result as { DeviceSecret: string }).DeviceSecret;
  }

  async function deviceLogin(
    secret: string,
    options: { installationid?: string; number?: string } = {},
  ) {
    const client = t.client();
    await client.fetchCsrfToken();
    const answer = await client.call('deviceLogin', {
      verfuegernummer: options.number ?? customer.customerNumber,
      installationid: options.installationid ?? DEVICE,
      secret,
      includeschadensmeldung: 'true',
    });
    return { client, answer };
  }

  const missing = () => ({ general: deviceLoginMissing(customer.customerNumber) });

  it('logs in with the secret, answers the next one and starts a session', async () => {
    const secret = await registered();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { client, answer } = await deviceLogin(secret);
    expect(answer.body.Status).toBe(200);
    const result = answer.body.Result as {
      vorname: string;
      CSRFToken: string;
      DeviceSecret: string;
    };
    expect(result.vorname).toBe(customer.firstName);
    expect(result.DeviceSecret).not.toBe(secret);
    client.csrfToken = result.CSRFToken;
    expect((await client.call('isLoggedIn')).body.Result).toEqual({ LoggedIn: true });
    expect((await deviceLogin(result.DeviceSecret)).answer.body.Status).toBe(200);
  });

  it('keeps only the hash of the secret', async () => {
    const secret = await registered();
    const rows = await t.db.selectFrom('device_credentials').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(secret);
  });

  it('revokes the device when a used secret comes again (replay)', async () => {
    const secret = await registered();
    const next = (await deviceLogin(secret)).answer.body.Result as { DeviceSecret: string };
    const replay = await deviceLogin(secret);
    expect(replay.answer.body).toMatchObject({ Status: 400, Errors: missing() });
    // The device's own, newer secret is gone with it: the customer sets the login up again.
    expect((await deviceLogin(next.DeviceSecret)).answer.body.Errors).toEqual(missing());
  });

  it("refuses a secret on another device, for another number and another customer's device", async () => {
    const secret = await registered();
    const stranger = await t.factory.customer();
    const strangers = await registered('geraet-fremd-0123456789', stranger);
    expect(
      (await deviceLogin(secret, { installationid: 'geraet-anderes-01234567' })).answer.body.Errors,
    ).toEqual(missing());
    expect(
      (await deviceLogin(secret, { number: stranger.customerNumber })).answer.body.Errors,
    ).toEqual({ general: deviceLoginMissing(stranger.customerNumber) });
    expect(
      (await deviceLogin(strangers, { installationid: 'geraet-fremd-0123456789' })).answer.body
        .Errors,
    ).toEqual(missing());
  });

  it('replaces the credential when the device is set up again', async () => {
    const first = await registered();
    const second = await registered();
    expect((await deviceLogin(first)).answer.body.Errors).toEqual(missing());
    expect((await deviceLogin(second)).answer.body.Status).toBe(200);
  });

  it('lists the devices and revokes one, and no other customer can', async () => {
    const secret = await registered();
    const client = await loggedIn();
    const listed = (await client.call('getDeviceLogins')).body.Result as {
      Geraete: DeviceLoginEntry[];
    };
    expect(listed.Geraete).toEqual([expect.objectContaining({ Geraet: 'Android-Smartphone' })]);
    const id = listed.Geraete[0]?.Id ?? '';
    const stranger = await loggedIn(await t.factory.customer());
    expect((await stranger.call('endDeviceLogin', { id })).body.Errors).toEqual({
      id: 'Dieses Gerät wurde nicht gefunden.',
    });
    expect((await client.call('endDeviceLogin', { id })).body.Status).toBe(200);
    expect((await client.call('getDeviceLogins')).body.Result).toEqual({ Geraete: [] });
    expect((await deviceLogin(secret)).answer.body.Errors).toEqual(missing());
  });

  it('counts wrong secrets toward the login protection and logs them', async () => {
    const log = captureLog();
    await t.close();
    t = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
    customer = await t.factory.customer();
    const secret = await registered();
    for (let i = 0; i < FREE_ATTEMPTS; i++) {
      const wrong = String(i).padEnd(43, 'x');
      expect((await deviceLogin(wrong)).answer.body.Errors).toEqual(missing());
    }
    const locked = await deviceLogin(secret);
    expect(locked.answer.body.Errors?.general).toMatch(/^Zu viele fehlgeschlagene/);
    expect(log.security()).toContainEqual(
      expect.objectContaining({ security: 'device-login', outcome: 'wrong-credentials' }),
    );
    expect(mentions(log.text(), secret)).toBe(false);
  });

  it('needs a session to set up and a CSRF token to log in', async () => {
    const anonymous = t.client();
    await anonymous.fetchCsrfToken();
    const answer = await anonymous.call('registerDeviceLogin', { installationid: DEVICE });
    expect(answer.body.Errors).toHaveProperty('notloggedin');
    const noToken = t.client();
    const refused = await noToken.call('deviceLogin', {
      verfuegernummer: customer.customerNumber,
      installationid: DEVICE,
      secret: 'x'.repeat(43),
    });
    expect(refused.body.Status).toBe(400);
  });

  it('is set up only within minutes of the password login', async () => {
    const client = await loggedIn();
    t.advance(DEVICE_LOGIN_SETUP_MS + 1000);
    const late = await client.call('registerDeviceLogin', { installationid: DEVICE });
    expect(late.body.Errors).toEqual({ general: LOGIN_MESSAGES.deviceLoginSetupLate });
  });

  it('is revoked on every device by a password change', async () => {
    const secret = await registered();
    const client = await loggedIn();
    const changed = await client.call('changePassword', {
      verfuegernummer: customer.customerNumber,
      passwordold: customer.password,
      passwordnew: 'Ein-ganz-neues-Passwort-2026',
    });
    expect(changed.body.Status).toBe(200);
    expect((await deviceLogin(secret)).answer.body.Errors).toEqual(missing());
  });
});
