import { postboxCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { postboxSettingsKey } from './get-postbox-settings.ts';

/** The free paper copy (§ 5a VersVG): once; asking again answers the first request's day. */
export function useRequestPaperCopy() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.call(postboxCalls.requestPostBoxPaperCopy, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: postboxSettingsKey }),
  });
}
