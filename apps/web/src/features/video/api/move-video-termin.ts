import { type ParamsInput, videoAppointmentCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { videoKey } from './video-keys.ts';

/** Moves an appointment to another free slot of the same adviser. */
export function useMoveVideoAppointment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: ParamsInput<typeof videoAppointmentCalls.moveVideoTermin>) =>
      api.call(videoAppointmentCalls.moveVideoTermin, params),
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoKey }),
    meta: { handlesErrors: true },
  });
}
