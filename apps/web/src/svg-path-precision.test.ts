import * as icons from 'ionicons/icons';
import { describe, expect, it } from 'vitest';
import {
  parsePath,
  roundIconPaths,
  roundPathData,
  type PathSegment,
} from './svg-path-precision.ts';

/** Each point of a path (ends and control points) where it lies, and its arcs' other values. */
function absolutePoints(segments: PathSegment[]): number[][] {
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  return segments.map(({ command, values }) => {
    const type = command.toLowerCase();
    const [dx, dy] = command === type ? [x, y] : [0, 0];
    const [a = 0, b = 0, c = 0, d = 0, e = 0, f = 0, g = 0] = values;
    let named: number[];
    if (type === 'z') {
      [x, y] = [startX, startY];
      named = [x, y];
    } else if (type === 'h') {
      x = dx + a;
      named = [x, y];
    } else if (type === 'v') {
      y = dy + a;
      named = [x, y];
    } else if (type === 'a') {
      [x, y] = [dx + f, dy + g];
      named = [a, b, c, d, e, x, y];
    } else {
      named = values.map((value, index) => value + (index % 2 === 0 ? dx : dy));
      [x = 0, y = 0] = named.slice(-2);
    }
    if (type === 'm') [startX, startY] = [x, y];
    return named;
  });
}

function pathData(svg: string): string[] {
  return [...svg.matchAll(/ d='([^']*)'/g)].map(([, data = '']) => data);
}

describe('roundPathData', () => {
  it('writes each point at whole units, measured where it lies', () => {
    expect(roundPathData('M275.8 157a16 16 0 0 0-22.63 0l-93.34 93.34')).toBe(
      'M276 157a16 16 0 0 0-23 0l-93 93',
    );
  });

  it('keeps a run of relative commands from drifting', () => {
    // Each step is 0.4: rounded one by one, each would be 0 and the path would not move.
    const steps = 'l0.4 0.4'.repeat(10);
    expect(roundPathData(`M0 0${steps}`)).toBe('M0 0l0 0l1 1l0 0l1 1l0 0l0 0l1 1l0 0l1 1l0 0');
  });

  it('reads moveto pairs as linetos, arcs with flags that stand together, and closes subpaths', () => {
    expect(parsePath('m10 10 5 5a8 8 0 01-5 5z')).toEqual([
      { command: 'm', values: [10, 10] },
      { command: 'l', values: [5, 5] },
      { command: 'a', values: [8, 8, 0, 0, 1, -5, 5] },
      { command: 'z', values: [] },
    ]);
    expect(roundPathData('M10.4 10.4h5.3v5.3zm1.2 1.2H20.6V30.6Z')).toBe('M10 10h6v6zm2 2H21V31Z');
  });

  it('refuses what is not path data', () => {
    expect(() => parsePath('M10 10 L x')).toThrow(/Unreadable path data/);
    expect(() => parsePath('M10')).toThrow(/Unreadable path data/);
  });

  it('leaves every icon of the library within half a unit of its drawing, and a fifth smaller', () => {
    let before = 0;
    let after = 0;
    let farthest = 0;
    for (const icon of Object.values(icons)) {
      for (const data of pathData(icon)) {
        const rounded = roundPathData(data);
        before += data.length;
        after += rounded.length;
        const exact = absolutePoints(parsePath(data)).flat();
        const whole = absolutePoints(parsePath(rounded)).flat();
        expect(whole).toHaveLength(exact.length);
        whole.forEach((value, index) => {
          farthest = Math.max(farthest, Math.abs(value - (exact[index] ?? NaN)));
        });
      }
    }
    expect(before).toBeGreaterThan(500_000);
    expect(farthest).toBeLessThanOrEqual(0.5);
    expect(after / before).toBeLessThan(0.8);
  });
});

describe('roundIconPaths', () => {
  it('rounds the data of every path of the markup and nothing else', () => {
    const svg =
      "<svg viewBox='0 0 512 512'><path d='M48.5 272.2h144.7' stroke-width='32.5'/><path d='M1.2 2.6'/></svg>";
    expect(roundIconPaths(svg)).toBe(
      "<svg viewBox='0 0 512 512'><path d='M49 272h144' stroke-width='32.5'/><path d='M1 3'/></svg>",
    );
  });
});
