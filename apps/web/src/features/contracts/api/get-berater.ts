import { adviserCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { contractKey } from './contract-keys.ts';

export function contractAdviserQuery(api: ApiClient, contractId: string) {
  return queryOptions({
    queryKey: [...contractKey(contractId), 'adviser'],
    queryFn: ({ signal }) =>
      api.call(adviserCalls.getBerater, { vertragsnummer: contractId }, { signal }),
  });
}

export function useContractAdviser(contractId: string) {
  return useQuery(contractAdviserQuery(useApi(), contractId));
}
