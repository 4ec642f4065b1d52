import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useApi } from '../../api/api-context.tsx';

/**
 * Asks for a contract's details as soon as one of its pages opens, beside the page's code rather
 * than after it: the page then waits for the slower of the two, not for both one after the other.
 * Quiet: where the answer fails, the page asks again once its code is there and says why, so the
 * customer is told once.
 */
export function ContractDetailsAhead(props: { contractId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { contractId } = props;
  useEffect(() => {
    import('./api/get-vertrag-details.ts')
      .then(({ contractDetailsQuery }) =>
        queryClient.query({
          ...contractDetailsQuery(api, contractId),
          meta: { handlesErrors: true },
        }),
      )
      // A failed answer, or no code for the call (the connection dropped): the page asks itself.
      .catch(() => undefined);
  }, [api, queryClient, contractId]);
  return null;
}
