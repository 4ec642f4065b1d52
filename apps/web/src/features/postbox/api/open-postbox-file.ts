import { CALLS, type PostboxEntry } from '@servicebereich/protocol';
import { useQueryClient } from '@tanstack/react-query';
import { useApi } from '../../../api/api-context.tsx';
import { isNative } from '../../../native/platform.ts';
import { postboxEntriesKey } from './get-postbox-entries.ts';

/**
 * Opening an entry: the address of its PDF and the entry marked read. The server marks it read
 * when the PDF is fetched; the cached list is marked at once, so the badge drops without
 * waiting, and fetched again when the document is closed (a fetch before the PDF has loaded
 * would still say UNREAD). The native app sends no cookie with a file request, so it asks for a
 * single-use download token first (SPEC 6).
 */
export function useOpenPostboxFile(): {
  open: (entry: PostboxEntry) => Promise<string>;
  closed: () => void;
} {
  const api = useApi();
  const queryClient = useQueryClient();
  const open = async (entry: PostboxEntry) => {
    const tokenid = isNative() ? (await api.call(CALLS.getTokenId)).TokenId : undefined;
    queryClient.setQueryData<PostboxEntry[]>(postboxEntriesKey, (entries) =>
      entries?.map((e) => (e.id === entry.id ? { ...e, Status: 'READ' } : e)),
    );
    return api.fileUrl(CALLS.getPostBoxFile, {
      fileid: entry.id,
      ...(tokenid === undefined ? {} : { tokenid }),
    });
  };
  return {
    open,
    closed: () => {
      void queryClient.invalidateQueries({ queryKey: postboxEntriesKey });
    },
  };
}
