import { contractsKey } from '../../../api/shared-keys.ts';

/**
 * Query keys of one contract. Everything of one contract sits under its key, so a change
 * invalidates the contract's details, transactions and pension data at once.
 */
export function contractKey(contractId: string) {
  return [...contractsKey, contractId] as const;
}
