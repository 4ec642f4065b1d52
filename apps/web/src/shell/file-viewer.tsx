import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { lazy, Suspense, useEffect } from 'react';
import { whenIdle } from './after-first-screen.ts';
import type { FileViewerProps } from './file-viewer/viewed-file.ts';

// The viewer's code loads when a file is opened; PDF.js only when that file is a PDF.
const loadViewer = () => import('./file-viewer/viewer.tsx');
const Viewer = lazy(loadViewer);

/** Shows a DokBox file or a postbox letter inside the app: full-screen, or in a reading pane. */
export function FileViewer(props: FileViewerProps) {
  return (
    <Suspense fallback={null}>
      <Viewer {...props} />
    </Suspense>
  );
}

/**
 * On a screen of files (the postbox, the DokBox): fetches what the first file opened waits for
 * once the browser is idle, the viewer's code and PDF.js with its worker (some 450 kB brotli, which
 * the service worker does not keep), so that opening a letter waits for the letter alone. Not on a
 * connection that asks to save data; a fetch that fails is left to the opening, which says so.
 */
export function usePreparedFileViewer(): void {
  useEffect(() => {
    const connection = (navigator as Navigator & { connection?: { saveData?: boolean } })
      .connection;
    if (connection?.saveData === true) return undefined;
    return whenIdle(() => {
      loadViewer().catch(() => undefined);
      import('./file-viewer/pdf-view.tsx').catch(() => undefined);
      if (document.querySelector(`link[rel="prefetch"][href="${workerUrl}"]`) === null) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        link.href = workerUrl;
        document.head.append(link);
      }
    });
  }, []);
}
