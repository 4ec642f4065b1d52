import { CLAIM_TYPES, CONTRACT_KINDS, MOTIVE_IDS, type Contract } from '@servicebereich/protocol';
import { bicycle, car } from 'ionicons/icons';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from '../demo/demo-data.ts';
import {
  CLAIM_TYPE_ICONS,
  contractIcon,
  isEbikeInsurance,
  MOTIVE_ICONS,
} from './contract-icons.ts';

const contracts: Contract[] = buildDemoData('2026-11-27').contracts.map(({ contract }) => contract);
const ofKind = (contract: Contract, Kind: Contract['Kind']): Contract => ({ ...contract, Kind });

describe('contract and motive icons', () => {
  it('gives each of the eight kinds an icon of its own', () => {
    const [any] = contracts;
    if (any === undefined) throw new Error('The demo data has changed');
    const plain = { ...any, Features: { ...any.Features, EbikeTracker: false } };
    const icons = CONTRACT_KINDS.map((kind) => contractIcon(ofKind(plain, kind)));
    expect(new Set(icons).size).toBe(CONTRACT_KINDS.length);
  });

  it('draws a bicycle for the e-bike insurance, a car for the other motor contracts', () => {
    const motor = contracts.filter((contract) => contract.Kind === 'KFZ');
    expect(motor.map((contract) => [isEbikeInsurance(contract), contractIcon(contract)])).toEqual(
      expect.arrayContaining([
        [true, bicycle],
        [false, car],
      ]),
    );
  });

  it('gives each of the six motive worlds an icon of its own', () => {
    expect(new Set(MOTIVE_IDS.map((motive) => MOTIVE_ICONS[motive])).size).toBe(MOTIVE_IDS.length);
  });

  it('gives each of the six claim types an icon of its own', () => {
    expect(new Set(CLAIM_TYPES.map((type) => CLAIM_TYPE_ICONS[type])).size).toBe(
      CLAIM_TYPES.length,
    );
  });
});
