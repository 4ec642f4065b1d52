import { stormWarningCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { stormDevicesKey } from './get-storm-devices.ts';

/** Adds this device, by its push registration's id, to the devices the warnings are pushed to. */
export function useRegisterStormPush(contractId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: { deviceid: string; devicename: string }) =>
      api.call(stormWarningCalls.unwetterRegisterPush, { vertragsnummer: contractId, ...device }),
    // The answer is the contract's devices as they are now.
    onSuccess: (devices) => {
      queryClient.setQueryData(stormDevicesKey(contractId), devices);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: stormDevicesKey(contractId) }),
  });
}
