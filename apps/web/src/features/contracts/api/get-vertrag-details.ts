import { contractCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { contractKey } from './contract-keys.ts';

export function contractDetailsQuery(api: ApiClient, contractId: string) {
  return queryOptions({
    queryKey: [...contractKey(contractId), 'details'],
    queryFn: ({ signal }) =>
      api.call(contractCalls.getVertragDetails, { vertragsnummer: contractId }, { signal }),
  });
}

export function useContractDetails(contractId: string) {
  return useQuery(contractDetailsQuery(useApi(), contractId));
}
