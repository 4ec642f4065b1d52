import { CALLS, type PostboxEntry } from '@servicebereich/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { postboxEntriesKey } from './get-postbox-entries.ts';

/**
 * The address of an entry's PDF. Opening it marks the entry read on the server; the cached list
 * is marked at once, so the badge drops without waiting, and then fetched again.
 */
export function usePostboxFile(): {
  fileUrl: (id: string) => string;
  markRead: (id: string) => void;
} {
  const api = useApi();
  const queryClient = useQueryClient();
  return {
    fileUrl: (id) => api.fileUrl(CALLS.getPostBoxFile, { fileid: id }),
    markRead: (id) => {
      queryClient.setQueryData<PostboxEntry[]>(postboxEntriesKey, (entries) =>
        entries?.map((e) => (e.id === id ? { ...e, Status: 'READ' } : e)),
      );
      void queryClient.invalidateQueries({ queryKey: postboxEntriesKey });
    },
  };
}
