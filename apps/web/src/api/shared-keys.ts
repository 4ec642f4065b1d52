/**
 * Query keys that more than one area reads or fills: the contracts are shown by the dashboard
 * and the contracts area, and fetched by the session when it is restored.
 */
export const contractsKey = ['contracts'] as const;
