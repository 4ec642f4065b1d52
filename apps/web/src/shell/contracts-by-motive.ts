import { MOTIVE_IDS, type Contract, type Motive } from '@servicebereich/protocol';

export type MotiveGroup = { motive: Motive; contracts: Contract[] };

/**
 * The motive worlds that have contracts, in the fixed order of the six motives; a contract with
 * two motives appears in both.
 */
export function contractsByMotive(contracts: readonly Contract[]): MotiveGroup[] {
  return MOTIVE_IDS.map((motive) => ({
    motive,
    contracts: contracts.filter((c) => c.Motives[motive] !== undefined),
  })).filter((group) => group.contracts.length > 0);
}
