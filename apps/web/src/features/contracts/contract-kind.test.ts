import type { Contract } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import { contractKind } from './contract-kind.ts';

const motorContract = (features: Contract['Features']): Contract => ({
  ContractId: '7500671438',
  Kind: 'KFZ',
  Motives: { mobilitaet: 'Sicher unterwegs' },
  Features: features,
  Details: { Name: 'Versicherung', ContractIdFormatted: '750-067.143-8', Status: 'aktiv' },
});

describe('contractKind', () => {
  it('names a motor contract with the e-bike tracker an e-bike insurance', () => {
    expect(contractKind(motorContract({ EbikeTracker: true }))).toBe('E-Bike-Versicherung');
    expect(contractKind(motorContract({ EbikeTracker: false }))).toBe('Kfz-Versicherung');
    expect(contractKind({ ...motorContract({}), Kind: 'Ansparen' })).toBe('Bausparen');
  });
});
