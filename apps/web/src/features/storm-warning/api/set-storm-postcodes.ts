import { stormWarningCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { stormStatusKey, stormWarningKey } from './get-storm-status.ts';

/** Sets the watched postcodes (all of them: adding and removing one both send the new list). */
export function useSetStormPostcodes(contractId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (plz: readonly string[]) =>
      api.call(stormWarningCalls.unwetterSetPLZForContract, {
        vertragsnummer: contractId,
        plz: [...plz],
      }),
    onSuccess: async (status) => {
      queryClient.setQueryData(stormStatusKey(contractId), status);
      // The warnings listed are those of the postcodes.
      await queryClient.invalidateQueries({ queryKey: stormWarningKey(contractId) });
    },
    // The field's errors go under it.
    meta: { handlesErrors: true },
  });
}
