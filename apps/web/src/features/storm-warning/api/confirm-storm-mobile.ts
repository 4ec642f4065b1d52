import { stormWarningCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { stormDevicesKey } from './get-storm-devices.ts';

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
    // The answer is the contract's devices as they are now.
    onSuccess: (devices) => {
      queryClient.setQueryData(stormDevicesKey(contractId), devices);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: stormDevicesKey(contractId) }),
    // The code's errors go under its field.
    meta: { handlesErrors: true },
  });
}
