import { formatPercent } from '@servicebereich/protocol';
import { add, remove } from 'ionicons/icons';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { fileViewerTexts } from '../../text/file-viewer.ts';
import { IconButton } from '../icon-button.tsx';
import {
  BUTTON_STEP,
  doubleTapped,
  isDoubleTap,
  KEY_STEP_PX,
  MAX_SCALE,
  panned,
  pinched,
  UNZOOMED,
  wheeled,
  zoomedAt,
  type Frame,
  type Point,
  type Tap,
  type Zoom,
} from './zoom.ts';

const t = fileViewerTexts.image;

/** A press that becomes a tap unless it moves further than this (CSS pixels). */
const TAP_SLOP_PX = 8;
/** Firefox reports the wheel in lines; a line counts as this many pixels. */
const WHEEL_LINE_PX = 40;
const CENTRE: Point = { x: 0, y: 0 };

const KEY_PANS: Readonly<Record<string, Point>> = {
  ArrowLeft: { x: KEY_STEP_PX, y: 0 },
  ArrowRight: { x: -KEY_STEP_PX, y: 0 },
  ArrowUp: { x: 0, y: KEY_STEP_PX },
  ArrowDown: { x: 0, y: -KEY_STEP_PX },
};

/**
 * An image to zoom into and move around: pinch and double tap on a touch screen, the wheel, a
 * double click and the buttons with a mouse, the arrow keys and + and − from the keyboard.
 */
export function ImageView(props: { url: string; name: string; actions: ReactNode }) {
  const stage = useRef<HTMLDivElement>(null);
  const image = useRef<HTMLImageElement>(null);
  const [zoom, setZoom] = useState<Zoom>(UNZOOMED);
  const [failed, setFailed] = useState(false);
  // The pointers now down on the stage, and the press that may become a tap.
  const pointers = useRef(new Map<number, Point>());
  const press = useRef<{ id: number; start: Point; moved: boolean } | null>(null);
  const lastTap = useRef<Tap | null>(null);

  /** The sizes the zoom is kept within; measured at each change, as the window may turn. */
  function change(next: (zoom: Zoom, frame: Frame) => Zoom) {
    const box = stage.current;
    const picture = image.current;
    if (box === null || picture === null) return;
    const frame = {
      stageWidth: box.clientWidth,
      stageHeight: box.clientHeight,
      width: picture.offsetWidth,
      height: picture.offsetHeight,
    };
    setZoom((zoom) => next(zoom, frame));
  }

  function pointOf(event: { clientX: number; clientY: number }): Point {
    const box = stage.current?.getBoundingClientRect();
    if (box === undefined) return CENTRE;
    return {
      x: event.clientX - box.left - box.width / 2,
      y: event.clientY - box.top - box.height / 2,
    };
  }

  const changeRef = useRef(change);
  const pointOfRef = useRef(pointOf);
  useEffect(() => {
    changeRef.current = change;
    pointOfRef.current = pointOf;
  });

  // React listens to the wheel passively; only a listener of our own may keep the page from
  // scrolling or zooming (a touchpad's pinch arrives as a wheel with the Ctrl key).
  useEffect(() => {
    const box = stage.current;
    if (box === null) return;
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = pointOfRef.current(event);
      const delta =
        event.deltaMode === WheelEvent.DOM_DELTA_LINE ? event.deltaY * WHEEL_LINE_PX : event.deltaY;
      changeRef.current((zoom, frame) => wheeled(zoom, delta, at, frame));
    };
    // A turned phone or a resized window: the image must still cover what it can.
    const resized = () => {
      changeRef.current((zoom, frame) => panned(zoom, 0, 0, frame));
    };
    box.addEventListener('wheel', wheel, { passive: false });
    window.addEventListener('resize', resized);
    return () => {
      box.removeEventListener('wheel', wheel);
      window.removeEventListener('resize', resized);
    };
  }, []);

  return (
    <>
      <div
        ref={stage}
        className={`file-viewer__stage file-viewer__stage--image${zoom.scale > 1 ? ' file-viewer__stage--zoomed' : ''}`}
        role="group"
        aria-label={t.region(props.name)}
        aria-describedby="file-viewer-image-hint"
        tabIndex={0}
        onKeyDown={(event) => {
          const pan = KEY_PANS[event.key];
          if (pan !== undefined) change((zoom, frame) => panned(zoom, pan.x, pan.y, frame));
          else if (event.key === '+')
            change((zoom, frame) => zoomedAt(zoom, BUTTON_STEP, CENTRE, frame));
          else if (event.key === '-')
            change((zoom, frame) => zoomedAt(zoom, 1 / BUTTON_STEP, CENTRE, frame));
          else return;
          event.preventDefault();
        }}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          const point = pointOf(event);
          pointers.current.set(event.pointerId, point);
          press.current =
            pointers.current.size === 1
              ? { id: event.pointerId, start: point, moved: false }
              : null;
        }}
        onPointerMove={(event) => {
          const before = pointers.current.get(event.pointerId);
          if (before === undefined) return;
          const point = pointOf(event);
          const other = [...pointers.current].find(([id]) => id !== event.pointerId)?.[1];
          pointers.current.set(event.pointerId, point);
          if (other !== undefined) {
            change((zoom, frame) => pinched(zoom, [before, other], [point, other], frame));
            return;
          }
          const current = press.current;
          if (
            current !== null &&
            Math.hypot(point.x - current.start.x, point.y - current.start.y) > TAP_SLOP_PX
          ) {
            current.moved = true;
          }
          change((zoom, frame) => panned(zoom, point.x - before.x, point.y - before.y, frame));
        }}
        onPointerUp={(event) => {
          pointers.current.delete(event.pointerId);
          const current = press.current;
          press.current = null;
          if (current?.id !== event.pointerId || current.moved) return;
          const tap = { ...pointOf(event), time: event.timeStamp };
          if (isDoubleTap(lastTap.current, tap)) {
            lastTap.current = null;
            change((zoom, frame) => doubleTapped(zoom, tap, frame));
          } else {
            lastTap.current = tap;
          }
        }}
        onPointerCancel={(event) => {
          pointers.current.delete(event.pointerId);
          press.current = null;
        }}
      >
        {failed ? (
          <p className="file-viewer__notice">{t.failed}</p>
        ) : (
          <img
            ref={image}
            className="file-viewer__image"
            src={props.url}
            alt={props.name}
            draggable={false}
            style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
            onError={() => {
              setFailed(true);
            }}
          />
        )}
      </div>
      <p id="file-viewer-image-hint" className="visually-hidden">
        {t.hint}
      </p>
      <div className="file-viewer__bar">
        <div className="file-viewer__controls">
          <IconButton
            label={fileViewerTexts.zoomOut}
            icon={remove}
            disabled={failed || zoom.scale <= 1}
            onClick={() => {
              change((zoom, frame) => zoomedAt(zoom, 1 / BUTTON_STEP, CENTRE, frame));
            }}
          />
          <output className="file-viewer__level" aria-label={fileViewerTexts.zoomLevel}>
            {formatPercent(zoom.scale * 100)}
          </output>
          <IconButton
            label={fileViewerTexts.zoomIn}
            icon={add}
            disabled={failed || zoom.scale >= MAX_SCALE}
            onClick={() => {
              change((zoom, frame) => zoomedAt(zoom, BUTTON_STEP, CENTRE, frame));
            }}
          />
        </div>
        {props.actions}
      </div>
    </>
  );
}
