import type { AnalyticsEvent } from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ANALYTICS_FLUSH_AT,
  ANALYTICS_FLUSH_DELAY_MS,
  createAnalytics,
  eventsOfCall,
  type AnalyticsConsent,
} from './analytics.ts';

const DASHBOARD: AnalyticsEvent = { name: 'ansicht', detail: '/dashboard' };
const LOGIN: AnalyticsEvent = { name: 'login', detail: 'passwort' };

/** Analytics on a device whose stored answer is `stored`; `sent` records every call. */
async function setup(stored: AnalyticsConsent | null, options: { online?: boolean } = {}) {
  const sent: (readonly AnalyticsEvent[])[] = [];
  const saved: AnalyticsConsent[] = [];
  const sender = vi.fn((events: readonly AnalyticsEvent[]) => {
    sent.push(events);
    return Promise.resolve(true);
  });
  const analytics = createAnalytics({
    loadConsent: () => Promise.resolve(stored),
    saveConsent: (consent) => {
      saved.push(consent);
      return Promise.resolve();
    },
    isOnline: () => options.online ?? true,
  });
  analytics.start(() => Promise.resolve(sender));
  await vi.advanceTimersByTimeAsync(0);
  return { analytics, sent, saved, sender };
}

/** Everything the analytics would send later is sent by now. */
async function later() {
  await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_DELAY_MS);
}

describe('usage analytics in the app', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['never asked', null],
    ['declined', 'denied'],
  ] as const)('sends nothing on a device where the customer was %s', async (_what, stored) => {
    const { analytics, sender } = await setup(stored);
    expect(analytics.consent()).toBe(stored ?? 'unknown');
    for (let i = 0; i < ANALYTICS_FLUSH_AT + 5; i += 1) analytics.track(DASHBOARD);
    await later();
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    await analytics.flush();
    expect(sender).not.toHaveBeenCalled();
  });

  it('drops what came before the stored answer was read unless it says yes', async () => {
    const sent: (readonly AnalyticsEvent[])[] = [];
    let answer: (consent: AnalyticsConsent | null) => void = () => undefined;
    const analytics = createAnalytics({
      loadConsent: () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
      saveConsent: () => Promise.resolve(),
      isOnline: () => true,
    });
    analytics.start(() =>
      Promise.resolve((events: readonly AnalyticsEvent[]) => {
        sent.push(events);
        return Promise.resolve(true);
      }),
    );
    analytics.track(DASHBOARD);
    answer(null);
    await later();
    // Agreeing later does not send what was gathered before.
    await analytics.choose('granted');
    await later();
    expect(sent).toEqual([]);
  });

  it('sends the events together a few seconds after they happened, once agreed', async () => {
    const { analytics, sent } = await setup('granted');
    analytics.track(DASHBOARD);
    analytics.track(LOGIN);
    await vi.advanceTimersByTimeAsync(ANALYTICS_FLUSH_DELAY_MS - 1);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([[DASHBOARD, LOGIN]]);
  });

  it(`sends at once at ${String(ANALYTICS_FLUSH_AT)} events and when the page is hidden`, async () => {
    const { analytics, sent } = await setup('granted');
    for (let i = 0; i < ANALYTICS_FLUSH_AT; i += 1) analytics.track(DASHBOARD);
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toHaveLength(1);
    analytics.track(LOGIN);
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    Reflect.deleteProperty(document, 'visibilityState');
    expect(sent[1]).toEqual([LOGIN]);
  });

  it('loads the sender only once the customer agreed', async () => {
    const load = vi.fn(() => Promise.resolve(() => Promise.resolve(true)));
    const analytics = createAnalytics({
      loadConsent: () => Promise.resolve(null),
      saveConsent: () => Promise.resolve(),
      isOnline: () => true,
    });
    analytics.start(load);
    analytics.track(DASHBOARD);
    await later();
    expect(load).not.toHaveBeenCalled();
    await analytics.choose('granted');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('drops the events while offline', async () => {
    const { analytics, sender } = await setup('granted', { online: false });
    analytics.track(DASHBOARD);
    await later();
    await later();
    expect(sender).not.toHaveBeenCalled();
  });

  it('drops what was gathered when the customer withdraws, and sends nothing after', async () => {
    const { analytics, sent, saved } = await setup('granted');
    analytics.track(DASHBOARD);
    await analytics.choose('denied');
    analytics.track(LOGIN);
    await later();
    expect(sent).toEqual([]);
    expect(saved).toEqual(['denied']);
    expect(analytics.consent()).toBe('denied');
  });

  it('keeps the events in memory until a session token lets them go', async () => {
    const { analytics, sender } = await setup('granted');
    sender.mockResolvedValueOnce(false);
    analytics.track(DASHBOARD);
    await later();
    analytics.track(LOGIN);
    await later();
    expect(sender.mock.calls.map(([events]) => events)).toEqual([[DASHBOARD], [DASHBOARD, LOGIN]]);
  });
});

describe('the funnel steps of calls', () => {
  it.each([
    ['login', {}, 0, [LOGIN]],
    ['deviceLogin', {}, 0, [{ name: 'login', detail: 'biometrie' }]],
    ['passkeyLogin', {}, 0, [{ name: 'login', detail: 'passkey' }]],
    ['activate', {}, 0, [{ name: 'login', detail: 'aktivierung' }]],
    [
      'schadensmeldungMelden',
      { typ: 'kfz' },
      0,
      [{ name: 'schadensmeldung-gesendet', detail: 'kfz' }],
    ],
    [
      'schadensmeldungMeldenGast',
      { typ: 'haushalt' },
      2,
      [
        { name: 'schadensmeldung-gesendet', detail: 'haushalt' },
        { name: 'upload', detail: 'schadensmeldung' },
      ],
    ],
    ['addSchadensmeldungDokumente', {}, 1, [{ name: 'upload', detail: 'schadensmeldung' }]],
    ['addDokboxFile', {}, 1, [{ name: 'upload', detail: 'dokbox' }]],
    ['uploadCheckListDocument', {}, 1, [{ name: 'upload', detail: 'checkliste' }]],
    ['bookVideoTermin', {}, 0, [{ name: 'termin-gebucht', detail: '' }]],
    ['getVertraege', {}, 0, []],
    ['changePassword', {}, 0, []],
  ] as const)('%s counts as %j', (name, params, files, events) => {
    expect(eventsOfCall({ name, params, files })).toEqual(events);
  });
});
