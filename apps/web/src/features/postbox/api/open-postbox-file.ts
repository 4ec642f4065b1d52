import { CALLS, type PostboxEntry } from '@servicebereich/protocol';
import { useApi } from '../../../api/api-context.tsx';
import { useSetPostboxEntryRead } from '../../../api/set-postbox-entry-read.ts';
import { isNative } from '../../../native/platform.ts';

/**
 * Opening an entry: the address of its PDF, and an unread entry marked read. The native app
 * sends no cookie with a file request, so it asks for a single-use download token for this one
 * PDF first (SPEC 6).
 */
export function useOpenPostboxFile(): (entry: PostboxEntry) => Promise<string> {
  const api = useApi();
  const markRead = useSetPostboxEntryRead();
  return async (entry) => {
    const tokenid = isNative()
      ? (await api.call(CALLS.getTokenId, { call: 'GetPostBoxFile', fileid: entry.id })).TokenId
      : undefined;
    if (entry.Status === 'UNREAD') markRead.mutate(entry.id);
    return api.fileUrl(CALLS.getPostBoxFile, {
      fileid: entry.id,
      ...(tokenid === undefined ? {} : { tokenid }),
    });
  };
}
