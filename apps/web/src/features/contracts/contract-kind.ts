import type { Contract } from '@servicebereich/protocol';
import { isEbikeInsurance } from '../../shell/contract-icons.ts';
import { contractTexts as t } from '../../text/contracts.ts';

/** What kind of contract it is, in words; an e-bike insurance is named as such. */
export function contractKind(contract: Contract): string {
  return isEbikeInsurance(contract) ? t.ebikeKind : t.kinds[contract.Kind];
}
