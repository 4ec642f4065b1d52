import { POSTBOX_CONSENT_VERSION } from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FactoryCustomer } from '../../test/factory.ts';
import {
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../test/harness.ts';
import { ConfigError, loadConfig } from '../config.ts';

const REFUSED = {
  Status: 400,
  Errors: { general: 'Diese Anfrage kommt nicht aus dem Servicebereich und wurde abgelehnt.' },
};
const NATIVE_ORIGINS = ['capacitor://localhost', 'https://localhost'];
const HOST = 'servicebereich.example';
const SETTINGS = 'Mode=MeinServicebereich&Function=SetPostBoxSettings';
const CONSENT = `elektronischezustellung=true&benachrichtigung=false&email=&zustimmungstext=${POSTBOX_CONSENT_VERSION}`;

describe.skipIf(postgresUnavailable)('state changes from another site', () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let client: ApiClient;

  async function start(overrides: Parameters<typeof createTestApp>[0]) {
    t = await createTestApp(overrides);
    customer = await t.factory.customer();
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
  }
  afterEach(async () => {
    await t.close();
  });

  /** Gives consent to electronic delivery: a change a forged request would want to make. */
  const consent = (headers: Record<string, string>) =>
    client.raw({ query: SETTINGS, body: CONSENT, headers: { host: HOST, ...headers } });
  const consented = async () =>
    ((await client.call('getPostBoxSettings')).body.Result as { ElektronischeZustellung: boolean })
      .ElektronischeZustellung;

  describe('with the native app configured', () => {
    beforeEach(async () => {
      await start({ nativeAppOrigins: NATIVE_ORIGINS });
    });

    it.each([
      ['from another site (Sec-Fetch-Site: cross-site)', { 'sec-fetch-site': 'cross-site' }],
      ['from a sibling subdomain (Sec-Fetch-Site: same-site)', { 'sec-fetch-site': 'same-site' }],
      ['with a foreign Origin', { origin: 'https://angreifer.example' }],
      ['with Origin null (a sandboxed document)', { origin: 'null' }],
      ['with the own host over another scheme', { origin: `https://${HOST}` }],
      ['with the own host on another port', { origin: `http://${HOST}:8443` }],
      [
        'with the own Origin but Sec-Fetch-Site: cross-site',
        { origin: `http://${HOST}`, 'sec-fetch-site': 'cross-site' },
      ],
      [
        "from the native app's origin without X-Requested-From",
        { origin: 'capacitor://localhost', 'sec-fetch-site': 'cross-site' },
      ],
      [
        'with X-Requested-From from an origin that is not configured',
        { origin: 'https://angreifer.example', 'x-requested-from': 'APP-API' },
      ],
      [
        'whose forwarded host is not trusted without TRUST_PROXY',
        {
          origin: 'https://angreifer.example',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'angreifer.example',
        },
      ],
    ])('refuses a POST %s before any handler runs', async (_label, headers) => {
      const answer = await consent(headers);
      expect(answer.statusCode).toBe(403);
      expect(answer.body).toEqual(REFUSED);
      expect(await consented()).toBe(false);
    });

    it.each([
      ['without Origin and Sec-Fetch-* (curl, older clients)', {}],
      ['from its own page', { origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' }],
      ['started by the user (Sec-Fetch-Site: none)', { 'sec-fetch-site': 'none' }],
      ['whose Host names the default port', { origin: `http://${HOST}`, host: `${HOST}:80` }],
      ['whose Host is written in capitals', { origin: `http://${HOST}`, host: HOST.toUpperCase() }],
      [
        'from the iOS app',
        {
          origin: 'capacitor://localhost',
          'sec-fetch-site': 'cross-site',
          'x-requested-from': 'APP-API',
        },
      ],
      [
        'from the Android app',
        {
          origin: 'https://localhost',
          'sec-fetch-site': 'cross-site',
          'x-requested-from': 'APP-API',
        },
      ],
    ])('accepts a POST %s', async (_label, headers) => {
      const answer = await consent(headers);
      expect(answer.body.Status).toBe(200);
      expect(await consented()).toBe(true);
    });

    it('starts no session for GetCSRFToken from another site', async () => {
      const visitor = t.client();
      const answer = await visitor.raw({
        query: 'Mode=General&Function=GetCSRFToken',
        headers: { origin: 'https://angreifer.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(answer.body).toEqual(REFUSED);
      expect(answer.response.headers['set-cookie']).toBeUndefined();
    });

    it('still requires the CSRF token from its own page', async () => {
      const token = client.csrfToken;
      client.csrfToken = undefined;
      const answer = await consent({ origin: `http://${HOST}`, 'sec-fetch-site': 'same-origin' });
      expect(answer.body.Errors).toHaveProperty('GeneralCsrfToken');
      client.csrfToken = token;
      expect(await consented()).toBe(false);
    });

    it('leaves file downloads (GET) from elsewhere alone', async () => {
      const entry = await t.factory.postboxEntry(customer);
      const answer = await client.raw({
        method: 'GET',
        query: `Mode=MeinServicebereich&Function=GetPostBoxFile&fileid=${entry.id}`,
        headers: { origin: 'https://angreifer.example', 'sec-fetch-site': 'cross-site' },
      });
      expect(answer.statusCode).toBe(200);
      expect(answer.response.headers['content-type']).toBe('application/pdf');
    });
  });

  it('accepts no native origin unless configured', async () => {
    await start({});
    const answer = await consent({
      origin: 'capacitor://localhost',
      'sec-fetch-site': 'cross-site',
      'x-requested-from': 'APP-API',
    });
    expect(answer.body).toEqual(REFUSED);
    expect(await consented()).toBe(false);
  });

  it('behind a trusted proxy, compares with the scheme and host the browser saw', async () => {
    // The test's requests come from 127.0.0.1, as the proxy's would.
    await start({ trustProxy: { kind: 'addresses', addresses: ['127.0.0.1'] } });
    const behindProxy = { host: '10.0.0.5:8080', 'x-forwarded-proto': 'https' };
    const own = await consent({
      ...behindProxy,
      'x-forwarded-host': HOST,
      origin: `https://${HOST}`,
      'sec-fetch-site': 'same-origin',
    });
    expect(own.body.Status).toBe(200);
    const internal = await consent({
      ...behindProxy,
      'x-forwarded-host': HOST,
      origin: 'http://10.0.0.5:8080',
    });
    expect(internal.body).toEqual(REFUSED);
    const defaultPort = await consent({
      ...behindProxy,
      'x-forwarded-host': `${HOST}:443`,
      origin: `https://${HOST}`,
    });
    expect(defaultPort.body.Status).toBe(200);
  });
});

describe('NATIVE_APP_ORIGINS', () => {
  it('takes a comma-separated list of origins, none by default', () => {
    expect(loadConfig({}).nativeAppOrigins).toEqual([]);
    expect(
      loadConfig({ NATIVE_APP_ORIGINS: 'capacitor://localhost, https://localhost' })
        .nativeAppOrigins,
    ).toEqual(NATIVE_ORIGINS);
  });

  it.each(['https://localhost/', 'localhost', 'https://localhost/app', 'https://*.example'])(
    'refuses %s, which is no origin',
    (value) => {
      expect(() => loadConfig({ NATIVE_APP_ORIGINS: value })).toThrow(ConfigError);
    },
  );
});
