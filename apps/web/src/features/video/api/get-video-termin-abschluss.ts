import { videoMeetingCalls } from '@servicebereich/protocol';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { videoKey } from './video-keys.ts';

/**
 * The appointment whose password unlocked the completion page in this session, asked for each time
 * the page opens: another password may have unlocked it for another appointment since. The page
 * handles the errors itself: a page the server keeps locked goes back to the password prompt.
 */
export function useVideoTerminAbschluss() {
  const api = useApi();
  return useQuery({
    queryKey: [...videoKey, 'completion'],
    queryFn: ({ signal }) => api.call(videoMeetingCalls.getVideoTerminAbschluss, {}, { signal }),
    staleTime: 0,
    gcTime: 0,
    meta: { handlesErrors: true },
  });
}
