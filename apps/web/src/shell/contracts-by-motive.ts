import { MOTIVE_IDS, type Contract, type Motive } from '@servicebereich/protocol';

export type MotiveGroup = { motive: Motive; contracts: Contract[] };

/** A contract's motive worlds, in the fixed order of the six motives. */
export function motivesOf(contract: Contract): Motive[] {
  return MOTIVE_IDS.filter((motive) => contract.Motives[motive] !== undefined);
}

/**
 * The motive worlds that have contracts, in the fixed order of the six motives. A contract is
 * listed once, in its first world; the lists show its other worlds as tags.
 */
export function contractsByMotive(contracts: readonly Contract[]): MotiveGroup[] {
  return MOTIVE_IDS.map((motive) => ({
    motive,
    contracts: contracts.filter((c) => motivesOf(c)[0] === motive),
  })).filter((group) => group.contracts.length > 0);
}
