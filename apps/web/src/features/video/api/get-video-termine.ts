import { videoAppointmentCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { videoKey } from './video-keys.ts';

export function videoAppointmentsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: [...videoKey, 'appointments'],
    queryFn: ({ signal }) => api.call(videoAppointmentCalls.getVideoTermine, {}, { signal }),
  });
}

/** The customer's upcoming video appointments, soonest first. */
export function useVideoAppointments(enabled: boolean) {
  return useQuery({ ...videoAppointmentsQuery(useApi()), enabled });
}
