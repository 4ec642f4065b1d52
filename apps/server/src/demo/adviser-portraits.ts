// Drawn portraits of the demo advisers, no photos of real people: head and shoulders on a coloured
// ground, as SVG that the photo pipeline turns into the JPEG every adviser photo is.

type Portrait = {
  background: string;
  skin: string;
  hair: string;
  jacket: string;
  /** Hair down to the shoulders, drawn behind the head. */
  longHair: boolean;
};

export const DEMO_PORTRAITS: Readonly<Record<string, Portrait>> = {
  // Mag. Florian Eder
  'B-20417': {
    background: '#9cc3d5',
    skin: '#e9c2a0',
    hair: '#5a3b24',
    jacket: '#1f3b5a',
    longHair: false,
  },
  // Elisabeth Moser
  'B-31108': {
    background: '#d7c49e',
    skin: '#f1cdb0',
    hair: '#2e2018',
    jacket: '#6b2d3c',
    longHair: true,
  },
};

export function portraitSvg(p: Portrait): Buffer {
  const longHair = p.longHair
    ? `<path d="M72 124 Q62 40 128 36 Q194 40 184 124 L192 196 L64 196 Z" fill="${p.hair}"/>`
    : '';
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">` +
      `<rect width="256" height="256" fill="${p.background}"/>` +
      longHair +
      `<path d="M36 256 Q40 184 128 176 Q216 184 220 256 Z" fill="${p.jacket}"/>` +
      `<path d="M106 176 L128 214 L150 176 Z" fill="#ffffff"/>` +
      `<rect x="110" y="138" width="36" height="44" rx="8" fill="${p.skin}"/>` +
      `<ellipse cx="128" cy="106" rx="44" ry="52" fill="${p.skin}"/>` +
      `<path d="M82 102 Q82 50 128 50 Q174 50 174 102 Q164 70 128 70 Q92 70 82 102 Z" fill="${p.hair}"/>` +
      `</svg>`,
  );
}
