import type { AnalyticsEvent, ClaimType } from '@servicebereich/protocol';
import { useSyncExternalStore } from 'react';
import type { SucceededCall } from '../api/api-client.ts';
import { connection } from '../api/connection.ts';
import { readStored, writeStored } from '../native/storage.ts';

// Usage analytics of our own (decision 034): events are counted only after the customer agreed
// on this device. They wait in memory (nothing of them is stored on the device), go to our
// server in the background a few seconds later or when the page is hidden, and are dropped
// offline, when consent is withdrawn and when they cannot be sent. No customer number, no id.

/** The customer's answer; stored on the device, as the choice itself is essential. */
export type AnalyticsConsent = 'granted' | 'denied';
/** `loading` until the stored answer is read; `unknown` on a device that was never asked. */
export type AnalyticsConsentState = 'loading' | 'unknown' | AnalyticsConsent;

/** Hands the events to the server; false when it could not yet (no session token). */
export type AnalyticsSender = (events: readonly AnalyticsEvent[]) => Promise<boolean>;
/**
 * Loads the sender: its code comes once the customer agreed, before the first events go, so that
 * a page closing then still sends them (no module is loaded by a page on its way out).
 */
export type AnalyticsSenderLoader = () => Promise<AnalyticsSender>;

/** How long events gather before they are sent together. */
export const ANALYTICS_FLUSH_DELAY_MS = 5_000;
/** At this many events they are sent at once. */
export const ANALYTICS_FLUSH_AT = 20;
/** The most kept in memory, while no token is there yet; the oldest go first. */
const ANALYTICS_KEPT_MAX = 50;

export type AnalyticsDeps = {
  loadConsent: () => Promise<AnalyticsConsent | null>;
  saveConsent: (consent: AnalyticsConsent) => Promise<void>;
  isOnline: () => boolean;
};

/** The funnel steps that a successful call stands for; none for most calls. */
export function eventsOfCall({ name, params, files }: SucceededCall): AnalyticsEvent[] {
  const claimType = () => params.typ as ClaimType;
  switch (name) {
    case 'login':
      return [{ name: 'login', detail: 'passwort' }];
    case 'deviceLogin':
      return [{ name: 'login', detail: 'biometrie' }];
    case 'passkeyLogin':
      return [{ name: 'login', detail: 'passkey' }];
    case 'activate':
      return [{ name: 'login', detail: 'aktivierung' }];
    case 'schadensmeldungMelden':
    case 'schadensmeldungMeldenGast':
      return [
        { name: 'schadensmeldung-gesendet', detail: claimType() },
        ...(files > 0 ? [{ name: 'upload', detail: 'schadensmeldung' } as const] : []),
      ];
    case 'addSchadensmeldungDokumente':
      return [{ name: 'upload', detail: 'schadensmeldung' }];
    case 'addDokboxFile':
      return [{ name: 'upload', detail: 'dokbox' }];
    case 'uploadCheckListDocument':
      return [{ name: 'upload', detail: 'checkliste' }];
    case 'bookVideoTermin':
      return [{ name: 'termin-gebucht', detail: '' }];
    default:
      return [];
  }
}

export function createAnalytics(deps: AnalyticsDeps) {
  let consent: AnalyticsConsentState = 'loading';
  // A function, not the variable: the answer may change while a call is under way.
  const granted = () => consent === 'granted';
  let load: AnalyticsSenderLoader | null = null;
  let sender: Promise<AnalyticsSender> | null = null;
  let queue: AnalyticsEvent[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let sending = false;
  const listeners = new Set<() => void>();

  /** The sender, loading when first asked for; a failed load is tried again next time. */
  function loadSender(): Promise<AnalyticsSender> | null {
    if (sender === null && load !== null) {
      const loading = load();
      sender = loading;
      loading.catch(() => {
        if (sender === loading) sender = null;
      });
    }
    return sender;
  }

  function setState(next: AnalyticsConsentState): void {
    consent = next;
    if (next === 'granted') void loadSender();
    if (next !== 'granted' && next !== 'loading') {
      queue = [];
      clearTimeout(timer);
      timer = undefined;
    }
    for (const listener of listeners) listener();
  }

  async function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const loading = loadSender();
    if (consent !== 'granted' || loading === null || sending || queue.length === 0) return;
    if (!deps.isOnline()) {
      queue = [];
      return;
    }
    const batch = queue;
    queue = [];
    sending = true;
    try {
      const sent = await loading.then((send) => send(batch)).catch(() => true);
      // Not sent for want of a token: tried again with the next ones.
      if (!sent && granted()) queue = [...batch, ...queue].slice(-ANALYTICS_KEPT_MAX);
    } finally {
      sending = false;
    }
    if (queue.length > 0) later();
  }

  function track(event: AnalyticsEvent): void {
    if (consent !== 'granted' && consent !== 'loading') return;
    queue = [...queue, event].slice(-ANALYTICS_KEPT_MAX);
    if (consent === 'granted') later();
  }

  function later(): void {
    if (queue.length >= ANALYTICS_FLUSH_AT) void flush();
    else timer ??= setTimeout(() => void flush(), ANALYTICS_FLUSH_DELAY_MS);
  }

  return {
    /** Reads the stored answer and sends with the loaded sender from now on; once, at the start. */
    start(loader: AnalyticsSenderLoader): void {
      load = loader;
      void deps.loadConsent().then(
        (stored) => {
          if (consent === 'loading') setState(stored ?? 'unknown');
          if (queue.length > 0) later();
        },
        () => {
          setState('unknown');
        },
      );
      // A page that is hidden may never come back (closed, swiped away): what it gathered goes now.
      document.addEventListener('visibilitychange', () => {
        if (document.visibilityState === 'hidden') void flush();
      });
      window.addEventListener('pagehide', () => void flush());
    },
    consent: (): AnalyticsConsentState => consent,
    subscribe: (listener: () => void): (() => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** The customer's answer, kept on the device; withdrawing it drops what was gathered. */
    async choose(next: AnalyticsConsent): Promise<void> {
      setState(next);
      await deps.saveConsent(next);
    },
    /** Counts an event once the customer agreed; before the stored answer is read, it waits. */
    track,
    /** The funnel steps of a call that succeeded (the API client tells). */
    callSucceeded: (done: SucceededCall): void => {
      for (const event of eventsOfCall(done)) track(event);
    },
    flush,
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

/** The app's analytics; `start` in app.tsx connects it to the API client. */
export const analytics = createAnalytics({
  loadConsent: () => readStored('analytics'),
  saveConsent: (consent) => writeStored('analytics', consent),
  isOnline: () => connection.isOnline(),
});

/** The customer's answer, for the prompt and the settings. */
export function useAnalyticsConsent(): AnalyticsConsentState {
  return useSyncExternalStore(analytics.subscribe, analytics.consent);
}
