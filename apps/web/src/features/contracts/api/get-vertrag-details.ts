import { contractCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { contractDetailsKey } from '../../../api/shared-keys.ts';

export function contractDetailsQuery(api: ApiClient, contractId: string) {
  return queryOptions({
    queryKey: contractDetailsKey(contractId),
    queryFn: ({ signal }) =>
      api.call(contractCalls.getVertragDetails, { vertragsnummer: contractId }, { signal }),
  });
}

export function useContractDetails(contractId: string) {
  return useQuery(contractDetailsQuery(useApi(), contractId));
}
