import type { Services } from '../../services.ts';
import type { Feature } from '../feature.ts';
import { profileHandlers } from './profile-handlers.ts';
import { profileRepository } from './profile-repository.ts';

/** The customer's address, phone and e-mail, a new address confirmed by mail. */
export function profileFeature(services: Services): Feature {
  return {
    handlers: profileHandlers({ profiles: profileRepository(services.db), mails: services.mails }),
  };
}
