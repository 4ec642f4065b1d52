import { describe, expect, it, vi } from 'vitest';
import {
  parsePushPayload,
  registerPushEvents,
  safeScreen,
  type NotificationClickEventLike,
  type PushEventLike,
  type PushScope,
  type WindowClientLike,
} from './push-events.ts';

const ORIGIN = 'https://app.servicebereich.example';

function fakeScope(windows: WindowClientLike[] = []) {
  const listeners: {
    push?: (e: PushEventLike) => void;
    click?: (e: NotificationClickEventLike) => void;
  } = {};
  const scope = {
    location: { origin: ORIGIN },
    registration: { showNotification: vi.fn(() => Promise.resolve()) },
    clients: {
      matchAll: vi.fn(() => Promise.resolve(windows)),
      openWindow: vi.fn(() => Promise.resolve(null)),
    },
    navigator: { setAppBadge: vi.fn(() => Promise.resolve()) },
    addEventListener: (type: string, listener: never) => {
      if (type === 'push') listeners.push = listener;
      else listeners.click = listener;
    },
  };
  registerPushEvents(scope as unknown as PushScope);
  return { scope, listeners };
}

async function dispatched(fire: (waitUntil: (p: Promise<unknown>) => void) => void) {
  const work: Promise<unknown>[] = [];
  fire((p) => work.push(p));
  await Promise.all(work);
}

describe('push events of the service worker', () => {
  it('shows the pushed notification in German with its topic and sets the badge', async () => {
    const { scope, listeners } = fakeScope();
    await dispatched((waitUntil) => {
      listeners.push?.({
        waitUntil,
        data: {
          json: () => ({
            title: 'Neuer Brief in deiner Postbox',
            body: 'Jahresauszug 2026',
            screen: '/nachrichten',
            topic: 'postbox',
            badge: '2',
          }),
        },
      });
    });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Neuer Brief in deiner Postbox',
      {
        body: 'Jahresauszug 2026',
        icon: '/icon-192.png',
        badge: '/icon-192.png',
        tag: 'postbox',
        data: { screen: '/nachrichten' },
      },
    );
    expect(scope.navigator.setAppBadge).toHaveBeenCalledWith(2);
  });

  it('shows a notification even for a payload it cannot read', async () => {
    const { scope, listeners } = fakeScope();
    await dispatched((waitUntil) => {
      listeners.push?.({
        waitUntil,
        data: {
          json: () => {
            throw new SyntaxError('not JSON');
          },
        },
      });
    });
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'Servicebereich',
      expect.objectContaining({ data: { screen: '/' } }),
    );
    expect(scope.navigator.setAppBadge).not.toHaveBeenCalled();
  });

  it('focuses an open window of the app and shows the screen the notification names', async () => {
    const open: WindowClientLike = {
      url: `${ORIGIN}/dashboard`,
      focus: vi.fn(() => Promise.resolve()),
      navigate: vi.fn(() => Promise.resolve()),
    };
    const { scope, listeners } = fakeScope([open]);
    const close = vi.fn();
    await dispatched((waitUntil) => {
      listeners.click?.({
        waitUntil,
        notification: { data: { screen: '/services/meine-schaeden' }, close },
      });
    });
    expect(close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/services/meine-schaeden`);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a window when none is open, and never another origin', async () => {
    const { scope, listeners } = fakeScope();
    await dispatched((waitUntil) => {
      listeners.click?.({
        waitUntil,
        notification: { data: { screen: '//evil.example/x' }, close: vi.fn() },
      });
    });
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/`);
  });

  it('reads only paths of the app and whole badge counts', () => {
    expect(safeScreen('/nachrichten')).toBe('/nachrichten');
    expect(safeScreen('https://evil.example')).toBe('/');
    expect(safeScreen('/\\evil.example')).toBe('/');
    expect(parsePushPayload({ title: 'T', badge: '-1' }).badge).toBeNull();
  });
});
