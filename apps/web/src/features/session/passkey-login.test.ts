import { passkeyCalls } from '@servicebereich/protocol';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createDemoTransport } from '../../demo/demo-transport.ts';
import { readStored } from '../../native/storage.ts';
import type { AlertRequest } from '../../shell/alert-store.ts';
import { PASSKEY_ANSWER } from '../../../test/passkey-answer.ts';
import { loginActions } from '../../../test/login-actions.ts';
import { testModeApi } from '../../../test/test-mode-api.ts';

// The browser's WebAuthn and the customer's answer to an alert (the index of the button).
const browser = vi.hoisted(() => ({
  platform: true,
  cancel: false,
  answer: null as number | null,
  shown: [] as AlertRequest[],
}));
const cancelled = () =>
  Promise.reject(Object.assign(new Error('abgebrochen'), { name: 'NotAllowedError' }));
vi.mock('@simplewebauthn/browser', () => ({
  platformAuthenticatorIsAvailable: () => Promise.resolve(browser.platform),
  startRegistration: () => (browser.cancel ? cancelled() : Promise.resolve(PASSKEY_ANSWER)),
  startAuthentication: () => (browser.cancel ? cancelled() : Promise.resolve(PASSKEY_ANSWER)),
}));
vi.mock('../../shell/alert-store.ts', () => ({
  showAlert: (request: AlertRequest) => {
    browser.shown.push(request);
    return Promise.resolve(browser.answer === null ? null : request.buttons[browser.answer]);
  },
}));

const { loginWithPasskey, offerPasskey } = await import('./passkey-login.ts');

const YES = 1;
/** A customer of the server; the test mode's own number is never offered a passkey. */
const NUMBER = '0987654321';

async function setUp() {
  const api = await testModeApi(createDemoTransport(new Date(2026, 2, 18, 10, 30)));
  return { api, actions: loginActions() };
}

describe('the passkey login', () => {
  beforeEach(() => {
    localStorage.clear();
    Object.assign(browser, { platform: true, cancel: false, answer: null, shown: [] });
  });

  it('logs in with the passkey the customer chose in the browser', async () => {
    const { api, actions } = await setUp();
    await api.call(passkeyCalls.registerPasskey, { antwort: JSON.stringify(PASSKEY_ANSWER) });
    await loginWithPasskey(api, actions);
    expect(actions.loginWith).toHaveBeenCalledTimes(1);
    expect(actions.loginWith.mock.calls[0]?.[0]).toBeNull();
    const send = actions.loginWith.mock.calls[0]?.[1];
    await expect(send?.()).resolves.toMatchObject({ Verfuegernummer: '1234567890' });
  });

  it('does nothing when the customer closes the browser’s dialog', async () => {
    const { api, actions } = await setUp();
    browser.cancel = true;
    await loginWithPasskey(api, actions);
    expect(actions.loginWith).not.toHaveBeenCalled();
  });

  it('offers a passkey once after a password login and sets it up when the customer agrees', async () => {
    const { api } = await setUp();
    browser.answer = YES;
    await offerPasskey(api, NUMBER);
    expect(browser.shown.map((alert) => alert.header)).toEqual(['Schneller anmelden']);
    expect((await api.call(passkeyCalls.getPasskeys)).Passkeys).toHaveLength(1);
    expect(await readStored('passkeyAsked')).toBe(true);
    await offerPasskey(api, NUMBER);
    expect(browser.shown).toHaveLength(1);
  });

  it('asks no more after a no, and not at all where the device holds no passkey', async () => {
    const { api } = await setUp();
    browser.platform = false;
    await offerPasskey(api, NUMBER);
    expect(browser.shown).toEqual([]);
    browser.platform = true;
    await offerPasskey(api, NUMBER);
    await offerPasskey(api, NUMBER);
    expect(browser.shown).toHaveLength(1);
    expect((await api.call(passkeyCalls.getPasskeys)).Passkeys).toEqual([]);
  });
});
