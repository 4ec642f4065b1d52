import { beforeEach, describe, expect, it, vi } from 'vitest';

// Push on a phone: the platform Android (or iOS), @capacitor/push-notifications replaced by a
// recorder that answers `register()` with its event, as the plugin does.
const phone = vi.hoisted(() => ({
  platform: 'android',
  permission: 'prompt',
  /** What the customer answers when asked. */
  answer: 'granted',
  requests: 0,
  registrationError: null as string | null,
  unregistered: 0,
  listeners: new Map<string, Set<(event: unknown) => void>>(),
}));

function emit(event: string, data: unknown) {
  for (const listener of phone.listeners.get(event) ?? []) listener(data);
}

vi.mock('./platform.ts', () => ({ isNative: () => true, platformName: () => phone.platform }));
vi.mock('@capacitor/device', () => ({
  Device: { getId: () => Promise.resolve({ identifier: 'a1b2c3d4e5f60718' }) },
}));
vi.mock('@capacitor/push-notifications', () => ({
  PushNotifications: {
    checkPermissions: () => Promise.resolve({ receive: phone.permission }),
    requestPermissions: () => {
      phone.requests += 1;
      phone.permission = phone.answer;
      return Promise.resolve({ receive: phone.permission });
    },
    addListener: (event: string, listener: (data: unknown) => void) => {
      const set = phone.listeners.get(event) ?? new Set();
      set.add(listener);
      phone.listeners.set(event, set);
      return Promise.resolve({
        remove: () => {
          set.delete(listener);
          return Promise.resolve();
        },
      });
    },
    register: () => {
      setTimeout(() => {
        if (phone.registrationError === null) {
          emit('registration', { value: `${phone.platform}-token-0123456789abcdef` });
        } else {
          emit('registrationError', { error: phone.registrationError });
        }
      }, 0);
      return Promise.resolve();
    },
    unregister: () => {
      phone.unregistered += 1;
      return Promise.resolve();
    },
  },
}));

const { push } = await import('./push.ts');

const listening = (event: string) => phone.listeners.get(event)?.size ?? 0;

describe('push on a phone', () => {
  beforeEach(() => {
    phone.platform = 'android';
    phone.permission = 'prompt';
    phone.answer = 'granted';
    phone.requests = 0;
    phone.registrationError = null;
    phone.unregistered = 0;
    phone.listeners.clear();
  });

  it('asks for the permission when turned on and answers the FCM token on Android', async () => {
    expect(await push.support()).toBe('available');
    expect(await push.address({ ask: true, vapidKey: null })).toEqual({
      art: 'fcm',
      token: 'android-token-0123456789abcdef',
    });
    expect(phone.requests).toBe(1);
    expect(listening('registration')).toBe(0);
    expect(listening('registrationError')).toBe(0);
  });

  it('answers the APNs token on iOS', async () => {
    phone.platform = 'ios';
    phone.permission = 'granted';
    expect(push.kind()).toBe('apns');
    expect(await push.address({ ask: false, vapidKey: null })).toEqual({
      art: 'apns',
      token: 'ios-token-0123456789abcdef',
    });
    expect(phone.requests).toBe(0);
  });

  it('does not ask at a renewal, nor register without the permission', async () => {
    expect(await push.address({ ask: false, vapidKey: null })).toBeNull();
    expect(phone.requests).toBe(0);
    phone.answer = 'denied';
    expect(await push.address({ ask: true, vapidKey: null })).toBeNull();
    expect(await push.support()).toBe('denied');
    // Refused once, the phone's settings are the only place to allow it.
    expect(await push.address({ ask: true, vapidKey: null })).toBeNull();
    expect(phone.requests).toBe(1);
  });

  it('fails with the reason the registration failed', async () => {
    phone.permission = 'granted';
    phone.registrationError = 'SERVICE_NOT_AVAILABLE';
    await expect(push.address({ ask: false, vapidKey: null })).rejects.toThrow(
      'SERVICE_NOT_AVAILABLE',
    );
    expect(listening('registration')).toBe(0);
  });

  it('passes on the screen of a tapped notification until unsubscribed', async () => {
    const opened = vi.fn();
    const stop = push.onOpened(opened);
    await vi.waitFor(() => {
      expect(listening('pushNotificationActionPerformed')).toBe(1);
    });
    emit('pushNotificationActionPerformed', {
      actionId: 'tap',
      notification: { id: '1', data: { screen: '/nachrichten', topic: 'postbox' } },
    });
    emit('pushNotificationActionPerformed', { actionId: 'tap', notification: { id: '2' } });
    expect(opened.mock.calls).toEqual([['/nachrichten']]);
    stop();
    await vi.waitFor(() => {
      expect(listening('pushNotificationActionPerformed')).toBe(0);
    });
  });

  it('is known by the installation id and unregisters from the push service', async () => {
    expect(await push.installationId()).toBe('a1b2c3d4e5f60718');
    await push.release();
    expect(phone.unregistered).toBe(1);
  });
});
