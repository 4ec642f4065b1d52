import type { Services } from '../../services.ts';
import type { Feature } from '../feature.ts';
import { generalHandlers } from './general-handlers.ts';

/** What every client asks first: the version it needs and the server's settings for it. */
export function generalFeature(services: Services): Feature {
  return { handlers: generalHandlers(services.config) };
}
