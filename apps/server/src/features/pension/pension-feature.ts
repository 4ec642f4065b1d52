import type { Services } from '../../services.ts';
import type { Feature } from '../feature.ts';
import { pensionHandlers } from './pension-handlers.ts';
import { pensionRepository } from './pension-repository.ts';

/** The fund products' pension figures. */
export function pensionFeature(services: Services): Feature {
  return { handlers: pensionHandlers(pensionRepository(services.db)) };
}
