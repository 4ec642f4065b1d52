import { lazy, Suspense } from 'react';
import type { FileViewerProps } from './file-viewer/viewed-file.ts';

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
