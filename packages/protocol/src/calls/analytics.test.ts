import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { decodeForm, encodeForm } from '../form-encoding.ts';
import {
  ANALYTICS_MESSAGES,
  analyticsCalls,
  encodeAnalyticsEvent,
  type AnalyticsEvent,
} from './analytics.ts';
import { maskNumbers } from '../de-at.ts';

const params = analyticsCalls.nutzungsstatistik.params;

/** The events as the app sends them and the server reads them. */
function sent(items: readonly string[]) {
  return z.safeParse(params, decodeForm(encodeForm({ ereignisse: items })));
}

describe('maskNumbers', () => {
  it.each([
    ['/wohnen/vertrag/7400263190/umsaetze', '/wohnen/vertrag/XXXXXXX190/umsaetze'],
    ['/:motive/vertrag/:contractId', '/:motive/vertrag/:contractId'],
    ['/services/me1ns/my21/14', '/services/me1ns/my21/14'],
    ['/a/1234/b/98765', '/a/X234/b/XX765'],
  ])('masks %j as %j', (input, masked) => {
    expect(maskNumbers(input)).toBe(masked);
  });
});

describe('the analytics call', () => {
  it('reads every known event with a detail its name allows', () => {
    const events: AnalyticsEvent[] = [
      { name: 'ansicht', detail: '/:motive/vertrag/:contractId/umsaetze' },
      { name: 'ansicht', detail: '*' },
      { name: 'login', detail: 'passkey' },
      { name: 'schadensmeldung-begonnen', detail: 'kfz' },
      { name: 'schadensmeldung-gesendet', detail: 'haushalt' },
      { name: 'upload', detail: 'checkliste' },
      { name: 'termin-gebucht', detail: '' },
    ];
    expect(sent(events.map(encodeAnalyticsEvent))).toMatchObject({
      success: true,
      data: { ereignisse: events },
    });
  });

  it.each([
    ['an unknown event', 'kauf|dokbox', ANALYTICS_MESSAGES.unknown],
    ['a name every object has', 'constructor|', ANALYTICS_MESSAGES.unknown],
    ['a detail its name does not allow', 'upload|postbox', ANALYTICS_MESSAGES.unknown],
    ['a screen that is no route', 'ansicht|https://example.at/', ANALYTICS_MESSAGES.unknown],
    [
      'an unmasked contract number',
      'ansicht|/wohnen/vertrag/7400263190',
      ANALYTICS_MESSAGES.unmasked,
    ],
    ['a customer number anywhere', 'login|1000000001', ANALYTICS_MESSAGES.unmasked],
  ])('refuses %s', (_what, item, message) => {
    const parsed = sent(['ansicht|/dashboard', item]);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => issue.message)).toEqual([message]);
  });

  it('takes a masked contract number', () => {
    expect(sent(['ansicht|/wohnen/vertrag/XXXXXXX190']).success).toBe(true);
  });

  it('takes 1 to 50 events a call', () => {
    expect(sent([]).success).toBe(false);
    expect(sent(Array.from({ length: 50 }, () => 'upload|dokbox')).success).toBe(true);
    expect(sent(Array.from({ length: 51 }, () => 'upload|dokbox')).success).toBe(false);
  });
});
