// The service worker's push notifications (docs/decisions/030-push.md): shows what the server
// pushed and opens the screen it names on a click. The service worker imports this and calls
// `registerPushEvents(self)`; the types below are the parts of ServiceWorkerGlobalScope it uses,
// so that the app's own code (built with the DOM library) can be tested with it.

type ExtendableEventLike = { waitUntil: (work: Promise<unknown>) => void };

export type PushEventLike = ExtendableEventLike & { data: { json: () => unknown } | null };

export type NotificationClickEventLike = ExtendableEventLike & {
  notification: { data: unknown; close: () => void };
};

export type WindowClientLike = {
  url: string;
  focus: () => Promise<unknown>;
  navigate: (url: string) => Promise<unknown>;
};

export type PushScope = {
  location: { origin: string };
  registration: {
    showNotification: (title: string, options: NotificationOptions) => Promise<void>;
  };
  clients: {
    matchAll: (options: {
      type: 'window';
      includeUncontrolled: boolean;
    }) => Promise<readonly WindowClientLike[]>;
    openWindow: (url: string) => Promise<unknown>;
  };
  navigator: { setAppBadge?: (count: number) => Promise<void> };
  addEventListener: {
    (type: 'push', listener: (event: PushEventLike) => void): void;
    (type: 'notificationclick', listener: (event: NotificationClickEventLike) => void): void;
  };
};

/** What the server sends (`notificationData` in the server's push module). */
export type PushPayload = {
  title: string;
  body: string;
  screen: string;
  topic: string;
  badge: number | null;
};

const FALLBACK_TITLE = 'Servicebereich';
const ICON = '/icon-192.png';

/** Only a path of this app: never another origin, whatever the payload says. */
export function safeScreen(screen: unknown): string {
  return typeof screen === 'string' && /^\/(?![/\\])[^\s]*$/.test(screen) ? screen : '/';
}

export function parsePushPayload(data: unknown): PushPayload {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const badge = Number.parseInt(text(record.badge), 10);
  return {
    title: text(record.title) === '' ? FALLBACK_TITLE : text(record.title),
    body: text(record.body),
    screen: safeScreen(record.screen),
    topic: text(record.topic),
    badge: Number.isInteger(badge) && badge >= 0 ? badge : null,
  };
}

function readPayload(event: PushEventLike): PushPayload {
  try {
    return parsePushPayload(event.data?.json());
  } catch {
    return parsePushPayload(null);
  }
}

export function registerPushEvents(scope: PushScope): void {
  scope.addEventListener('push', (event) => {
    const payload = readPayload(event);
    event.waitUntil(
      Promise.all([
        scope.registration.showNotification(payload.title, {
          body: payload.body,
          icon: ICON,
          badge: ICON,
          // A newer notification of the same topic replaces the older one.
          ...(payload.topic === '' ? {} : { tag: payload.topic }),
          data: { screen: payload.screen },
        }),
        payload.badge === null
          ? Promise.resolve()
          : (scope.navigator.setAppBadge?.(payload.badge).catch(() => undefined) ??
            Promise.resolve()),
      ]),
    );
  });

  scope.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const { screen } = (event.notification.data ?? {}) as { screen?: unknown };
    const url = new URL(safeScreen(screen), scope.location.origin).href;
    event.waitUntil(
      (async () => {
        const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => client.url.startsWith(scope.location.origin));
        if (open === undefined) {
          await scope.clients.openWindow(url);
          return;
        }
        await open.focus();
        await open.navigate(url);
      })(),
    );
  });
}
