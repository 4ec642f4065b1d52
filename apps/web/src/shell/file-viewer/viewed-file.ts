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
  /**
   * Where the browser cannot share the file itself (`navigator.canShare`), "Teilen" calls this
   * instead; without it "Teilen" shows only where the file itself can be shared.
   */
  onShareLink?: () => void;
  /** Once the file has arrived and is shown: a letter counts as read when it could be read. */
  onLoaded?: () => void;
} & (
  | {
      /** Full-screen over the page, until it is closed. */
      placement?: 'dialog';
      onClose: () => void;
    }
  | {
      /**
       * In place, in a region of the page beside a list (the postbox's reading pane on a wide
       * screen): it stays until another file takes its place.
       */
      placement: 'pane';
    }
);
