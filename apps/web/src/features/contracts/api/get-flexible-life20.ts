import { pensionCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { contractKey } from './contract-keys.ts';

export function flexibleLife20Key(contractId: string) {
  return [...contractKey(contractId), 'flexibleLife20'] as const;
}

/** GetFlexibleLife20 for FlexibleLife 2.0 contracts. */
export function flexibleLife20Query(api: ApiClient, contractId: string) {
  return queryOptions({
    queryKey: flexibleLife20Key(contractId),
    queryFn: ({ signal }) =>
      api.call(pensionCalls.getFlexibleLife20, { vertragsnummer: contractId }, { signal }),
  });
}

export function useFlexibleLife20(contractId: string, enabled: boolean) {
  return useQuery({ ...flexibleLife20Query(useApi(), contractId), enabled });
}
