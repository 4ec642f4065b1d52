import { deviceLoginMissing } from '@servicebereich/protocol';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiCallError } from '../../api/api-error.ts';
import { createDemoTransport } from '../../demo/demo-transport.ts';
import type { DeviceCredential } from '../../native/biometric.ts';
import { readStored, writeStored } from '../../native/storage.ts';
import type { AlertRequest } from '../../shell/alert-store.ts';
import { loginActions } from '../../../test/login-actions.ts';
import { testModeApi } from '../../../test/test-mode-api.ts';

// The device's secure store and the customer's answer to an alert (the index of the button).
const device = vi.hoisted(() => ({
  stored: null as DeviceCredential | null,
  answer: null as number | null,
  shown: [] as AlertRequest[],
}));
vi.mock('../../native/biometric.ts', () => ({
  biometric: {
    installationId: () => Promise.resolve('testmodus-geraet-0001'),
    readCredential: () => Promise.resolve(device.stored),
    saveCredential: (credential: DeviceCredential) => {
      device.stored = credential;
      return Promise.resolve();
    },
    forgetCredential: () => {
      device.stored = null;
      return Promise.resolve();
    },
  },
}));
vi.mock('../../shell/alert-store.ts', () => ({
  showAlert: (request: AlertRequest) => {
    device.shown.push(request);
    return Promise.resolve(device.answer === null ? null : request.buttons[device.answer]);
  },
}));

const { loginWithBiometry, offerBiometricLogin } = await import('./biometric-login.ts');

const NUMBER = '1234567890';
const YES = 1;

async function setUp() {
  const api = await testModeApi(createDemoTransport(new Date(2026, 2, 18, 10, 30)));
  return { api, actions: loginActions() };
}

describe('the biometric login', () => {
  beforeEach(() => {
    localStorage.clear();
    device.stored = null;
    device.answer = null;
    device.shown = [];
  });

  it('is set up after a password login when the customer agrees, and then logs in', async () => {
    const { api, actions } = await setUp();
    device.answer = YES;
    await offerBiometricLogin(api, 'face', NUMBER);
    expect(device.shown[0]?.message).toBe(
      'Möchtest du dich auf diesem Gerät künftig mit Face ID anmelden?',
    );
    expect(await readStored('fingerprint')).toBe(true);
    const first = device.stored;
    expect(first).toMatchObject({
      customerNumber: NUMBER,
      installationId: 'testmodus-geraet-0001',
    });

    await loginWithBiometry(api, actions);
    expect(actions.loginWith).toHaveBeenCalledWith(NUMBER, expect.any(Function));
    // The next secret replaces the used one.
    expect(device.stored?.secret).not.toBe(first?.secret);
  });

  it('is not set up when the customer declines, nor offered again once it is on', async () => {
    const { api } = await setUp();
    await offerBiometricLogin(api, 'fingerprint', NUMBER);
    expect(device.stored).toBeNull();
    expect(await readStored('fingerprint')).toBeNull();
    await writeStored('fingerprint', true);
    device.shown = [];
    await offerBiometricLogin(api, 'fingerprint', NUMBER);
    expect(device.shown).toEqual([]);
  });

  it('shows the alert of SPEC 5 when no credential is stored', async () => {
    const { api, actions } = await setUp();
    await writeStored('usernumber', NUMBER);
    await loginWithBiometry(api, actions);
    expect(device.shown.map((alert) => alert.message)).toEqual([
      `Bitte beachten: Für die Verfügernummer ${NUMBER} wurde kein verknüpftes Passwort gefunden. Bitte logge dich manuell ein.`,
    ]);
    expect(actions.loginWith).not.toHaveBeenCalled();
  });

  it('drops a credential the server refused, and the flag', async () => {
    const { api, actions } = await setUp();
    device.stored = {
      customerNumber: NUMBER,
      installationId: 'testmodus-geraet-0001',
      secret: 'x'.repeat(43),
    };
    await writeStored('fingerprint', true);
    const error: unknown = await loginWithBiometry(api, actions).catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(ApiCallError);
    expect((error as ApiCallError).presentation).toMatchObject({
      message: deviceLoginMissing(NUMBER),
    });
    expect(device.stored).toBeNull();
    expect(await readStored('fingerprint')).toBe(false);
  });
});
