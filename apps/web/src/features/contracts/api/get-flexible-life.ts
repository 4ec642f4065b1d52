import { pensionCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { contractKey } from './contract-keys.ts';

export function flexibleLifeKey(contractId: string) {
  return [...contractKey(contractId), 'flexibleLife'] as const;
}

/** GetFlexibleLife for FlexibleLife contracts. */
export function flexibleLifeQuery(api: ApiClient, contractId: string) {
  return queryOptions({
    queryKey: flexibleLifeKey(contractId),
    queryFn: ({ signal }) =>
      api.call(pensionCalls.getFlexibleLife, { vertragsnummer: contractId }, { signal }),
  });
}

export function useFlexibleLife(contractId: string, enabled: boolean) {
  return useQuery({ ...flexibleLifeQuery(useApi(), contractId), enabled });
}
