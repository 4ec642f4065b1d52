import { contractPageCalls } from '@servicebereich/protocol';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { contractKey } from './contract-keys.ts';

export function contractTransactionsQuery(api: ApiClient, contractId: string, year: number) {
  return queryOptions({
    queryKey: [...contractKey(contractId), 'transactions', year],
    queryFn: ({ signal }) =>
      api.call(
        contractPageCalls.getVertragUmsaetze,
        { vertragsnummer: contractId, jahr: year },
        { signal },
      ),
  });
}

/** The year picker keeps the last year's entries on screen while the next one loads. */
export function useContractTransactions(contractId: string, year: number) {
  return useQuery({
    ...contractTransactionsQuery(useApi(), contractId, year),
    placeholderData: keepPreviousData,
  });
}
