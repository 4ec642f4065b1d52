// The app's icons and splash screens for the web, Android and iOS, all drawn from one SVG: the
// mark in apps/web/public/favicon.svg (a rounded square in the brand colour with the letter).
//   node scripts/app-icons.ts          draws them all again, after the mark has changed
//   node scripts/app-icons.ts check    fails, naming each, where a committed image is not the mark
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const web = path.join(import.meta.dirname, '..', 'apps', 'web');
const publicDir = path.join(web, 'public');
const androidRes = path.join(web, 'android', 'app', 'src', 'main', 'res');
const iosAssets = path.join(web, 'ios', 'App', 'App', 'Assets.xcassets');

/** The mark's parts, read from the favicon: its colour, the letter's outline and its colour. */
function readMark() {
  const svg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
  const background = /<rect[^>]*fill="(#(?:[0-9a-f]{3}){1,2})"/i.exec(svg)?.[1];
  const letter = /<path d="([^"]+)" fill="(#(?:[0-9a-f]{3}){1,2})"/i.exec(svg);
  if (background === undefined || letter?.[1] === undefined || letter[2] === undefined) {
    throw new Error('favicon.svg: expected a <rect> with a fill and one <path d fill>');
  }
  return { background, outline: letter[1], letterColour: letter[2] };
}

const mark = readMark();
/** The favicon's box, in which the letter is drawn. */
const BOX = 64;

/** The letter with its box scaled to `box` pixels and centred at (cx, cy). */
function letter(cx: number, cy: number, box: number): string {
  const scale = box / BOX;
  return `<path transform="translate(${String(cx - box / 2)} ${String(cy - box / 2)}) scale(${String(scale)})" d="${mark.outline}" fill="${mark.letterColour}"/>`;
}

function svg(width: number, height: number, content: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${String(width)}" height="${String(height)}" viewBox="0 0 ${String(width)} ${String(height)}">${content}</svg>`;
}

type Shape = (width: number, height: number) => string;

/** The mark as the favicon draws it: a rounded square. */
const rounded: Shape = (w) =>
  svg(
    w,
    w,
    `<rect width="${String(w)}" height="${String(w)}" rx="${String((14 / BOX) * w)}" fill="${mark.background}"/>${letter(w / 2, w / 2, w)}`,
  );
/** Full-bleed colour, the letter within the inner 80 % that every mask keeps. */
const fullBleed: Shape = (w) =>
  svg(
    w,
    w,
    `<rect width="${String(w)}" height="${String(w)}" fill="${mark.background}"/>${letter(w / 2, w / 2, w * 0.8)}`,
  );
/** A circle (Android's round launcher icon). */
const round: Shape = (w) =>
  svg(
    w,
    w,
    `<circle cx="${String(w / 2)}" cy="${String(w / 2)}" r="${String(w / 2)}" fill="${mark.background}"/>${letter(w / 2, w / 2, w)}`,
  );
/**
 * The letter alone on nothing, for Android's adaptive icon, whose background is the colour: the
 * box within the 72 of 108 units that the launcher's masks keep.
 */
const foreground: Shape = (w) => svg(w, w, letter(w / 2, w / 2, (w * 72) / 108));
/** The colour with the letter in the middle, a fifth of the shorter side high. */
const splash: Shape = (w, h) =>
  svg(
    w,
    h,
    `<rect width="${String(w)}" height="${String(h)}" fill="${mark.background}"/>${letter(w / 2, h / 2, Math.min(w, h) * 0.4)}`,
  );

type Image = { file: string; shape: Shape; width: number; height: number };

const DENSITIES = [
  ['mdpi', 1],
  ['hdpi', 1.5],
  ['xhdpi', 2],
  ['xxhdpi', 3],
  ['xxxhdpi', 4],
] as const;

const IMAGES: Image[] = [
  { file: path.join(publicDir, 'icon-192.png'), shape: rounded, width: 192, height: 192 },
  { file: path.join(publicDir, 'icon-512.png'), shape: rounded, width: 512, height: 512 },
  {
    file: path.join(publicDir, 'icon-maskable-512.png'),
    shape: fullBleed,
    width: 512,
    height: 512,
  },
  { file: path.join(publicDir, 'apple-touch-icon.png'), shape: fullBleed, width: 180, height: 180 },
  ...DENSITIES.flatMap(([density, factor]): Image[] => {
    const dir = path.join(androidRes, `mipmap-${density}`);
    return [
      {
        file: path.join(dir, 'ic_launcher.png'),
        shape: rounded,
        width: 48 * factor,
        height: 48 * factor,
      },
      {
        file: path.join(dir, 'ic_launcher_round.png'),
        shape: round,
        width: 48 * factor,
        height: 48 * factor,
      },
      {
        file: path.join(dir, 'ic_launcher_foreground.png'),
        shape: foreground,
        width: 108 * factor,
        height: 108 * factor,
      },
    ];
  }),
  { file: path.join(androidRes, 'drawable', 'splash.png'), shape: splash, width: 480, height: 320 },
  ...DENSITIES.flatMap(([density, factor]): Image[] => [
    {
      file: path.join(androidRes, `drawable-port-${density}`, 'splash.png'),
      shape: splash,
      width: 320 * factor,
      height: 480 * factor,
    },
    {
      file: path.join(androidRes, `drawable-land-${density}`, 'splash.png'),
      shape: splash,
      width: 480 * factor,
      height: 320 * factor,
    },
  ]),
  {
    file: path.join(iosAssets, 'AppIcon.appiconset', 'AppIcon-512@2x.png'),
    shape: fullBleed,
    width: 1024,
    height: 1024,
  },
  ...['splash-2732x2732.png', 'splash-2732x2732-1.png', 'splash-2732x2732-2.png'].map(
    (name): Image => ({
      file: path.join(iosAssets, 'Splash.imageset', name),
      shape: splash,
      width: 2732,
      height: 2732,
    }),
  ),
];

/** Android's adaptive icon: the letter (foreground) on the mark's colour. */
const ANDROID_BACKGROUND = {
  file: path.join(androidRes, 'values', 'ic_launcher_background.xml'),
  text: `<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <color name="ic_launcher_background">${mark.background.toUpperCase()}</color>\n</resources>\n`,
};

/** The shapes that cover their whole square: without an alpha channel, which iOS refuses. */
const OPAQUE = new Set<Shape>([fullBleed, splash]);

function draw(image: Image): Promise<Buffer> {
  const png = sharp(Buffer.from(image.shape(image.width, image.height)));
  return (OPAQUE.has(image.shape) ? png.removeAlpha() : png)
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** How far two images of the same size differ: the mean difference per channel, 0 to 255. */
async function difference(a: Buffer, b: Buffer): Promise<number | null> {
  const [left, right] = await Promise.all(
    [a, b].map((png) => sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true })),
  );
  if (left === undefined || right === undefined) return null;
  if (left.info.width !== right.info.width || left.info.height !== right.info.height) return null;
  let sum = 0;
  for (let i = 0; i < left.data.length; i += 1)
    sum += Math.abs((left.data[i] ?? 0) - (right.data[i] ?? 0));
  return sum / left.data.length;
}

async function check(): Promise<string[]> {
  const problems: string[] = [];
  for (const image of IMAGES) {
    const drawn = await draw(image);
    let committed: Buffer;
    try {
      committed = readFileSync(image.file);
    } catch {
      problems.push(`${path.relative(web, image.file)} is missing`);
      continue;
    }
    const apart = await difference(drawn, committed);
    // A renderer's update moves edges by a shade; another picture differs by far more.
    if (apart === null || apart > 1)
      problems.push(`${path.relative(web, image.file)} is not the mark`);
  }
  if (readFileSync(ANDROID_BACKGROUND.file, 'utf8') !== ANDROID_BACKGROUND.text) {
    problems.push(`${path.relative(web, ANDROID_BACKGROUND.file)} is not the mark's colour`);
  }
  return problems;
}

if (process.argv[2] === 'check') {
  const problems = await check();
  if (problems.length > 0) {
    console.error(`${problems.join('\n')}\nDraw them again with: node scripts/app-icons.ts`);
    process.exit(1);
  }
} else if (process.argv[2] === undefined) {
  for (const image of IMAGES) writeFileSync(image.file, await draw(image));
  writeFileSync(ANDROID_BACKGROUND.file, ANDROID_BACKGROUND.text);
  console.log(`${String(IMAGES.length)} images drawn from favicon.svg`);
} else {
  console.error('usage: node scripts/app-icons.ts [check]');
  process.exit(2);
}
