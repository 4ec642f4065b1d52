/**
 * How far the image viewer is zoomed in and where it looks: `scale` 1 shows the whole image fitted
 * into the stage; `x`/`y` move the image's centre away from the stage's centre, in CSS pixels.
 */
export type Zoom = { scale: number; x: number; y: number };

/** The stage's size and the image's size at scale 1, in CSS pixels. */
export type Frame = { stageWidth: number; stageHeight: number; width: number; height: number };

/** A point relative to the stage's centre, in CSS pixels. */
export type Point = { x: number; y: number };

/** A tap or click that ended without moving: where and when (ms). */
export type Tap = Point & { time: number };

export const UNZOOMED: Zoom = { scale: 1, x: 0, y: 0 };
export const MAX_SCALE = 5;
/** What the buttons "Vergrößern" and "Verkleinern" zoom by. */
export const BUTTON_STEP = 1.5;
/** How far a double tap zooms in. */
const DOUBLE_TAP_SCALE = 2.5;
/** The longest time and distance between two taps that still make a double tap. */
const DOUBLE_TAP_MS = 300;
const DOUBLE_TAP_PX = 24;
/** Wheel pixels that zoom by a factor of e; a mouse's notch (100 px) zooms by about 1.3. */
const WHEEL_PX = 400;
/** How far an arrow key moves a zoomed image. */
export const KEY_STEP_PX = 48;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** The image cannot be moved out of sight: it stays centred on an axis where it fits. */
function contained(zoom: Zoom, frame: Frame): Zoom {
  const limitX = Math.max(0, (frame.width * zoom.scale - frame.stageWidth) / 2);
  const limitY = Math.max(0, (frame.height * zoom.scale - frame.stageHeight) / 2);
  return {
    scale: zoom.scale,
    x: limitX === 0 ? 0 : clamp(zoom.x, -limitX, limitX),
    y: limitY === 0 ? 0 : clamp(zoom.y, -limitY, limitY),
  };
}

function scaledAt(zoom: Zoom, factor: number, at: Point): Zoom {
  const scale = clamp(zoom.scale * factor, 1, MAX_SCALE);
  const ratio = scale / zoom.scale;
  // The point of the image under `at` stays there.
  return { scale, x: at.x - ratio * (at.x - zoom.x), y: at.y - ratio * (at.y - zoom.y) };
}

/** Zooms by a factor (within 1 and MAX_SCALE), keeping the point under `at` where it is. */
export function zoomedAt(zoom: Zoom, factor: number, at: Point, frame: Frame): Zoom {
  return contained(scaledAt(zoom, factor, at), frame);
}

export function panned(zoom: Zoom, dx: number, dy: number, frame: Frame): Zoom {
  return contained({ ...zoom, x: zoom.x + dx, y: zoom.y + dy }, frame);
}

/** A double tap zooms in at the tapped point, or back out to the whole image. */
export function doubleTapped(zoom: Zoom, at: Point, frame: Frame): Zoom {
  return zoom.scale > 1 ? UNZOOMED : zoomedAt(zoom, DOUBLE_TAP_SCALE, at, frame);
}

export function isDoubleTap(previous: Tap | null, tap: Tap): boolean {
  return (
    previous !== null &&
    tap.time - previous.time <= DOUBLE_TAP_MS &&
    Math.hypot(tap.x - previous.x, tap.y - previous.y) <= DOUBLE_TAP_PX
  );
}

/** The wheel (and a touchpad's pinch, which browsers send as a wheel): up zooms in. */
export function wheeled(zoom: Zoom, deltaY: number, at: Point, frame: Frame): Zoom {
  return zoomedAt(zoom, Math.exp(-deltaY / WHEEL_PX), at, frame);
}

function middle(a: Point, b: Point): Point {
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/**
 * Two fingers moved: the image follows the point between them and zooms by how much further
 * apart they are, so what was under the fingers stays under them.
 */
export function pinched(
  zoom: Zoom,
  before: readonly [Point, Point],
  after: readonly [Point, Point],
  frame: Frame,
): Zoom {
  const spreadBefore = Math.hypot(before[0].x - before[1].x, before[0].y - before[1].y);
  const spreadAfter = Math.hypot(after[0].x - after[1].x, after[0].y - after[1].y);
  const from = middle(...before);
  const to = middle(...after);
  const moved = { ...zoom, x: zoom.x + to.x - from.x, y: zoom.y + to.y - from.y };
  return contained(scaledAt(moved, spreadBefore === 0 ? 1 : spreadAfter / spreadBefore, to), frame);
}
