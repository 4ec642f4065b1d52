import type { Contract } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import { evaluateBestFit, NO_ANSWERS } from './best-fit.ts';

function contract(id: string, motives: Contract['Motives']): Contract {
  return {
    ContractId: id,
    Kind: 'Andere',
    Motives: motives,
    Features: {},
    Details: { Name: `Vertrag ${id}`, ContractIdFormatted: id, Status: 'aktiv' },
  };
}

describe('the Best fit needs check', () => {
  it('names for each world whether it is covered, open or without need, in the worlds’ order', () => {
    const home = contract('1', { wohnen: 'Mein Zuhause' });
    const fund = contract('2', { geld: 'Mein Vermögen', zukunft: 'Gut vorgesorgt' });
    const results = evaluateBestFit(
      {
        ...NO_ANSWERS,
        wohnen: [true, false],
        mobilitaet: [false, true],
        zukunft: [false, false],
      },
      [home, fund],
    );
    expect(results.map((r) => [r.motive, r.need, r.verdict])).toEqual([
      ['wohnen', true, 'covered'],
      ['mobilitaet', true, 'open'],
      ['gesundheit', false, 'no-need'],
      ['geld', false, 'covered'],
      ['zukunft', false, 'covered'],
      ['karriere', false, 'no-need'],
    ]);
    expect(results[3]?.contracts).toEqual([fund]);
    expect(results[4]?.contracts).toEqual([fund]);
  });

  it('leaves every world open where a customer without contracts has a need', () => {
    const all = evaluateBestFit(
      {
        wohnen: [true, true],
        mobilitaet: [true, false],
        gesundheit: [false, true],
        geld: [true, false],
        zukunft: [true, true],
        karriere: [false, true],
      },
      [],
    );
    expect(all.every((r) => r.verdict === 'open')).toBe(true);
  });
});
