import type { PostboxEntry } from '@servicebereich/protocol';
import { shieldCheckmarkOutline } from 'ionicons/icons';
import { useSetPostboxEntryRead } from '../../../api/set-postbox-entry-read.ts';
import type { ViewedFile } from '../../../shell/file-viewer/viewed-file.ts';
import type { StatusTagContent } from '../../../shell/status-tag.tsx';
import { postboxTexts } from '../../../text/postbox.ts';

/** How a legally relevant letter is marked, in the list and in the viewer. */
export const LEGALLY_RELEVANT_TAG: StatusTagContent = {
  text: postboxTexts.legallyRelevant,
  icon: shieldCheckmarkOutline,
};

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
      ...(entry.RechtlichRelevant ? { tag: LEGALLY_RELEVANT_TAG } : {}),
    };
  };
}
