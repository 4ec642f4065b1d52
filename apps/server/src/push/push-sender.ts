import type { PushKind, PushTopic } from '../db/tables.ts';

// Push providers, each behind this one small interface (docs/decisions/030-push.md): FCM HTTP v1
// for Android, APNs over HTTP/2 for iOS, Web Push with VAPID for browsers.

/** What a notification says and where it leads. */
export type PushMessage = {
  topic: PushTopic;
  title: string;
  body: string;
  /** The app's path the notification opens (`/postbox`). */
  screen: string;
  /** The app icon's count; null leaves it as it is. */
  badge: number | null;
};

/** Where it goes: a device's token, or a browser's subscription. */
export type PushTarget = {
  kind: PushKind;
  address: string;
  p256dh: string | null;
  auth: string | null;
};

/** `gone`: the provider says the device no longer exists, so its registration is removed. */
export type PushOutcome = 'sent' | 'gone';

export type PushSender = {
  send: (target: PushTarget, message: PushMessage) => Promise<PushOutcome>;
  close?: () => Promise<void>;
};

/**
 * A send that did not go through. `reason` is an HTTP status, a provider's error code or a
 * network error code, never a token or the provider's text; `retry` says whether trying again
 * later may help (the provider or the network was away, or asked us to slow down).
 */
export class PushError extends Error {
  readonly reason: string;
  readonly retry: boolean;

  constructor(reason: string, retry: boolean) {
    super(`push not sent: ${reason}`);
    this.reason = reason;
    this.retry = retry;
  }
}

/** A network failure as a PushError (always worth another try). */
export function networkPushError(error: unknown): PushError {
  const { name, cause, code } = error as {
    name?: string;
    code?: string;
    cause?: { code?: string };
  };
  return new PushError(cause?.code ?? code ?? name ?? 'network', true);
}

/** An HTTP status worth trying again after: the provider was busy or away. */
export function retryableStatus(status: number): boolean {
  return status === 429 || status >= 500;
}

/** The payload the service worker and the native app read (`push-events.ts`). */
export function notificationData(message: PushMessage): Record<string, string> {
  return {
    title: message.title,
    body: message.body,
    screen: message.screen,
    topic: message.topic,
    ...(message.badge === null ? {} : { badge: String(message.badge) }),
  };
}
