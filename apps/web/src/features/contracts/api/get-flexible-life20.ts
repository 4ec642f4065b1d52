import { CALLS } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { flexibleLifeKey } from './get-flexible-life.ts';

/** GetFlexibleLife20 for FlexibleLife 2.0 contracts; cached under the same key per contract. */
export function flexibleLife20Query(api: ApiClient, contractId: string) {
  return queryOptions({
    queryKey: flexibleLifeKey(contractId),
    queryFn: ({ signal }) =>
      api.call(CALLS.getFlexibleLife20, { vertragsnummer: contractId }, { signal }),
  });
}

export function useFlexibleLife20(contractId: string, enabled: boolean) {
  return useQuery({ ...flexibleLife20Query(useApi(), contractId), enabled });
}
