/**
 * Query keys of the contracts area. Everything of one contract sits under its key, so a change
 * invalidates the contract's details, transactions and pension data at once.
 */
export const contractsKey = ['contracts'] as const;

export function contractKey(contractId: string) {
  return [...contractsKey, contractId] as const;
}
