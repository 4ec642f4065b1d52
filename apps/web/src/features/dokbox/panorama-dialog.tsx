import { useEffect, useRef, useState } from 'react';
import { Dialog } from '../../shell/dialog.tsx';
import { dokboxTexts } from '../../text/dokbox.ts';
import {
  createPanoramaRenderer,
  dragged,
  extentOf,
  headingDegrees,
  keyed,
  type Extent,
  type PanoramaRenderer,
  type View,
} from './panorama-view.ts';
import { Button } from '../../shell/button.tsx';

const t = dokboxTexts.panoramaDialog;

type Viewer = { renderer: PanoramaRenderer; extent: Extent };

/**
 * A 360° photo to look around in: dragging or swiping turns the view, the arrow keys too, and
 * all the way round it starts again. Loaded with the DokBox only when a 360° photo is opened.
 */
export function PanoramaDialog(props: { src: string; name: string; onClose: () => void }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const viewer = useRef<Viewer | null>(null);
  const view = useRef<View>({ yaw: 0, pitch: 0 });
  const drag = useRef<{ x: number; y: number } | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [heading, setHeading] = useState(0);

  function draw() {
    const target = canvas.current;
    if (viewer.current === null || target === null) return;
    const ratio = window.devicePixelRatio;
    const width = Math.round(target.clientWidth * ratio);
    const height = Math.round(target.clientHeight * ratio);
    if (target.width !== width || target.height !== height) {
      target.width = width;
      target.height = height;
    }
    viewer.current.renderer.draw(view.current);
  }

  function look(next: View, announce: boolean) {
    view.current = next;
    draw();
    if (announce) setHeading(headingDegrees(next));
  }

  useEffect(() => {
    const photo = new Image();
    let disposed = false;
    photo.onload = () => {
      if (disposed || canvas.current === null) return;
      const extent = extentOf(photo.naturalWidth, photo.naturalHeight);
      const renderer = createPanoramaRenderer(canvas.current, photo, extent);
      if (renderer === null) {
        setState('failed');
        return;
      }
      viewer.current = { renderer, extent };
      setState('ready');
      draw();
    };
    photo.onerror = () => {
      if (!disposed) setState('failed');
    };
    photo.src = props.src;
    const resized = () => {
      draw();
    };
    window.addEventListener('resize', resized);
    return () => {
      disposed = true;
      window.removeEventListener('resize', resized);
      viewer.current?.renderer.dispose();
      viewer.current = null;
    };
  }, [props.src]);

  return (
    <Dialog open wide labelledBy="dokbox-panorama-title" onDismiss={props.onClose}>
      <h2 id="dokbox-panorama-title" className="app-dialog__title">
        {props.name}
      </h2>
      <p id="dokbox-panorama-hint" className="app-dialog__message">
        {t.hint}
      </p>
      <div
        className="dokbox-panorama"
        role="application"
        aria-roledescription={t.roleDescription}
        aria-label={t.region(props.name)}
        aria-describedby="dokbox-panorama-hint dokbox-panorama-heading"
        tabIndex={0}
        onKeyDown={(event) => {
          if (viewer.current === null) return;
          const next = keyed(view.current, event.key, viewer.current.extent);
          if (next === null) return;
          event.preventDefault();
          look(next, true);
        }}
      >
        <canvas
          ref={canvas}
          className="dokbox-panorama__canvas"
          onPointerDown={(event) => {
            event.currentTarget.setPointerCapture(event.pointerId);
            drag.current = { x: event.clientX, y: event.clientY };
          }}
          onPointerMove={(event) => {
            const from = drag.current;
            if (from === null || viewer.current === null) return;
            drag.current = { x: event.clientX, y: event.clientY };
            const { extent } = viewer.current;
            const height = event.currentTarget.clientHeight;
            look(
              dragged(view.current, event.clientX - from.x, event.clientY - from.y, height, extent),
              false,
            );
          }}
          onPointerUp={() => {
            drag.current = null;
            setHeading(headingDegrees(view.current));
          }}
          onPointerCancel={() => {
            drag.current = null;
          }}
        />
        {state !== 'ready' && (
          <p className="dokbox-panorama__notice">{state === 'loading' ? t.loading : t.failed}</p>
        )}
      </div>
      <p id="dokbox-panorama-heading" className="visually-hidden" aria-live="polite">
        {t.heading(heading)}
      </p>
      <div className="app-dialog__buttons">
        <Button onClick={props.onClose}>{t.close}</Button>
      </div>
    </Dialog>
  );
}
