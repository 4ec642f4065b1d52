import type { Feature } from '../features/feature.ts';
import type { Services } from '../services.ts';
import { pushHandlers } from './push-handlers.ts';

/** The device's push registration and the topics it wants. */
export function pushFeature(services: Services): Feature {
  return { handlers: pushHandlers(services.push) };
}
