import { stormWarningCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { stormDevicesKey } from './get-storm-devices.ts';

/**
 * Adds a phone number, or asks for a new code for one: the number goes without its first
 * character (SPEC 5), the 0 of "0664 …" or the + of "+43 …"; the server sends the code by SMS.
 */
export function useAddStormMobile(contractId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (phone: { mobil: string; devicename?: string }) =>
      api.call(stormWarningCalls.unwetterAddMobil, {
        vertragsnummer: contractId,
        mobil: phone.mobil.trim().slice(1),
        devicename: phone.devicename ?? '',
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: stormDevicesKey(contractId) }),
    // The field's errors go under it.
    meta: { handlesErrors: true },
  });
}
