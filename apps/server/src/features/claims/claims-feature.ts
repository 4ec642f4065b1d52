import type { Services } from '../../services.ts';
import type { ContractsFeature } from '../contracts/contracts-feature.ts';
import type { Feature } from '../feature.ts';
import type { SessionFeature } from '../session/session-feature.ts';
import { claimHandlers } from './claim-handlers.ts';
import { claimRepository } from './claim-repository.ts';

/** Claims, reported by customers and visitors, whose identity check counts as a login attempt. */
export function claimsFeature(
  services: Services,
  areas: {
    contracts: Pick<ContractsFeature, 'repository'>;
    session: Pick<SessionFeature, 'guard' | 'allowLoginAttempt'>;
  },
): Feature {
  return {
    handlers: claimHandlers({
      claims: claimRepository(services.db),
      contracts: areas.contracts.repository,
      mails: services.mails,
      deskEmail: services.config.mail.claimsEmail,
      guard: areas.session.guard,
      allowAttempt: areas.session.allowLoginAttempt,
    }),
  };
}
