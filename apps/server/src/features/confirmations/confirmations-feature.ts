import type { Services } from '../../services.ts';
import type { ContractsFeature } from '../contracts/contracts-feature.ts';
import type { DokboxFeature } from '../dokbox/dokbox-feature.ts';
import type { Feature } from '../feature.ts';
import { confirmationHandlers } from './confirmation-handlers.ts';
import { confirmationRepository, type ConfirmationRepository } from './confirmation-repository.ts';

/**
 * Confirmation codes checked per IP address and minute: a visitor checks one, perhaps mistyped a
 * few times; more is someone trying codes.
 */
const CONFIRMATION_CHECKS_PER_MINUTE = 20;

export type ConfirmationsFeature = Feature & {
  /** The customer's name as a document names its holder. */
  holder: ConfirmationRepository['holder'];
};

/** The contracts' confirmations, stored in the DokBox, and their public check (decision 043). */
export function confirmationsFeature(
  services: Services,
  areas: {
    contracts: Pick<ContractsFeature, 'repository'>;
    dokbox: Pick<DokboxFeature, 'documents'>;
  },
): ConfirmationsFeature {
  const repository = confirmationRepository(services.db);
  const allowCheck = services.perMinute('confirmation-check', CONFIRMATION_CHECKS_PER_MINUTE);
  return {
    handlers: confirmationHandlers({
      confirmations: repository,
      contracts: areas.contracts.repository,
      storePdf: areas.dokbox.documents.putSinglePdf,
      allowCheck: ({ request }) => allowCheck(request),
    }),
    holder: repository.holder,
  };
}
