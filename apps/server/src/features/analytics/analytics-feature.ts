import type { Services } from '../../services.ts';
import type { Feature } from '../feature.ts';
import { analyticsExpiryJob, analyticsHandlers } from './analytics-handlers.ts';
import { analyticsRepository } from './analytics-repository.ts';

/** Usage analytics calls per IP address and minute: the app sends one every few seconds at most. */
const ANALYTICS_CALLS_PER_MINUTE = 60;

/** The usage statistics: counts per day, without a person behind them. */
export function analyticsFeature(services: Services): Feature {
  const analytics = analyticsRepository(services.db);
  const allow = services.perMinute('analytics', ANALYTICS_CALLS_PER_MINUTE);
  return {
    handlers: analyticsHandlers({ analytics, allow: ({ request }) => allow(request) }),
    jobs: [analyticsExpiryJob(analytics, services.clock)],
  };
}
