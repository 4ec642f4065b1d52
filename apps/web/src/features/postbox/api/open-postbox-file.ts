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

/** An entry opened in the viewer, and what happens once its letter is on screen. */
export type OpenedLetter = { file: ViewedFile; onLoaded: () => void };

/**
 * Opening an entry: its PDF for the viewer; an unread entry is marked read once its letter has
 * arrived and is shown, not when it could not be loaded.
 */
export function useOpenPostboxFile(): (entry: PostboxEntry) => OpenedLetter {
  const markRead = useSetPostboxEntryRead();
  return (entry) => ({
    file: {
      source: { call: 'GetPostBoxFile', fileId: entry.id },
      title: entry.Title,
      fileName: `${entry.Title}.pdf`,
      kind: 'pdf',
      ...(entry.RechtlichRelevant ? { tag: LEGALLY_RELEVANT_TAG } : {}),
    },
    onLoaded: () => {
      if (entry.Status === 'UNREAD') markRead.mutate(entry.id);
    },
  });
}
