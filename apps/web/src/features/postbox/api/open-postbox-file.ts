import type { PostboxEntry } from '@servicebereich/protocol';
import { useSetPostboxEntryRead } from '../../../api/set-postbox-entry-read.ts';
import type { ViewedFile } from '../../../shell/file-viewer.tsx';

/** Opening an entry: its PDF for the viewer, and an unread entry marked read. */
export function useOpenPostboxFile(): (entry: PostboxEntry) => ViewedFile {
  const markRead = useSetPostboxEntryRead();
  return (entry) => {
    if (entry.Status === 'UNREAD') markRead.mutate(entry.id);
    return {
      source: { call: 'GetPostBoxFile', fileId: entry.id },
      title: entry.Title,
      fileName: `${entry.Title}.pdf`,
      kind: 'pdf',
    };
  };
}
