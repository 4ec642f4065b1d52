import { claimCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { claimsKey } from './get-schadensmeldungen.ts';

/** One claim with its history and documents, fetched when its details are opened. */
export function useClaim(claimNumber: string, enabled: boolean) {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: [...claimsKey, 'detail', claimNumber],
      queryFn: ({ signal }) =>
        api.call(claimCalls.getSchadensmeldung, { schadennummer: claimNumber }, { signal }),
      enabled,
    }),
  );
}
