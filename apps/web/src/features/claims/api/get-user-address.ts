import { postalAddress, profileCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

/** Who reports a customer's claim, as the form shows them read-only. */
export type Reporter = { name: string; address: string };

/**
 * The customer's name and postal address from the profile, shown in a customer's claim form and
 * taken as the insured person of a hospital stay; only asked when logged in.
 */
export function useReporter(enabled: boolean) {
  const api = useApi();
  return useQuery(
    queryOptions({
      queryKey: ['profile', 'address'],
      queryFn: ({ signal }) => api.call(profileCalls.getUserAddress, {}, { signal }),
      enabled,
      select: (user): Reporter => ({
        name: `${user.vorname} ${user.nachname}`.trim(),
        address: postalAddress(user),
      }),
      // The form works without it: nothing is shown or pre-filled.
      meta: { handlesErrors: true },
    }),
  );
}
