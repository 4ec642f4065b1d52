import { beforeEach, describe, expect, it, vi } from 'vitest';
import { readStored, writeStored } from '../native/storage.ts';
import { recordingDemoTransport } from '../../test/recording-transport.ts';
import { testModeApi } from '../../test/test-mode-api.ts';

// An Android phone's push replaced: what it allows, and whether it was asked.
const phone = vi.hoisted(() => ({
  support: 'available',
  granted: true,
  asked: [] as boolean[],
}));
vi.mock('../native/push.ts', () => ({
  push: {
    kind: () => 'fcm',
    support: () => Promise.resolve(phone.support),
    address: ({ ask }: { ask: boolean }) => {
      phone.asked.push(ask);
      return Promise.resolve(
        phone.granted ? { art: 'fcm', token: 'fcm-token-0123456789abcdef' } : null,
      );
    },
    release: () => Promise.resolve(),
    installationId: () => Promise.resolve('a1b2c3d4e5f60718'),
    onOpened: () => () => undefined,
  },
}));

const { renewPush, turnPushOff, turnPushOn } = await import('./push-registration.ts');

const NUMBER = '1234567890';

async function setUp() {
  const { transport, requests } = recordingDemoTransport(new Date(2026, 2, 18, 10, 30));
  const api = await testModeApi(transport);
  const registrations = () =>
    requests.filter((r) => r.call.fn === 'RegisterPush').map((r) => r.params);
  return { api, registrations };
}

describe('this device’s push registration', () => {
  beforeEach(async () => {
    localStorage.clear();
    await writeStored('usernumber', NUMBER);
    phone.support = 'available';
    phone.granted = true;
    phone.asked = [];
  });

  it('is registered again after a login of the customer who turned it on, without asking', async () => {
    const { api, registrations } = await setUp();
    expect(await turnPushOn(api, NUMBER)).toBe(true);
    await renewPush(api);
    const registration = {
      installationid: 'a1b2c3d4e5f60718',
      art: 'fcm',
      token: 'fcm-token-0123456789abcdef',
    };
    expect(registrations()).toEqual([registration, registration]);
    expect(phone.asked).toEqual([true, false]);
  });

  it('is not registered for another customer logging in on the device', async () => {
    const { api, registrations } = await setUp();
    await writeStored('push', { customerNumber: '1000000001', installationId: 'a1b2c3d4e5f60718' });
    await renewPush(api);
    expect(registrations()).toEqual([]);
    expect(phone.asked).toEqual([]);
  });

  it('is not registered while the permission is withdrawn', async () => {
    const { api, registrations } = await setUp();
    await writeStored('push', { customerNumber: NUMBER, installationId: 'a1b2c3d4e5f60718' });
    phone.support = 'denied';
    await renewPush(api);
    phone.support = 'available';
    phone.granted = false;
    await renewPush(api);
    expect(registrations()).toEqual([]);
    // Still on: once allowed again, the next login registers it.
    expect(await readStored('push')).not.toBeNull();
  });

  it('stays off when turned off while the renewal of a start is still under way', async () => {
    const { api, registrations } = await setUp();
    expect(await turnPushOn(api, NUMBER)).toBe(true);
    // Both begin at once: the renewal's registration must not come back after the off.
    await Promise.all([renewPush(api), turnPushOff(api)]);
    expect(registrations()).toHaveLength(2);
    expect(await readStored('push')).toBeNull();
  });

  it('stays off when the customer does not allow notifications', async () => {
    const { api, registrations } = await setUp();
    phone.granted = false;
    expect(await turnPushOn(api, NUMBER)).toBe(false);
    expect(registrations()).toEqual([]);
    expect(await readStored('push')).toBeNull();
  });
});
