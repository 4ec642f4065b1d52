import type { Contract } from '@servicebereich/protocol';
import type { Services } from '../../services.ts';
import type { Feature } from '../feature.ts';
import { contractHandlers } from './contract-handlers.ts';
import {
  contractRepository,
  withoutClaimFeatures,
  type ContractRepository,
} from './contract-repository.ts';

export type ContractsFeature = Feature & {
  /** Other areas read the customer's contracts here. */
  repository: ContractRepository;
  /** The contracts a login hands to the app; without the claim features where claims are off. */
  forLogin: (customerId: string, includeClaims: boolean) => Promise<Contract[]>;
};

/** The customer's contracts, their pages and actions. */
export function contractsFeature(services: Services): ContractsFeature {
  const repository = contractRepository(services.db, services.database.writes);
  return {
    handlers: contractHandlers({
      contracts: repository,
      reauthentications: services.reauthentications,
      mails: services.mails,
    }),
    repository,
    forLogin: async (customerId, includeClaims) => {
      const contracts = await repository.listForCustomer(customerId);
      return includeClaims ? contracts : contracts.map(withoutClaimFeatures);
    },
  };
}
