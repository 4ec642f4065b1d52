import { stormWarningCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { stormStatusKey } from './get-storm-status.ts';

/** Adds this device, by its push registration's id, to the devices the warnings are pushed to. */
export function useRegisterStormPush(contractId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (device: { deviceid: string; devicename: string }) =>
      api.call(stormWarningCalls.unwetterRegisterPush, { vertragsnummer: contractId, ...device }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stormStatusKey(contractId) }),
  });
}
