import { lazy, Suspense } from 'react';
import type { FileViewerProps } from './file-viewer/viewed-file.ts';

// The viewer's code loads when a file is opened; PDF.js only when that file is a PDF.
const Viewer = lazy(() => import('./file-viewer/viewer.tsx'));

/** Shows a DokBox file or a postbox letter inside the app: full-screen, or in a reading pane. */
export function FileViewer(props: FileViewerProps) {
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  );
}
