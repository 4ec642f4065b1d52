import { type PostboxEntry, postboxCalls } from '@servicebereich/protocol';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { isConnectionFailure } from './api-error.ts';
import { useApi } from './api-context.tsx';
import { postboxEntriesKey } from './shared-keys.ts';

/** The list with one letter's status set, as fetched at the same time as before. */
function withStatus(
  queryClient: QueryClient,
  fileid: string,
  status: (entry: PostboxEntry) => PostboxEntry['Status'],
): void {
  const { dataUpdatedAt } = queryClient.getQueryState(postboxEntriesKey) ?? {};
  queryClient.setQueryData<PostboxEntry[]>(
    postboxEntriesKey,
    (entries) => entries?.map((e) => (e.id === fileid ? { ...e, Status: status(e) } : e)),
    { updatedAt: dataUpdatedAt },
  );
}

/**
 * Marks a postbox letter read when the customer opens it, in the postbox or in the DokBox's
 * folder 99 (whose thumbnails leave it unread). The cached list says READ at once, so the
 * tab-bar badge drops without waiting; a mark that got no answer puts the letter's status back,
 * as the server still has it (offline, the list stays what was fetched, with its time). Once the
 * server has answered, right or wrong, the list is fetched again.
 */
export function useSetPostboxEntryRead() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fileid: string) => api.call(postboxCalls.setPostBoxEntryRead, { fileid }),
    onMutate: async (fileid) => {
      // A list fetch still under way would bring the old status back.
      await queryClient.cancelQueries({ queryKey: postboxEntriesKey });
      const before = queryClient
        .getQueryData<PostboxEntry[]>(postboxEntriesKey)
        ?.find((e) => e.id === fileid)?.Status;
      withStatus(queryClient, fileid, () => 'READ');
      return { before };
    },
    onError: (error, fileid, context) => {
      const before = context?.before;
      if (!isConnectionFailure(error) || before === undefined) return;
      withStatus(queryClient, fileid, () => before);
    },
    onSettled: (_data, error) =>
      isConnectionFailure(error)
        ? undefined
        : queryClient.invalidateQueries({ queryKey: postboxEntriesKey }),
  });
}
