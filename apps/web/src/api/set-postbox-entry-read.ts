import { type PostboxEntry, postboxCalls } from '@servicebereich/protocol';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useApi } from './api-context.tsx';
import { postboxEntriesKey } from './shared-keys.ts';

/**
 * Marks a postbox letter read when the customer opens it, in the postbox or in the DokBox's
 * folder 99 (whose thumbnails leave it unread). The cached list says READ at once, so the
 * tab-bar badge drops without waiting; once the server has answered, right or wrong, the list
 * is fetched again.
 */
export function useSetPostboxEntryRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileid: string) => api.call(postboxCalls.setPostBoxEntryRead, { fileid }),
    onMutate: async (fileid) => {
      // A list fetch still under way would bring the old status back.
      await queryClient.cancelQueries({ queryKey: postboxEntriesKey });
      queryClient.setQueryData<PostboxEntry[]>(postboxEntriesKey, (entries) =>
        entries?.map((e) => (e.id === fileid ? { ...e, Status: 'READ' } : e)),
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: postboxEntriesKey }),
  });
}
