import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The tests run from the repository's root.
const webDir = path.resolve('apps/web');
const read = (name: string) => readFileSync(path.join(webDir, 'public', name));

type Icon = { src: string; sizes: string; type: string; purpose: string };
const manifest = JSON.parse(read('manifest.webmanifest').toString()) as {
  name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: Icon[];
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(data: Buffer): string {
  expect(data.subarray(1, 4).toString()).toBe('PNG');
  return `${String(data.readUInt32BE(16))}x${String(data.readUInt32BE(20))}`;
}

describe('the web app manifest', () => {
  it('names the app and opens it standalone at its start', () => {
    expect(manifest).toMatchObject({
      name: 'Servicebereich',
      start_url: '/',
      display: 'standalone',
    });
  });

  it('has PNG icons of 192 and 512 px and a maskable one, each of its declared size', () => {
    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(pngs.some((icon) => icon.purpose === 'maskable')).toBe(true);
    for (const icon of pngs) expect(pngSize(read(icon.src.slice(1)))).toBe(icon.sizes);
    expect(pngSize(read('apple-touch-icon.png'))).toBe('180x180');
  });

  it('is linked from the page, whose theme colours follow the colour scheme', () => {
    const page = readFileSync(path.join(webDir, 'index.html')).toString();
    expect(page).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    expect(page).toContain(
      `<meta name="theme-color" content="${manifest.theme_color}" media="(prefers-color-scheme: light)" />`,
    );
    expect(page).toMatch(
      /<meta name="theme-color" content="#[0-9a-f]{6}" media="\(prefers-color-scheme: dark\)" \/>/,
    );
  });
});
