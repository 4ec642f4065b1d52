import { stormWarningCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { stormStatusKey } from './get-storm-status.ts';

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
    onSettled: () => queryClient.invalidateQueries({ queryKey: stormStatusKey(contractId) }),
  });
}
