import type { StatusTagContent } from '../status-tag.tsx';

/** A file the app shows: a DokBox file or a postbox letter, by the call GetTokenId names. */
export type FileSource = { call: 'ShowDokboxFile' | 'GetPostBoxFile'; fileId: string };

export type ViewedFile = {
  source: FileSource;
  /** The viewer's title. */
  title: string;
  /** The name a download gets. */
  fileName: string;
  kind: 'pdf' | 'image';
  /** A mark the header shows beside the title, such as a letter's "Rechtlich relevant". */
  tag?: StatusTagContent;
};

export type FileViewerProps = {
  file: ViewedFile;
  onClose: () => void;
  /**
   * Where the browser cannot share the file itself (`navigator.canShare`), "Teilen" calls this
   * instead; without it "Teilen" shows only where the file itself can be shared.
   */
  onShareLink?: () => void;
  /** Once the file has arrived and is shown: a letter counts as read when it could be read. */
  onLoaded?: () => void;
};
