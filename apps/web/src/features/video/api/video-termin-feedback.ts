import { type ParamsInput, videoMeetingCalls } from '@servicebereich/protocol';
import { useMutation } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';

export type FeedbackInput = ParamsInput<typeof videoMeetingCalls.videoTerminFeedback>;

/** Rates a conversation that has begun; a second rating replaces the first. */
export function useVideoTerminFeedback() {
  const api = useApi();
  return useMutation({
    mutationFn: (params: FeedbackInput) => api.call(videoMeetingCalls.videoTerminFeedback, params),
    // A rating sent too early is shown under the stars.
    meta: { handlesErrors: true },
  });
}
