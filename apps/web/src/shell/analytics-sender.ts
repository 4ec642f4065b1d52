import {
  analyticsCalls,
  encodeAnalyticsEvent,
  type AnalyticsEvent,
} from '@servicebereich/protocol';
import type { ApiClient } from '../api/api-client.ts';
import type { AnalyticsSender } from './analytics.ts';

/**
 * Sends gathered events in one background call. Loaded once the customer agreed, so that the
 * app's start carries none of it.
 */
export function analyticsSender(api: ApiClient): AnalyticsSender {
  return (events: readonly AnalyticsEvent[]) =>
    api.beacon(analyticsCalls.nutzungsstatistik, { ereignisse: events.map(encodeAnalyticsEvent) });
}
