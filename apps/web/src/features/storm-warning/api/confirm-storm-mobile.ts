import { stormWarningCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { stormStatusKey } from './get-storm-status.ts';

/** Confirms a phone number with the code sent to it. */
export function useConfirmStormMobile(contractId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: { deviceid: string; code: string }) =>
      api.call(stormWarningCalls.unwetterConfirmMobil, {
        vertragsnummer: contractId,
        ...confirmation,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stormStatusKey(contractId) }),
    // The code's errors go under its field.
    meta: { handlesErrors: true },
  });
}
