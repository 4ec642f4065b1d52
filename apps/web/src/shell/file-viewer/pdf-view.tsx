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
import { formatPercent } from '@servicebereich/protocol';
import { add, chevronBack, chevronForward, remove } from 'ionicons/icons';
import { useEffect, useRef, useState, type PointerEvent, type ReactNode } from 'react';
import { fileViewerTexts } from '../../text/file-viewer.ts';
import { IconButton } from '../icon-button.tsx';
import { useBoxWidth } from '../box-width.ts';
import {
  clampZoom,
  CSS_PX_PER_POINT,
  drawingRatio,
  MAX_PDF_ZOOM,
  MIN_PDF_ZOOM,
  openingZoom,
  PDF_ZOOM_STEP,
  scrollKeeping,
} from './pdf-zoom.ts';

const t = fileViewerTexts.pdf;
/** Wider than this a page opens no larger: it is no easier to read, only slower to draw. */
const MAX_PAGE_WIDTH_PX = 960;
/** Firefox reports the wheel in lines; a line counts as this many pixels. */
const WHEEL_LINE_PX = 40;
/** Wheel pixels (a touchpad's pinch, sent as the wheel with Ctrl) that zoom by a factor of e. */
const WHEEL_PX = 400;

type Point = { x: number; y: number };
/** Two fingers on the page: how far apart they began, and where between them, in the stage. */
type Pinch = { spread: number; at: Point; factor: number };

function spreadOf(points: readonly Point[]): number {
  const [a, b] = points;
  return a === undefined || b === undefined ? 0 : Math.hypot(a.x - b.x, a.y - b.y);
}

function middleOf(points: readonly Point[]): Point {
  const [a, b] = points;
  return a === undefined || b === undefined
    ? { x: 0, y: 0 }
    : { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

// The worker is a file of its own on the app's origin, which the page's CSP (script-src 'self')
// allows; it parses the PDF off the main thread.
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * A PDF drawn page by page, sharp at the device's pixel ratio, with its text laid over the page
 * (invisible), so it can be selected and read by a screen reader. It opens readable (pdf-zoom.ts)
 * and zooms with the buttons, + and −, two fingers, and a touchpad's pinch.
 */
export default function PdfView(props: {
  file: File;
  name: string;
  actions: ReactNode;
  /**
   * The page opens at the width of the view however small its text gets (a reading pane beside
   * a list, where it is a preview that "Vergrößern" enlarges), instead of at least printed size.
   */
  fitWidth?: boolean;
}) {
  const { fitWidth = false } = props;
  const area = useRef<HTMLDivElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const text = useRef<HTMLDivElement>(null);
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [page, setPage] = useState(1);
  const width = Math.min(useBoxWidth(area), MAX_PAGE_WIDTH_PX);
  // Null until the first page's width is known.
  const [zoom, setZoom] = useState<number | null>(null);
  const [pinch, setPinch] = useState<Pinch | null>(null);
  // The pinch as the last finger moved it, ahead of the render that shows it.
  const pinchNow = useRef<Pinch | null>(null);
  const pointers = useRef(new Map<number, Point>());
  // Where the stage scrolls once the page has its new size, so the same place stays in view.
  const pendingScroll = useRef<Point | null>(null);

  /** Zooms by a factor, keeping the point `at` of the stage (its centre by default) in place. */
  function zoomBy(factor: number, at?: Point) {
    const box = area.current;
    if (box === null || zoom === null) return;
    const next = clampZoom(zoom * factor);
    const applied = next / zoom;
    const point = at ?? { x: box.clientWidth / 2, y: box.clientHeight / 2 };
    pendingScroll.current = {
      x: scrollKeeping(box.scrollLeft, point.x, applied),
      y: scrollKeeping(box.scrollTop, point.y, applied),
    };
    setZoom(next);
  }

  function stagePoint(event: PointerEvent<HTMLDivElement>): Point {
    const box = event.currentTarget.getBoundingClientRect();
    return { x: event.clientX - box.left, y: event.clientY - box.top };
  }

  function changePinch(next: Pinch | null) {
    pinchNow.current = next;
    setPinch(next);
  }

  function releasePointer(event: PointerEvent<HTMLDivElement>) {
    pointers.current.delete(event.pointerId);
    const ended = pinchNow.current;
    if (ended === null || pointers.current.size >= 2) return;
    changePinch(null);
    zoomBy(ended.factor, ended.at);
  }

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
    if (pdf === null || width === 0 || zoom !== null) return;
    let cancelled = false;
    void pdf.getPage(1).then((first) => {
      if (cancelled) return;
      const pageWidth = first.getViewport({ scale: 1 }).width;
      setZoom(openingZoom(width, pageWidth, fitWidth ? 'width' : 'readable'));
    });
    return () => {
      cancelled = true;
    };
  }, [pdf, width, zoom, fitWidth]);

  // A touchpad's pinch arrives as the wheel with Ctrl; the browser would zoom the whole app.
  useEffect(() => {
    const box = area.current;
    if (box === null) return;
    const handleWheel = (event: WheelEvent) => {
      if (!event.ctrlKey) return;
      event.preventDefault();
      const pixels = event.deltaMode === WheelEvent.DOM_DELTA_LINE ? WHEEL_LINE_PX : 1;
      const bounds = box.getBoundingClientRect();
      zoomBy(Math.exp((-event.deltaY * pixels) / WHEEL_PX), {
        x: event.clientX - bounds.left,
        y: event.clientY - bounds.top,
      });
    };
    box.addEventListener('wheel', handleWheel, { passive: false });
    return () => {
      box.removeEventListener('wheel', handleWheel);
    };
  });

  useEffect(() => {
    const target = canvas.current;
    const layer = text.current;
    const box = area.current;
    if (pdf === null || zoom === null || target === null || layer === null || box === null) {
      return;
    }
    let cancelled = false;
    let rendering: RenderTask | null = null;
    let textLayer: TextLayer | null = null;
    pdf
      .getPage(page)
      .then((pdfPage) => {
        if (cancelled) return;
        const viewport = pdfPage.getViewport({ scale: zoom * CSS_PX_PER_POINT });
        const ratio = drawingRatio(viewport.width, viewport.height, window.devicePixelRatio);
        target.width = Math.floor(viewport.width * ratio);
        target.height = Math.floor(viewport.height * ratio);
        target.style.width = `${viewport.width}px`;
        target.style.height = `${viewport.height}px`;
        const scroll = pendingScroll.current;
        pendingScroll.current = null;
        if (scroll !== null) box.scrollTo({ left: scroll.x, top: scroll.y });
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
  }, [pdf, page, zoom]);

  const count = pdf?.numPages ?? 0;
  return (
    <>
      <div className="file-viewer__frame">
        {/* Focusable, so the keyboard can scroll a page taller than the screen. */}
        <div
          ref={area}
          className="file-viewer__stage file-viewer__stage--pdf"
          role="document"
          aria-label={count === 0 ? props.name : t.pageImage(page, count, props.name)}
          aria-describedby="file-viewer-pdf-hint"
          tabIndex={0}
          onKeyDown={(event) => {
            if (event.key === '+') zoomBy(PDF_ZOOM_STEP);
            else if (event.key === '-') zoomBy(1 / PDF_ZOOM_STEP);
            else return;
            event.preventDefault();
          }}
          onPointerDown={(event) => {
            if (event.pointerType !== 'touch') return;
            pointers.current.set(event.pointerId, stagePoint(event));
            if (pointers.current.size !== 2) return;
            const points = [...pointers.current.values()];
            changePinch({ spread: spreadOf(points), at: middleOf(points), factor: 1 });
          }}
          onPointerMove={(event) => {
            if (!pointers.current.has(event.pointerId)) return;
            pointers.current.set(event.pointerId, stagePoint(event));
            const current = pinchNow.current;
            if (current === null || zoom === null || current.spread === 0) return;
            const wanted = spreadOf([...pointers.current.values()]) / current.spread;
            changePinch({ ...current, factor: clampZoom(zoom * wanted) / zoom });
          }}
          onPointerUp={releasePointer}
          onPointerCancel={releasePointer}
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
              <div
                className="file-viewer__page"
                hidden={state !== 'ready'}
                // While two fingers pinch, the drawn page follows them; it is drawn anew after.
                style={
                  pinch === null
                    ? undefined
                    : {
                        transform: `scale(${String(pinch.factor)})`,
                        transformOrigin: `${String(pinch.at.x + (area.current?.scrollLeft ?? 0))}px ${String(pinch.at.y + (area.current?.scrollTop ?? 0))}px`,
                      }
                }
              >
                <canvas ref={canvas} className="file-viewer__canvas" aria-hidden="true" />
                <div ref={text} className="file-viewer__text" />
              </div>
            </>
          )}
        </div>
        {zoom !== null && state === 'ready' && (
          <div className="file-viewer__zoom">
            <IconButton
              label={fileViewerTexts.zoomOut}
              icon={remove}
              disabled={zoom <= MIN_PDF_ZOOM}
              onClick={() => {
                zoomBy(1 / PDF_ZOOM_STEP);
              }}
            />
            <output className="file-viewer__level" aria-label={fileViewerTexts.zoomLevel}>
              {formatPercent(zoom * 100)}
            </output>
            <IconButton
              label={fileViewerTexts.zoomIn}
              icon={add}
              disabled={zoom >= MAX_PDF_ZOOM}
              onClick={() => {
                zoomBy(PDF_ZOOM_STEP);
              }}
            />
          </div>
        )}
      </div>
      <p id="file-viewer-pdf-hint" className="visually-hidden">
        {t.hint}
      </p>
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
