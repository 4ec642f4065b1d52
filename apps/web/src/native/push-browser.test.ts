import { installationIdParam } from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { push } from './push.ts';

// A browser's side of Web Push replaced: the notification permission, the service worker's
// registration and its push manager, which records what it was asked.
const VAPID_KEY = `B${'A'.repeat(86)}`;
const KEY_BYTES = Uint8Array.from(atob(`${VAPID_KEY.replaceAll('-', '+')}=`), (c) =>
  c.charCodeAt(0),
);

function subscription(key: Uint8Array, endpoint: string) {
  return {
    options: { applicationServerKey: key.buffer },
    unsubscribe: vi.fn(() => Promise.resolve(true)),
    toJSON: () => ({ endpoint, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) } }),
  };
}

type FakeSubscription = ReturnType<typeof subscription>;

const browser = {
  permission: 'default' as NotificationPermission,
  answer: 'granted' as NotificationPermission,
  requests: 0,
  current: null as FakeSubscription | null,
  subscribed: [] as PushSubscriptionOptionsInit[],
  registered: true,
};

const pushManager = {
  getSubscription: () => Promise.resolve(browser.current),
  subscribe: (options: PushSubscriptionOptionsInit) => {
    browser.subscribed.push(options);
    browser.current = subscription(
      options.applicationServerKey as Uint8Array,
      'https://fcm.googleapis.com/fcm/send/new',
    );
    return Promise.resolve(browser.current);
  },
};

describe('Web Push in a browser', () => {
  beforeEach(() => {
    Object.assign(browser, {
      permission: 'default',
      answer: 'granted',
      requests: 0,
      current: null,
      subscribed: [],
      registered: true,
    });
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', {
      get permission() {
        return browser.permission;
      },
      requestPermission: () => {
        browser.requests += 1;
        browser.permission = browser.answer;
        return Promise.resolve(browser.permission);
      },
    });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: {
        // The browser registers the app's worker, or refuses it (a private window may).
        register: () =>
          browser.registered
            ? Promise.resolve({ pushManager })
            : Promise.reject(new DOMException('refused', 'SecurityError')),
        getRegistration: () => Promise.resolve(browser.registered ? { pushManager } : undefined),
        ready: Promise.resolve({ pushManager }),
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('subscribes with the server’s key once the customer allows notifications', async () => {
    expect(push.kind()).toBe('webpush');
    expect(await push.support()).toBe('available');
    expect(await push.address({ ask: true, vapidKey: VAPID_KEY })).toEqual({
      art: 'webpush',
      endpoint: 'https://fcm.googleapis.com/fcm/send/new',
      p256dh: 'B'.repeat(87),
      auth: 'A'.repeat(22),
    });
    expect(browser.requests).toBe(1);
    expect(browser.subscribed).toEqual([
      { userVisibleOnly: true, applicationServerKey: KEY_BYTES },
    ]);
  });

  it('keeps a subscription made with the same key and replaces one made with another', async () => {
    browser.permission = 'granted';
    const same = subscription(KEY_BYTES, 'https://fcm.googleapis.com/fcm/send/kept');
    browser.current = same;
    expect(await push.address({ ask: false, vapidKey: VAPID_KEY })).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/kept',
    });
    const other = subscription(new Uint8Array(65).fill(4), 'https://fcm.googleapis.com/old');
    browser.current = other;
    expect(await push.address({ ask: false, vapidKey: VAPID_KEY })).toMatchObject({
      endpoint: 'https://fcm.googleapis.com/fcm/send/new',
    });
    expect(same.unsubscribe).not.toHaveBeenCalled();
    expect(other.unsubscribe).toHaveBeenCalledOnce();
    expect(browser.requests).toBe(0);
  });

  it('asks nobody at a renewal, and subscribes nothing without the permission', async () => {
    expect(await push.address({ ask: false, vapidKey: VAPID_KEY })).toBeNull();
    expect(browser.requests).toBe(0);
    browser.answer = 'denied';
    expect(await push.address({ ask: true, vapidKey: VAPID_KEY })).toBeNull();
    expect(await push.support()).toBe('denied');
    expect(browser.subscribed).toEqual([]);
  });

  it('says a browser without push, or refusing the app’s service worker, cannot', async () => {
    browser.registered = false;
    expect(await push.support()).toBe('unsupported');
    vi.stubGlobal('PushManager', undefined);
    browser.registered = true;
    expect(await push.support()).toBe('unsupported');
  });

  it('unsubscribes, and makes a new installation id each time', async () => {
    const current = subscription(KEY_BYTES, 'https://fcm.googleapis.com/fcm/send/kept');
    browser.current = current;
    await push.release();
    expect(current.unsubscribe).toHaveBeenCalledOnce();
    const [first, second] = await Promise.all([push.installationId(), push.installationId()]);
    expect(installationIdParam.safeParse(first).success).toBe(true);
    expect(first).not.toBe(second);
  });
});
