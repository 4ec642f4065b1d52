import { contractCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { contractsKey } from '../../../api/shared-keys.ts';

export function contractsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: contractsKey,
    queryFn: ({ signal }) => api.call(contractCalls.getVertraege, {}, { signal }),
  });
}

export function useContracts() {
  return useQuery(contractsQuery(useApi()));
}
