import { lazy, Suspense } from 'react';
import type { StatusTagContent } from './status-tag.tsx';

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
};

// The viewer's code loads when a file is opened; PDF.js only when that file is a PDF.
const FileViewerDialog = lazy(() => import('./file-viewer/file-viewer-dialog.tsx'));

/** Shows a DokBox file or a postbox letter full-screen inside the app. */
export function FileViewer(props: FileViewerProps) {
  return (
    <Suspense fallback={null}>
      <FileViewerDialog {...props} />
    </Suspense>
  );
}
