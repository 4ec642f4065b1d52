import { videoAppointmentCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { videoKey } from './video-keys.ts';

/** Cancels an appointment; its slot is free again. */
export function useCancelVideoAppointment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terminid: string) =>
      api.call(videoAppointmentCalls.cancelVideoTermin, { terminid }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoKey }),
  });
}
