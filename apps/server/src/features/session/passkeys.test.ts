import type { Passkey } from '@servicebereich/protocol';
import { PASSKEY_MESSAGES } from '@servicebereich/protocol/passkey-messages';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryCustomer } from '../../../test/factory.ts';
import {
  captureLog,
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';
import {
  softwareAuthenticator,
  type CeremonyOverrides,
  type SoftwareAuthenticator,
} from '../../../test/passkey-authenticator.ts';
import { FREE_ATTEMPTS } from './login-guard.ts';
import { PASSKEY_CHALLENGE_LIFETIME_MS } from './passkeys.ts';
import { DEVICE_LOGIN_SETUP_MS } from './session-handlers.ts';

/** `app.inject` asks for http://localhost, which is what a browser there would sign. */
const SITE = { origin: 'http://localhost', rpId: 'localhost' };
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

type Options = { challenge: string; allowCredentials?: unknown[]; user?: { id: string } };
type LoginAnswer = { Verfuegernummer: string; vorname: string; CSRFToken: string };

const refused = { general: PASSKEY_MESSAGES.loginRefused };

describe.skipIf(postgresUnavailable)('passkeys', () => {
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

  async function registrationOptions(client: ApiClient): Promise<Options> {
    const answer = await client.call('getPasskeyRegistrationOptions');
    expect(answer.body.Status).toBe(200);
    return (answer.body.Result as { Optionen: Options }).Optionen;
  }

  function register(client: ApiClient, response: object) {
    return client.raw({
      query: 'Mode=MeinServicebereich&Function=RegisterPasskey',
      body: new URLSearchParams({ antwort: JSON.stringify(response) }).toString(),
      headers: { 'user-agent': WINDOWS_CHROME },
    });
  }

  /** A password login, then a passkey set up on a new authenticator. */
  async function registered(who: FactoryCustomer = customer): Promise<SoftwareAuthenticator> {
    const client = await loggedIn(who);
    const authenticator = softwareAuthenticator(SITE);
    const answer = await register(client, authenticator.create(await registrationOptions(client)));
    expect(answer.body.Status).toBe(200);
    return authenticator;
  }

  /** A browser without a session asks for options and answers them with the authenticator. */
  async function passkeyLogin(
    authenticator: SoftwareAuthenticator,
    overrides: CeremonyOverrides = {},
    client: ApiClient = t.client(),
  ) {
    if (client.csrfToken === undefined) await client.fetchCsrfToken();
    const options = (await client.call('getPasskeyLoginOptions')).body.Result as {
      Optionen: Options;
    };
    const response = authenticator.get(options.Optionen, overrides);
    const answer = await client.call('passkeyLogin', {
      antwort: JSON.stringify(response),
      includeschadensmeldung: 'true',
    });
    return { client, answer, response, options: options.Optionen };
  }

  it('sets up a passkey after a password login and logs in with it, no number typed', async () => {
    const authenticator = await registered();
    const { client, answer, options } = await passkeyLogin(authenticator);
    // Discoverable: the options name no passkey, so they say nothing about any customer.
    expect(options.allowCredentials ?? []).toEqual([]);
    expect(answer.body.Status).toBe(200);
    const result = answer.body.Result as LoginAnswer;
    expect(result.Verfuegernummer).toBe(customer.customerNumber);
    expect(result.vorname).toBe(customer.firstName);
    client.csrfToken = result.CSRFToken;
    expect((await client.call('isLoggedIn')).body.Result).toEqual({ LoggedIn: true });
    const row = await t.db.selectFrom('passkeys').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ credential_id: authenticator.id, counter: 1 });
    expect(row.user_handle).toBe(authenticator.userHandle());
    expect((await passkeyLogin(authenticator)).answer.body.Status).toBe(200);
  });

  it('names the customer in the options by number, and not twice on one authenticator', async () => {
    const client = await loggedIn();
    const authenticator = softwareAuthenticator(SITE);
    const first = await registrationOptions(client);
    expect(first).toMatchObject({
      rp: { id: 'localhost', name: 'Servicebereich' },
      user: { name: customer.customerNumber },
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect((await register(client, authenticator.create(first))).body.Status).toBe(200);
    const second = await registrationOptions(client);
    // The same user handle, and the stored passkey excluded.
    expect(second.user?.id).toBe(first.user?.id);
    expect(second).toMatchObject({ excludeCredentials: [{ id: authenticator.id }] });
    expect((await register(client, authenticator.create(second))).body.Errors).toEqual({
      general: PASSKEY_MESSAGES.alreadyRegistered,
    });
  });

  it('binds passkeys to the configured RP id', async () => {
    await t.close();
    t = await createTestApp({ passkeyRpId: 'servicebereich.example' });
    customer = await t.factory.customer();
    const client = await loggedIn();
    const options = await registrationOptions(client);
    expect(options).toMatchObject({ rp: { id: 'servicebereich.example' } });
    // Signed for the host name the browser used, it is refused; for the configured id, it holds.
    const local = softwareAuthenticator(SITE);
    const failed = await register(client, local.create(options));
    expect(failed.body.Errors).toEqual({ general: PASSKEY_MESSAGES.setupFailed });
    const site = softwareAuthenticator({ ...SITE, rpId: 'servicebereich.example' });
    expect(
      (await register(client, site.create(await registrationOptions(client)))).body.Status,
    ).toBe(200);
    expect((await passkeyLogin(site)).answer.body.Status).toBe(200);
    expect((await passkeyLogin(site, { rpId: 'localhost' })).answer.body.Errors).toEqual(refused);
  });

  it('says at an IP address that passkeys need the address of the service', async () => {
    const client = await loggedIn();
    const answer = await client.raw({
      query: 'Mode=MeinServicebereich&Function=GetPasskeyRegistrationOptions',
      headers: { host: '127.0.0.1:8080' },
    });
    expect(answer.body.Errors).toEqual({ general: PASSKEY_MESSAGES.ipAddress });
  });

  it('refuses a registration with a used challenge, from another origin or for another RP id', async () => {
    const client = await loggedIn();
    const authenticator = softwareAuthenticator(SITE);
    const options = await registrationOptions(client);
    const failed = { general: PASSKEY_MESSAGES.setupFailed };
    expect(
      (await register(client, authenticator.create(options, { origin: 'https://evil.example' })))
        .body.Errors,
    ).toEqual(failed);
    // That attempt used the challenge up.
    expect((await register(client, authenticator.create(options))).body.Errors).toEqual(failed);
    const again = await registrationOptions(client);
    expect(
      (await register(client, authenticator.create(again, { rpId: 'evil.example' }))).body.Errors,
    ).toEqual(failed);
    expect(await t.db.selectFrom('passkeys').selectAll().execute()).toEqual([]);
  });

  it('is set up only within minutes of the password login, and only by a customer', async () => {
    const client = await loggedIn();
    const options = await registrationOptions(client);
    t.advance(DEVICE_LOGIN_SETUP_MS + 1000);
    expect((await client.call('getPasskeyRegistrationOptions')).body.Errors).toEqual({
      general: PASSKEY_MESSAGES.setupLate,
    });
    const late = await register(client, softwareAuthenticator(SITE).create(options));
    expect(late.body.Errors).toEqual({ general: PASSKEY_MESSAGES.setupLate });
    const anonymous = t.client();
    await anonymous.fetchCsrfToken();
    expect((await anonymous.call('getPasskeyRegistrationOptions')).body.Errors).toHaveProperty(
      'notloggedin',
    );
  });

  it('refuses an unknown passkey and one of another account, and logs them', async () => {
    const log = captureLog();
    await t.close();
    t = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
    customer = await t.factory.customer();
    const authenticator = await registered();
    const stranger = await registered(await t.factory.customer());
    expect((await passkeyLogin(softwareAuthenticator(SITE))).answer.body.Errors).toEqual(refused);
    // The customer's passkey, but the authenticator says it holds it for the stranger's account.
    const foreign = await passkeyLogin(authenticator, { userHandle: stranger.userHandle() });
    expect(foreign.answer.body.Errors).toEqual(refused);
    const masked = `XXXXXXX${customer.customerNumber.slice(-3)}`;
    expect(log.security()).toEqual([
      expect.objectContaining({
        security: 'passkey-login',
        outcome: 'wrong-credentials',
        customerNumber: null,
      }),
      expect.objectContaining({
        security: 'passkey-login',
        outcome: 'wrong-credentials',
        customerNumber: masked,
      }),
    ]);
    expect(log.text()).not.toContain(customer.customerNumber);
  });

  it('refuses a used challenge, an expired one and one of another session', async () => {
    const authenticator = await registered();
    const first = await passkeyLogin(authenticator);
    expect(first.answer.body.Status).toBe(200);
    // The same answer again, from the session it started in: the challenge is gone.
    const replay = t.client();
    replay.cookies = new Map(first.client.cookies);
    await replay.fetchCsrfToken();
    const again = await replay.call('passkeyLogin', { antwort: JSON.stringify(first.response) });
    expect(again.body.Errors).toEqual(refused);
    // An answer to another session's challenge.
    const other = t.client();
    await other.fetchCsrfToken();
    await other.call('getPasskeyLoginOptions');
    const stolen = await other.call('passkeyLogin', { antwort: JSON.stringify(first.response) });
    expect(stolen.body.Errors).toEqual(refused);
    // Too late: the challenge has expired.
    const slow = t.client();
    await slow.fetchCsrfToken();
    const options = (await slow.call('getPasskeyLoginOptions')).body.Result as {
      Optionen: Options;
    };
    t.advance(PASSKEY_CHALLENGE_LIFETIME_MS + 1000);
    const expired = await slow.call('passkeyLogin', {
      antwort: JSON.stringify(authenticator.get(options.Optionen)),
    });
    expect(expired.body.Errors).toEqual(refused);
  });

  it('refuses another origin, another RP id and a counter gone back', async () => {
    const authenticator = await registered();
    expect(
      (await passkeyLogin(authenticator, { origin: 'https://evil.example' })).answer.body.Errors,
    ).toEqual(refused);
    expect(
      (await passkeyLogin(authenticator, { rpId: 'evil.example' })).answer.body.Errors,
    ).toEqual(refused);
    expect((await passkeyLogin(authenticator, { counter: 5 })).answer.body.Status).toBe(200);
    // A copy of the authenticator that counts behind the original.
    expect((await passkeyLogin(authenticator, { counter: 3 })).answer.body.Errors).toEqual(refused);
    const row = await t.db.selectFrom('passkeys').select('counter').executeTakeFirstOrThrow();
    expect(row.counter).toBe(5);
  });

  it('counts refused passkeys toward the number’s lock, which holds for passwords too', async () => {
    const authenticator = await registered();
    for (let i = 0; i < FREE_ATTEMPTS; i++) {
      const wrong = await passkeyLogin(authenticator, { origin: 'https://evil.example' });
      expect(wrong.answer.body.Errors).toEqual(refused);
    }
    const locked = await passkeyLogin(authenticator);
    expect(locked.answer.body.Errors?.general).toMatch(/^Zu viele fehlgeschlagene/);
    const password = await t.client().login(customer.customerNumber, customer.password);
    expect(password.body.Errors?.general).toMatch(/^Zu viele fehlgeschlagene/);
  });

  it('lists the passkeys and removes one, and no other customer can', async () => {
    const authenticator = await registered();
    const client = await loggedIn();
    const listed = (await client.call('getPasskeys')).body.Result as { Passkeys: Passkey[] };
    expect(listed.Passkeys).toEqual([
      expect.objectContaining({ Geraet: 'Windows-PC', Browser: 'Chrome 131' }),
    ]);
    const id = listed.Passkeys[0]?.Id ?? '';
    const stranger = await loggedIn(await t.factory.customer());
    expect((await stranger.call('removePasskey', { id })).body.Errors).toEqual({
      id: PASSKEY_MESSAGES.notFound,
    });
    expect((await client.call('removePasskey', { id })).body.Result).toEqual({ Entfernt: true });
    expect((await client.call('getPasskeys')).body.Result).toEqual({ Passkeys: [] });
    expect((await passkeyLogin(authenticator)).answer.body.Errors).toEqual(refused);
  });

  it('removes every passkey with a password change', async () => {
    const authenticator = await registered();
    const client = await loggedIn();
    const changed = await client.call('changePassword', {
      verfuegernummer: customer.customerNumber,
      passwordold: customer.password,
      passwordnew: 'Ein-ganz-neues-Passwort-2026',
    });
    expect(changed.body.Status).toBe(200);
    expect((await passkeyLogin(authenticator)).answer.body.Errors).toEqual(refused);
  });

  it('leaves no challenge behind after a logout or a login', async () => {
    const authenticator = await registered();
    const client = t.client();
    await client.fetchCsrfToken();
    await client.call('getPasskeyLoginOptions');
    expect(await t.db.selectFrom('passkey_challenges').selectAll().execute()).toHaveLength(1);
    await client.call('logout');
    expect(await t.db.selectFrom('passkey_challenges').selectAll().execute()).toEqual([]);
    const login = await passkeyLogin(authenticator);
    expect(login.answer.body.Status).toBe(200);
    const registering = await loggedIn();
    await registrationOptions(registering);
    await registering.call('logout');
    expect(await t.db.selectFrom('passkey_challenges').selectAll().execute()).toEqual([]);
  });

  it('needs the CSRF token and a well-formed answer', async () => {
    const noToken = t.client();
    expect((await noToken.call('getPasskeyLoginOptions')).body.Status).toBe(400);
    const client = t.client();
    await client.fetchCsrfToken();
    const answer = await client.call('passkeyLogin', { antwort: '{"id":"x"' });
    expect(answer.body.Errors).toEqual({ antwort: PASSKEY_MESSAGES.invalidAnswer });
  });
});
