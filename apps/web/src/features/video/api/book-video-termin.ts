import { type ParamsInput, videoAppointmentCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { videoKey } from './video-keys.ts';

export type BookingInput = ParamsInput<typeof videoAppointmentCalls.bookVideoTermin>;

/** Books a slot; slots and appointments are asked for again, taken or not. */
export function useBookVideoAppointment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (params: BookingInput) => api.call(videoAppointmentCalls.bookVideoTermin, params),
    onSettled: () => queryClient.invalidateQueries({ queryKey: videoKey }),
    // A slot someone else took is shown under the slots.
    meta: { handlesErrors: true },
  });
}
