import { stormWarningCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { stormStatusKey } from './get-storm-status.ts';

/** Switches the warnings on or off, and e-mail with them. */
export function useSetStormStatus(contractId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: { aktiv: boolean; peremail?: boolean }) =>
      api.call(stormWarningCalls.unwetterSetStatus, { vertragsnummer: contractId, ...change }),
    onSuccess: (status) => {
      queryClient.setQueryData(stormStatusKey(contractId), status);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: stormStatusKey(contractId) }),
  });
}
