import { videoAppointmentCalls } from '@servicebereich/protocol';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/api-client.ts';
import { useApi } from '../../../api/api-context.tsx';
import { videoKey } from './video-keys.ts';

export function videoSlotsQuery(api: ApiClient, agentId: string) {
  return queryOptions({
    queryKey: [...videoKey, 'slots', agentId],
    queryFn: ({ signal }) =>
      api.call(videoAppointmentCalls.getVideoTerminSlots, { beraterid: agentId }, { signal }),
  });
}

/** The adviser's free slots for the next weeks. */
export function useVideoSlots(agentId: string, enabled: boolean) {
  return useQuery({ ...videoSlotsQuery(useApi(), agentId), enabled });
}
