import { stormWarningCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';

export const stormWarningKey = (contractId: string) => ['storm-warning', contractId] as const;
export const stormStatusKey = (contractId: string) =>
  [...stormWarningKey(contractId), 'status'] as const;

export function stormStatusQuery(api: ApiClient, contractId: string) {
  return queryOptions({
    queryKey: stormStatusKey(contractId),
    queryFn: ({ signal }) =>
      api.call(stormWarningCalls.unwetterGetStatus, { vertragsnummer: contractId }, { signal }),
    // A contract without the storm warning is said on the screen, not in an alert.
    meta: { handlesErrors: true },
  });
}

export function useStormStatus(contractId: string) {
  return useQuery(stormStatusQuery(useApi(), contractId));
}
