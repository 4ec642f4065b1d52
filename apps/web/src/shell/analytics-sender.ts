import {
  analyticsCalls,
  encodeAnalyticsEvent,
  type AnalyticsEvent,
} from '@servicebereich/protocol';
import type { ApiClient } from '../api/api-client.ts';

/**
 * Sends gathered events in one background call (loaded with the first events to send, so the
 * app's start carries none of it).
 */
export function sendAnalytics(api: ApiClient, events: readonly AnalyticsEvent[]): Promise<boolean> {
  return api.beacon(analyticsCalls.nutzungsstatistik, {
    ereignisse: events.map(encodeAnalyticsEvent),
  });
}
