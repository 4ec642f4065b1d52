import { describe, expect, it } from 'vitest';
import { dragged, extentOf, headingDegrees, keyed, normalise } from './panorama-view.ts';

const degrees = (d: number) => (d * Math.PI) / 180;
const EQUIRECTANGULAR = extentOf(4000, 2000);
const STRIP = extentOf(2400, 600);

describe('the panorama view', () => {
  it('reaches as far up and down as the photo does', () => {
    expect(EQUIRECTANGULAR.span).toBeCloseTo(Math.PI);
    expect(EQUIRECTANGULAR.fov).toBeCloseTo(degrees(70));
    expect(STRIP.span).toBeCloseTo(degrees(90));
    // A strip lower than the field of view is shown whole, with no room to look up or down.
    expect(extentOf(4000, 500).fov).toBeCloseTo(degrees(45));
    expect(normalise({ yaw: 0, pitch: 1 }, extentOf(4000, 500)).pitch).toBe(0);
  });

  it('wraps around horizontally', () => {
    const turned = keyed({ yaw: degrees(355), pitch: 0 }, 'ArrowRight', STRIP);
    expect(headingDegrees(turned ?? { yaw: 0, pitch: 0 })).toBe(5);
    const back = keyed({ yaw: degrees(5), pitch: 0 }, 'ArrowLeft', STRIP);
    expect(headingDegrees(back ?? { yaw: 0, pitch: 0 })).toBe(355);
    expect(headingDegrees(normalise({ yaw: degrees(-720 + 90), pitch: 0 }, STRIP))).toBe(90);
  });

  it('stops looking up or down where the photo ends', () => {
    const up = normalise({ yaw: 0, pitch: degrees(80) }, EQUIRECTANGULAR);
    expect(up.pitch).toBeCloseTo(degrees(55));
    const down = normalise({ yaw: 0, pitch: degrees(-80) }, STRIP);
    expect(down.pitch).toBeCloseTo(degrees(-10));
  });

  it('follows the finger: dragging left looks right, dragging down looks up', () => {
    const start = { yaw: degrees(90), pitch: 0 };
    const left = dragged(start, -100, 0, 700, EQUIRECTANGULAR);
    expect(left.yaw).toBeCloseTo(degrees(100));
    const down = dragged(start, 0, 50, 700, EQUIRECTANGULAR);
    expect(down.pitch).toBeCloseTo(degrees(5));
  });

  it('answers the arrow keys and Home, and no other keys', () => {
    const start = { yaw: degrees(30), pitch: 0 };
    expect(keyed(start, 'ArrowUp', EQUIRECTANGULAR)?.pitch).toBeCloseTo(degrees(5));
    expect(keyed(start, 'ArrowDown', EQUIRECTANGULAR)?.pitch).toBeCloseTo(degrees(-5));
    expect(keyed(start, 'Home', EQUIRECTANGULAR)).toEqual({ yaw: 0, pitch: 0 });
    expect(keyed(start, 'a', EQUIRECTANGULAR)).toBeNull();
  });
});
