import { pensionCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { contractKey } from './contract-keys.ts';

export function pensionKey(contractId: string) {
  return [...contractKey(contractId), 'pension'] as const;
}

export function pensionQuery(api: ApiClient, contractId: string) {
  return queryOptions({
    queryKey: pensionKey(contractId),
    queryFn: ({ signal }) =>
      api.call(pensionCalls.getVorsorge, { vertragsnummer: contractId }, { signal }),
  });
}

export function usePension(contractId: string) {
  return useQuery(pensionQuery(useApi(), contractId));
}
