import type { Services } from '../../services.ts';
import type { Feature } from '../feature.ts';
import { adviserHandlers } from './adviser-handlers.ts';
import { adviserRepository, type AdviserRepository } from './adviser-repository.ts';

export type AdviserFeature = Feature & {
  /** The advisers, whom the video appointments are booked with. */
  repository: AdviserRepository;
};

/** The customer's advisers and the contact to them and to the head office. */
export function adviserFeature(services: Services): AdviserFeature {
  const repository = adviserRepository(services.db);
  return {
    handlers: adviserHandlers({
      advisers: repository,
      blobs: services.blobs,
      mails: services.mails,
      headOfficeEmail: services.config.mail.adviserEmail,
    }),
    repository,
  };
}
