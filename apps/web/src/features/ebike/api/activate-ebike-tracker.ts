import { type ParamsInput, ebikeCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { ebikeTrackerKey } from './get-ebike-tracker-status.ts';

export function useActivateEbikeTracker() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof ebikeCalls.activateEbikeTracker>) =>
      api.call(ebikeCalls.activateEbikeTracker, params),
    // The answer is the new status: the card shows it without asking again.
    onSuccess: (status, params) => {
      queryClient.setQueryData(ebikeTrackerKey(params.vertragsnummer), status);
    },
    meta: { handlesErrors: true },
  });
}
