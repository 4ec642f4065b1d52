import { ebikeCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';

/** How often a requested activation is looked at again, until the provider has answered. */
export const EBIKE_REQUESTED_REFRESH_MS = 3_000;

/** The tracker status of one contract, by contract number. */
export function ebikeTrackerKey(contractId: string) {
  return ['ebike-tracker', contractId] as const;
}

export function ebikeTrackerQuery(api: ApiClient, contractId: string) {
  return queryOptions({
    queryKey: ebikeTrackerKey(contractId),
    queryFn: ({ signal }) =>
      api.call(ebikeCalls.getEbikeTrackerStatus, { vertragsnummer: contractId }, { signal }),
    // While the provider has not answered, the card follows the activation on its own.
    refetchInterval: (query) =>
      query.state.data?.Status === 'angefragt' ? EBIKE_REQUESTED_REFRESH_MS : false,
  });
}

export function useEbikeTrackerStatus(contractId: string) {
  return useQuery(ebikeTrackerQuery(useApi(), contractId));
}
