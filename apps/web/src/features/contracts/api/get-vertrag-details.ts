import { contractCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { ApiCallError } from '../../../api/api-error.ts';
import { useApi } from '../../../api/api-context.tsx';
import { contractDetailsKey } from '../../../api/shared-keys.ts';

/** The server's answer for a contract the customer does not have: the page says so in place. */
export function isUnknownContract(error: unknown): boolean {
  return error instanceof ApiCallError && error.fieldErrors.vertragsnummer !== undefined;
}

export function contractDetailsQuery(api: ApiClient, contractId: string) {
  return queryOptions({
    queryKey: contractDetailsKey(contractId),
    queryFn: ({ signal }) =>
      api.call(contractCalls.getVertragDetails, { vertragsnummer: contractId }, { signal }),
    meta: { handlesErrors: isUnknownContract },
  });
}

export function useContractDetails(contractId: string) {
  return useQuery(contractDetailsQuery(useApi(), contractId));
}
