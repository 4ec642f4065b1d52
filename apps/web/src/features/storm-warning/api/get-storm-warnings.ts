import { stormWarningCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { stormWarningKey } from './get-storm-status.ts';

export const stormWarningsKey = (contractId: string) =>
  [...stormWarningKey(contractId), 'warnings'] as const;

export function stormWarningsQuery(api: ApiClient, contractId: string) {
  return queryOptions({
    queryKey: stormWarningsKey(contractId),
    queryFn: ({ signal }) =>
      api.call(stormWarningCalls.unwetterGetWarnings, { vertragsnummer: contractId }, { signal }),
  });
}

export function useStormWarnings(contractId: string) {
  return useQuery(stormWarningsQuery(useApi(), contractId));
}
