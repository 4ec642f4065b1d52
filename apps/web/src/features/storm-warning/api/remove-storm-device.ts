import { stormWarningCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { stormDevicesKey } from './get-storm-devices.ts';

/** Removes a phone number or device from the contract's warnings. */
export function useRemoveStormDevice(contractId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deviceid: string) =>
      api.call(stormWarningCalls.unwetterRemoveDeviceFromContract, {
        vertragsnummer: contractId,
        deviceid,
      }),
    // The answer is the contract's devices as they are now.
    onSuccess: (devices) => {
      queryClient.setQueryData(stormDevicesKey(contractId), devices);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: stormDevicesKey(contractId) }),
  });
}
