import { adviserCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { adviserKey } from './adviser-keys.ts';

/**
 * The adviser of one contract. Without one the answer is agentnotfound: the error path shows its
 * message, and the screen offers the head office.
 */
export function contractAdviserQuery(api: ApiClient, contractId: string) {
  return queryOptions({
    queryKey: [...adviserKey, 'contract', contractId],
    queryFn: ({ signal }) =>
      api.call(adviserCalls.getBerater, { vertragsnummer: contractId }, { signal }),
  });
}

export function useContractAdviser(contractId: string) {
  return useQuery(contractAdviserQuery(useApi(), contractId));
}
