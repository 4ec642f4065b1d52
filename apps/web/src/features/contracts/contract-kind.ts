import type { Contract } from '@servicebereich/protocol';
import { contractTexts as t } from '../../text/contracts.ts';

/**
 * What kind of contract it is, in words. An e-bike is insured as a motor contract (kind KFZ);
 * its contracts are the ones that offer the e-bike tracker.
 */
export function contractKind(contract: Contract): string {
  return contract.Kind === 'KFZ' && contract.Features.EbikeTracker === true
    ? t.ebikeKind
    : t.kinds[contract.Kind];
}
