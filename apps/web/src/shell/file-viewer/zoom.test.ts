import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  doubleTapped,
  isDoubleTap,
  MAX_SCALE,
  panned,
  pinched,
  UNZOOMED,
  wheeled,
  zoomedAt,
  type Frame,
  type Point,
  type Zoom,
} from './zoom.ts';

// A 4:3 photo fitted into a phone's stage: full width, letterboxed above and below.
const frame: Frame = { stageWidth: 360, stageHeight: 600, width: 360, height: 270 };
const centre: Point = { x: 0, y: 0 };

/** Where a point of the unzoomed image (relative to its centre) is on the stage. */
function onStage(zoom: Zoom, point: Point): Point {
  return { x: zoom.x + zoom.scale * point.x, y: zoom.y + zoom.scale * point.y };
}

describe('zooming the image', () => {
  it('keeps the point under the finger or pointer where it is', () => {
    const at = { x: 100, y: 20 };
    const zoom = zoomedAt(UNZOOMED, 3, at, frame);
    expect(zoom.scale).toBe(3);
    expect(onStage(zoom, { x: 100, y: 20 })).toEqual(at);
  });

  it('zooms no further out than the whole image and no further in than the maximum', () => {
    expect(zoomedAt(UNZOOMED, 0.5, centre, frame)).toEqual(UNZOOMED);
    expect(zoomedAt(UNZOOMED, 100, centre, frame).scale).toBe(MAX_SCALE);
  });

  it('shows the whole image again, centred, when zoomed back out', () => {
    const zoomed = zoomedAt(UNZOOMED, 3, { x: 150, y: 100 }, frame);
    expect(zoomedAt(zoomed, 1 / 3, { x: -40, y: 20 }, frame)).toEqual(UNZOOMED);
  });

  it('never moves the image out of sight, whatever is done to it', () => {
    const point = fc.record({
      x: fc.double({ min: -180, max: 180, noNaN: true }),
      y: fc.double({ min: -300, max: 300, noNaN: true }),
    });
    const step = fc.oneof(
      fc.tuple(fc.constant('zoom' as const), fc.double({ min: 0.2, max: 5, noNaN: true }), point),
      fc.tuple(fc.constant('pan' as const), point, point),
      fc.tuple(fc.constant('pinch' as const), fc.tuple(point, point), fc.tuple(point, point)),
    );
    fc.assert(
      fc.property(fc.array(step, { maxLength: 20 }), (steps) => {
        let zoom = UNZOOMED;
        for (const s of steps) {
          if (s[0] === 'zoom') zoom = zoomedAt(zoom, s[1], s[2], frame);
          else if (s[0] === 'pan') zoom = panned(zoom, s[1].x, s[1].y, frame);
          else zoom = pinched(zoom, s[1], s[2], frame);
        }
        expect(zoom.scale).toBeGreaterThanOrEqual(1);
        expect(zoom.scale).toBeLessThanOrEqual(MAX_SCALE);
        // Where the image is wider (taller) than the stage, it covers the stage on that axis;
        // where it is narrower, it stays centred.
        const halfWidth = (frame.width * zoom.scale) / 2;
        const halfHeight = (frame.height * zoom.scale) / 2;
        if (halfWidth >= frame.stageWidth / 2) {
          expect(zoom.x - halfWidth).toBeLessThanOrEqual(-frame.stageWidth / 2 + 1e-9);
          expect(zoom.x + halfWidth).toBeGreaterThanOrEqual(frame.stageWidth / 2 - 1e-9);
        } else {
          expect(zoom.x).toBeCloseTo(0);
        }
        if (halfHeight >= frame.stageHeight / 2) {
          expect(zoom.y - halfHeight).toBeLessThanOrEqual(-frame.stageHeight / 2 + 1e-9);
          expect(zoom.y + halfHeight).toBeGreaterThanOrEqual(frame.stageHeight / 2 - 1e-9);
        } else {
          expect(zoom.y).toBeCloseTo(0);
        }
      }),
    );
  });
});

describe('panning', () => {
  it('does nothing while the whole image shows', () => {
    expect(panned(UNZOOMED, 80, -40, frame)).toEqual(UNZOOMED);
  });

  it('moves a zoomed image up to its edge, no further', () => {
    const zoomed = zoomedAt(UNZOOMED, 2, centre, frame);
    // 720 px wide in a stage of 360: 180 px to either side; 540 px high in 600: still centred.
    expect(panned(zoomed, 100, 100, frame)).toEqual({ scale: 2, x: 100, y: 0 });
    expect(panned(zoomed, 500, 0, frame)).toEqual({ scale: 2, x: 180, y: 0 });
  });
});

describe('gestures', () => {
  it('zooms in at a double tap and back out at the next', () => {
    const tapped = { x: 60, y: 10 };
    const zoomed = doubleTapped(UNZOOMED, tapped, frame);
    expect(zoomed.scale).toBe(2.5);
    expect(onStage(zoomed, { x: 60, y: 10 })).toEqual(tapped);
    expect(doubleTapped(zoomed, tapped, frame)).toEqual(UNZOOMED);
  });

  it('takes two taps as a double tap only when close in time and place', () => {
    const first = { x: 10, y: 10, time: 1000 };
    expect(isDoubleTap(null, first)).toBe(false);
    expect(isDoubleTap(first, { x: 14, y: 12, time: 1250 })).toBe(true);
    expect(isDoubleTap(first, { x: 14, y: 12, time: 1400 })).toBe(false);
    expect(isDoubleTap(first, { x: 60, y: 12, time: 1100 })).toBe(false);
  });

  it('zooms in as the wheel turns up, out as it turns down', () => {
    const zoomedIn = wheeled(UNZOOMED, -100, centre, frame);
    expect(zoomedIn.scale).toBeGreaterThan(1.2);
    expect(wheeled(zoomedIn, 100, centre, frame).scale).toBeCloseTo(1);
  });

  it('zooms by how far the fingers spread, keeping what is between them there', () => {
    const zoom = pinched(
      UNZOOMED,
      [
        { x: -20, y: 0 },
        { x: 20, y: 0 },
      ],
      [
        { x: -40, y: 0 },
        { x: 40, y: 0 },
      ],
      frame,
    );
    expect(zoom).toEqual({ scale: 2, x: 0, y: 0 });
  });
});
