import {
  getDocument,
  GlobalWorkerOptions,
  RenderingCancelledException,
  TextLayer,
  VerbosityLevel,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist/legacy/build/pdf.mjs';
import workerUrl from 'pdfjs-dist/legacy/build/pdf.worker.min.mjs?url';
import { chevronBack, chevronForward } from 'ionicons/icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fileViewerTexts } from '../../text/file-viewer.ts';
import { IconButton } from '../icon-button.tsx';

const t = fileViewerTexts.pdf;
/** Wider than this a page is no easier to read, only slower to draw. */
const MAX_PAGE_WIDTH_PX = 960;

// The worker is a file of its own on the app's origin, which the page's CSP (script-src 'self')
// allows; it parses the PDF off the main thread.
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * A PDF drawn page by page at the width of the screen, sharp at the device's pixel ratio, with
 * its text laid over the page (invisible), so it can be selected and read by a screen reader.
 */
export default function PdfView(props: { file: File; name: string; actions: ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [page, setPage] = useState(1);
  const [width, setWidth] = useState(0);

  useEffect(() => {
    let disposed = false;
    let destroy = () => Promise.resolve();
    props.file
      .arrayBuffer()
      .then((bytes) => {
        if (disposed) return null;
        const task = getDocument({ data: new Uint8Array(bytes), verbosity: VerbosityLevel.ERRORS });
        destroy = () => task.destroy();
        return task.promise;
      })
      .then(
        (loaded) => {
          if (loaded !== null && !disposed) setPdf(loaded);
        },
        () => {
          if (!disposed) setState('failed');
        },
      );
    return () => {
      disposed = true;
      void destroy();
    };
  }, [props.file]);

  useEffect(() => {
    const box = area.current;
    if (box === null) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry !== undefined) {
        setWidth(Math.floor(Math.min(entry.contentRect.width, MAX_PAGE_WIDTH_PX)));
      }
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
    };
  }, []);

  useEffect(() => {
    const target = canvas.current;
    const layer = text.current;
    if (pdf === null || width === 0 || target === null || layer === null) return;
    let cancelled = false;
    let rendering: RenderTask | null = null;
    let textLayer: TextLayer | null = null;
    pdf
      .getPage(page)
      .then((pdfPage) => {
        if (cancelled) return;
        const viewport = pdfPage.getViewport({
          scale: width / pdfPage.getViewport({ scale: 1 }).width,
        });
        const ratio = window.devicePixelRatio;
        target.width = Math.floor(viewport.width * ratio);
        target.height = Math.floor(viewport.height * ratio);
        target.style.width = `${viewport.width}px`;
        target.style.height = `${viewport.height}px`;
        rendering = pdfPage.render({
          canvas: target,
          viewport,
          ...(ratio === 1 ? {} : { transform: [ratio, 0, 0, ratio, 0, 0] }),
        });
        return rendering.promise.then(() => {
          if (cancelled) return;
          layer.replaceChildren();
          layer.style.setProperty('--total-scale-factor', String(viewport.scale));
          textLayer = new TextLayer({
            textContentSource: pdfPage.streamTextContent(),
            container: layer,
            viewport,
          });
          return textLayer.render().then(() => {
            if (!cancelled) setState('ready');
          });
        });
      })
      .catch((error: unknown) => {
        if (!cancelled && !(error instanceof RenderingCancelledException)) setState('failed');
      });
    return () => {
      cancelled = true;
      rendering?.cancel();
      textLayer?.cancel();
    };
  }, [pdf, page, width]);

  const count = pdf?.numPages ?? 0;
  return (
    <>
      {/* Focusable, so the keyboard can scroll a page taller than the screen. */}
      <div
        ref={area}
        className="file-viewer__stage file-viewer__stage--pdf"
        role="document"
        aria-label={count === 0 ? props.name : t.pageImage(page, count, props.name)}
        tabIndex={0}
      >
        {state === 'failed' ? (
          <p className="file-viewer__notice" role="status">
            {t.failed}
          </p>
        ) : (
          <>
            {state === 'loading' && (
              <p className="file-viewer__notice" role="status">
                {t.loading}
              </p>
            )}
            <div className="file-viewer__page" hidden={state !== 'ready'}>
              <canvas ref={canvas} className="file-viewer__canvas" aria-hidden="true" />
              <div ref={text} className="file-viewer__text" />
            </div>
          </>
        )}
      </div>
      <div className="file-viewer__bar">
        {count > 0 && state !== 'failed' && (
          <div className="file-viewer__controls">
            <IconButton
              label={t.previous}
              icon={chevronBack}
              disabled={page <= 1}
              onClick={() => {
                setPage((p) => p - 1);
              }}
            />
            <span className="file-viewer__level" aria-live="polite">
              {t.page(page, count)}
            </span>
            <IconButton
              label={t.next}
              icon={chevronForward}
              disabled={page >= count}
              onClick={() => {
                setPage((p) => p + 1);
              }}
            />
          </div>
        )}
        {props.actions}
      </div>
    </>
  );
}
