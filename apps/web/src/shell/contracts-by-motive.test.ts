import type { Contract } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import { contractsByMotive, motivesOf } from './contracts-by-motive.ts';

const contract = (id: string, motives: Contract['Motives']): Contract => ({
  ContractId: id,
  Kind: 'Ansparen',
  Motives: motives,
  Features: {},
  Details: { Name: id, ContractIdFormatted: id, Status: 'aktiv' },
});

describe('contractsByMotive', () => {
  it('groups in the order of the six motives and lists a contract with two motives once', () => {
    const groups = contractsByMotive([
      contract('a', { zukunft: 'Gut vorgesorgt' }),
      contract('b', { geld: 'Mein Vermögen', wohnen: 'Mein Zuhause' }),
      contract('c', { geld: 'Mein Vermögen' }),
    ]);
    expect(groups.map((g) => [g.motive, g.contracts.map((c) => c.ContractId)])).toEqual([
      ['wohnen', ['b']],
      ['geld', ['c']],
      ['zukunft', ['a']],
    ]);
  });

  it('has no group without contracts', () => {
    expect(contractsByMotive([])).toEqual([]);
  });
});

describe('motivesOf', () => {
  it('names the worlds in the order of the six motives', () => {
    expect(motivesOf(contract('b', { geld: 'Mein Vermögen', wohnen: 'Mein Zuhause' }))).toEqual([
      'wohnen',
      'geld',
    ]);
  });
});
