import type { PluginListenerHandle } from '@capacitor/core';
import type { PushKindName } from '@servicebereich/protocol';
import { isNative, platformName } from './platform.ts';
import { registerServiceWorker } from './service-worker.ts';

/** Whether this device can get push notifications; `denied`: the customer blocked them. */
export type PushSupport = 'available' | 'unsupported' | 'denied';

/** Where the push service reaches this device: the app's token, or a browser's subscription. */
export type PushAddress =
  | { art: 'fcm' | 'apns'; token: string }
  | { art: 'webpush'; endpoint: string; p256dh: string; auth: string };

export type PushAdapter = {
  /** The provider that reaches this device. */
  kind: () => PushKindName;
  support: () => Promise<PushSupport>;
  /**
   * The device's address at its push service; null without the permission. `ask`: the customer
   * just turned push on, so the permission is asked for if it has not been answered yet. A
   * browser subscribes with the server's VAPID key.
   */
  address: (options: { ask: boolean; vapidKey: string | null }) => Promise<PushAddress | null>;
  /** The push service stops delivering to this device. */
  release: () => Promise<void>;
  /** The id the server keeps the registration by (the app's installation id, decision 030). */
  installationId: () => Promise<string>;
  /** Calls back with the screen a tapped notification names; answers the unsubscribe. */
  onOpened: (listener: (screen: string) => void) => () => void;
};

/** The plugin, loaded where it is used: never in the web app's first load. */
const plugin = () => import('@capacitor/push-notifications');

/** The token of `register()`, which the plugin answers with an event. */
async function nativeToken(): Promise<string> {
  const { PushNotifications } = await plugin();
  const handles: PluginListenerHandle[] = [];
  try {
    return await new Promise<string>((resolve, reject) => {
      Promise.all([
        PushNotifications.addListener('registration', ({ value }) => {
          resolve(value);
        }),
        PushNotifications.addListener('registrationError', ({ error }) => {
          reject(new Error(error));
        }),
      ])
        .then((added) => {
          handles.push(...added);
          return PushNotifications.register();
        })
        .catch(reject);
    });
  } finally {
    await Promise.all(handles.map((handle) => handle.remove()));
  }
}

function nativeKind(): 'fcm' | 'apns' {
  return platformName() === 'ios' ? 'apns' : 'fcm';
}

/** Firebase Cloud Messaging on Android, APNs on iOS (`@capacitor/push-notifications`). */
const nativePush: PushAdapter = {
  kind: nativeKind,
  support: async () => {
    const { PushNotifications } = await plugin();
    const { receive } = await PushNotifications.checkPermissions();
    return receive === 'denied' ? 'denied' : 'available';
  },
  address: async ({ ask }) => {
    const { PushNotifications } = await plugin();
    let { receive } = await PushNotifications.checkPermissions();
    if (receive !== 'granted' && receive !== 'denied' && ask) {
      ({ receive } = await PushNotifications.requestPermissions());
    }
    if (receive !== 'granted') return null;
    return { art: nativeKind(), token: await nativeToken() };
  },
  release: async () => {
    const { PushNotifications } = await plugin();
    await PushNotifications.unregister();
  },
  installationId: async () => {
    const { Device } = await import('@capacitor/device');
    return (await Device.getId()).identifier;
  },
  onOpened: (listener) => {
    const handle = plugin().then(({ PushNotifications }) =>
      PushNotifications.addListener('pushNotificationActionPerformed', ({ notification }) => {
        const { screen } = (notification.data ?? {}) as { screen?: unknown };
        if (typeof screen === 'string') listener(screen);
      }),
    );
    return () => {
      void handle.then((h) => h.remove());
    };
  },
};

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replaceAll('-', '+').replaceAll('_', '/');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameBytes(a: ArrayBuffer | null, b: Uint8Array): boolean {
  return (
    a !== null && a.byteLength === b.byteLength && new Uint8Array(a).every((x, i) => x === b[i])
  );
}

/** 24 random bytes, base64url: a browser's installation id. */
function randomId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_');
}

/**
 * Web Push (decision 030): the browser subscribes through the app's service worker with the
 * server's VAPID key; the service worker shows what arrives and opens its screen on a click.
 */
const webPush: PushAdapter = {
  kind: () => 'webpush',
  support: async () => {
    if (
      !('serviceWorker' in navigator) ||
      typeof PushManager === 'undefined' ||
      typeof Notification === 'undefined'
    ) {
      return 'unsupported';
    }
    if (Notification.permission === 'denied') return 'denied';
    // Without the app's service worker (a private window may refuse it) nothing can show one.
    // The app registers it once its first screen is up; a screen that asks before registers it.
    return (await registerServiceWorker()) === null ? 'unsupported' : 'available';
  },
  address: async ({ ask, vapidKey }) => {
    if (vapidKey === null) return null;
    if (Notification.permission !== 'granted') {
      if (!ask || (await Notification.requestPermission()) !== 'granted') return null;
    }
    const { pushManager } = await navigator.serviceWorker.ready;
    const key = base64UrlBytes(vapidKey);
    let subscription = await pushManager.getSubscription();
    // A subscription made with another key (the server's key pair changed) cannot be used.
    if (subscription !== null && !sameBytes(subscription.options.applicationServerKey, key)) {
      await subscription.unsubscribe();
      subscription = null;
    }
    subscription ??= await pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    const { endpoint = '', keys = {} } = subscription.toJSON();
    return { art: 'webpush', endpoint, p256dh: keys.p256dh ?? '', auth: keys.auth ?? '' };
  },
  release: async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    await (await registration?.pushManager.getSubscription())?.unsubscribe();
  },
  installationId: () => Promise.resolve(randomId()),
  // The service worker opens the screen of a clicked notification itself.
  onOpened: () => () => undefined,
};

/** Push notifications on this device (decision 030). */
export const push: PushAdapter = isNative() ? nativePush : webPush;
