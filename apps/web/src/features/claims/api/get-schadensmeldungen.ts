import { claimCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

/** Every query of the claims area starts with this key, so one change refreshes them all. */
export const claimsKey = ['claims'] as const;

export function useClaims() {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: [...claimsKey, 'list'],
      queryFn: ({ signal }) => api.call(claimCalls.getSchadensmeldungen, {}, { signal }),
    }),
  );
}
