import { CALLS } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

/** The customer's name for the insured person of a hospital claim; only asked when logged in. */
export function useCustomerName(enabled: boolean) {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: ['profile', 'address'],
      queryFn: ({ signal }) => api.call(CALLS.getUserAddress, {}, { signal }),
      enabled,
      select: (user) => `${user.vorname} ${user.nachname}`.trim(),
      // The form works without it: the field stays empty.
      meta: { handlesErrors: true },
    }),
  );
}
