import { stormWarningCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { stormStatusKey, stormWarningKey } from './get-storm-status.ts';

/** Ends the contract's storm warning: its postcodes and numbers are deleted. */
export function useDeactivateStormWarning(contractId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.call(stormWarningCalls.unwetterDeactivate, { vertragsnummer: contractId }),
    onSuccess: async (status) => {
      queryClient.setQueryData(stormStatusKey(contractId), status);
      await queryClient.invalidateQueries({ queryKey: stormWarningKey(contractId) });
    },
  });
}
