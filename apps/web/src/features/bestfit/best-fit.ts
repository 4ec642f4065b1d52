import { MOTIVE_IDS, type Contract, type Motive } from '@servicebereich/protocol';

/** Per motive world, whether each of its two statements applies to the customer. */
export type BestFitAnswers = Record<Motive, readonly [boolean, boolean]>;

export const NO_ANSWERS: BestFitAnswers = {
  wohnen: [false, false],
  mobilitaet: [false, false],
  gesundheit: [false, false],
  geld: [false, false],
  zukunft: [false, false],
  karriere: [false, false],
};

/**
 * `covered`: the customer has a contract in the world; `open`: a statement applies but there is
 * no contract; `no-need`: neither.
 */
export type WorldVerdict = 'covered' | 'open' | 'no-need';

export type WorldResult = {
  motive: Motive;
  need: boolean;
  verdict: WorldVerdict;
  /** The customer's contracts in the world, in the order the app lists them. */
  contracts: readonly Contract[];
};

/**
 * The needs check, worked out in the app from the contracts of the login: the answers never
 * leave the device (docs/decisions/025-ebike-immowert-bestfit.md). In the six worlds' order.
 */
export function evaluateBestFit(
  answers: BestFitAnswers,
  contracts: readonly Contract[],
): WorldResult[] {
  return MOTIVE_IDS.map((motive) => {
    const need = answers[motive].some(Boolean);
    const inWorld = contracts.filter((contract) => contract.Motives[motive] !== undefined);
    return {
      motive,
      need,
      verdict: inWorld.length > 0 ? 'covered' : need ? 'open' : 'no-need',
      contracts: inWorld,
    };
  });
}
