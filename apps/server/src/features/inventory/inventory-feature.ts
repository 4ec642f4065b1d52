import type { Services } from '../../services.ts';
import type { ConfirmationsFeature } from '../confirmations/confirmations-feature.ts';
import type { ContractsFeature } from '../contracts/contracts-feature.ts';
import type { DokboxFeature } from '../dokbox/dokbox-feature.ts';
import type { Feature } from '../feature.ts';
import { inventoryHandlers } from './inventory-handlers.ts';
import { inventoryRepository } from './inventory-repository.ts';

/** Mein Hausrat: the household's items, whose photos and receipts are DokBox files (decision 045). */
export function inventoryFeature(
  services: Services,
  areas: {
    contracts: Pick<ContractsFeature, 'repository'>;
    dokbox: Pick<DokboxFeature, 'repository' | 'describeFile'>;
    confirmations: Pick<ConfirmationsFeature, 'holder'>;
  },
): Feature {
  return {
    handlers: inventoryHandlers({
      inventory: inventoryRepository(services.db),
      contracts: areas.contracts.repository,
      dokbox: areas.dokbox.repository,
      describeFile: areas.dokbox.describeFile,
      holder: areas.confirmations.holder,
    }),
  };
}
