import { CALLS, type ParamsInput } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { videoKey } from './video-keys.ts';

/** Moves an appointment to another free slot of the same adviser. */
export function useMoveVideoAppointment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof CALLS.moveVideoTermin>) =>
      api.call(CALLS.moveVideoTermin, params),
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoKey }),
    meta: { handlesErrors: true },
  });
}
