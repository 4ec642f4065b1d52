import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The tests run from the repository's root.
const css = readFileSync(path.resolve('apps/web/src/tokens.css'), 'utf8');

/** The block of declarations after `opening`. */
function block(opening: string): string {
  const start = css.indexOf(opening);
  expect(start, `tokens.css has no block ${opening}`).toBeGreaterThanOrEqual(0);
  return css.slice(start + opening.length, css.indexOf('}', start));
}

/** The colour tokens (`--sb-color-*`) declared in a block: hex values, or `r, g, b` for `-rgb`. */
function colours(opening: string, pattern = /(--sb-color-[a-z-]+):\s*(#[0-9a-f]{6});/g) {
  return new Map(
    [...block(opening).matchAll(pattern)].map(([, name = '', value = '']) => [name, value]),
  );
}

const TRIPLET = /(--sb-color-[a-z-]+)-rgb:\s*(\d+, \d+, \d+);/g;

const light = colours(':root {');
const dark = new Map([...light, ...colours(':root.ion-palette-dark {')]);
const bootFrame = colours('  .boot-frame,\n  :root:has(.boot-notice) {');

/** WCAG 2.2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r = 0, g = 0, b = 0] = [1, 3, 5].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((high ?? 0) + 0.05) / ((low ?? 0) + 0.05);
}

const TEXT = 4.5;
const CONTROL = 3;

type Pair = { foreground: string; background: string; minimum: number };

/** The pairs the tokens' names allow (tokens.css says which); a token of no role fails. */
function pairs(palette: Map<string, string>): Pair[] {
  const names = [...palette.keys()];
  const surfaces = names.filter((name) => /^--sb-color-(background|surface)(-[a-z]+)?$/.test(name));
  const texts = names.filter((name) =>
    /^--sb-color-(text(-[a-z]+)?|primary|secondary|accent|success|warning|danger)$/.test(name),
  );
  const lines = ['--sb-color-border', '--sb-color-icon'];
  const onColour = names.filter((name) => name.endsWith('-contrast'));
  const decorative = ['--sb-color-divider', '--sb-color-skeleton'];
  const tinted = names.filter((name) => /-(shade|tint)$/.test(name));
  const unplaced = names.filter(
    (name) =>
      ![...surfaces, ...texts, ...lines, ...onColour, ...decorative, ...tinted].includes(name),
  );
  expect(unplaced, 'colour tokens without a role in the contrast rules').toEqual([]);
  return [
    ...texts.flatMap((foreground) =>
      surfaces.map((background) => ({ foreground, background, minimum: TEXT })),
    ),
    ...lines.flatMap((foreground) =>
      surfaces.map((background) => ({ foreground, background, minimum: CONTROL })),
    ),
    ...onColour.map((foreground) => ({
      foreground,
      background: foreground.replace(/-contrast$/, ''),
      minimum: TEXT,
    })),
  ];
}

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s palette', (_scheme, palette) => {
  it('has every colour token the light palette has', () => {
    expect([...palette.keys()].sort()).toEqual([...light.keys()].sort());
  });

  it('gives each colour that has one the same colour as an rgb triplet', () => {
    const opening = palette === light ? ':root {' : ':root.ion-palette-dark {';
    for (const [name, triplet] of colours(opening, TRIPLET)) {
      const hex = palette.get(name) ?? '';
      const channels = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ');
      expect(triplet, `${name}-rgb`).toBe(channels);
    }
  });

  it.each(pairs(palette))(
    '$foreground on $background reaches $minimum:1',
    ({ foreground, background, minimum }) => {
      const ratio = contrast(palette.get(foreground) ?? '', palette.get(background) ?? '');
      expect(ratio, `${foreground} on ${background}`).toBeGreaterThanOrEqual(minimum);
    },
  );
});

describe('the frame before the app has started', () => {
  it('takes the dark palette’s values in a dark system scheme', () => {
    expect(bootFrame.size).toBeGreaterThan(0);
    for (const [name, value] of bootFrame) expect(value, name).toBe(dark.get(name));
  });
});

describe('the contrast computation', () => {
  it('gives the WCAG figures for black and white and a mid grey', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
