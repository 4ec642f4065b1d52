import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { displayFileName, type UploadType } from './file-types.ts';

const TYPES: readonly UploadType[] = ['jpeg', 'png', 'heif', 'pdf'];

/** Characters that change how a name looks or reads without being seen. */
const HIDDEN = Array.from(
  '\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069\u200e\u200f\u061c' +
    '\u200b\u200c\u200d\u2060\u2061\u2062\u2063\u2064\ufeff\u00ad\u180e\u{e0041}' +
    '\u0000\u001b\u007f\u0085\u2028\u2029\u3164',
);

const names = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 400 }),
  fc
    .array(
      fc.oneof(
        fc.constantFrom(...HIDDEN),
        fc.constantFrom('.', '/', '\\', ' ', 'pdf', 'jpg', 'exe', 'ü', 'u\u0308', '😀'),
        fc.string({ maxLength: 8 }),
      ),
      { maxLength: 120 },
    )
    .map((parts) => parts.join('')),
);

describe('displayFileName', () => {
  it.each([
    ['Rechnung\u202efdp.exe', 'pdf', 'Rechnungfdp.pdf'],
    ['\u2067Vertrag\u2069 \u200fneu\u200e.pdf', 'pdf', 'Vertrag neu.pdf'],
    ['Ver\u200btrag\u00ad\u2060\ufeff.pdf', 'pdf', 'Vertrag.pdf'],
    ['setup.exe', 'png', 'setup.png'],
    ['Urlaub.heic', 'png', 'Urlaub.png'],
    ['IMG_0001.HEIC', 'heif', 'IMG_0001.jpg'],
    ['Foto.JPEG', 'jpeg', 'Foto.JPEG'],
    ['Foto.jpeg', 'heif', 'Foto.jpeg'],
    ['scan.jpg', 'jpeg', 'scan.jpg'],
    ['Rechnung.PDF', 'pdf', 'Rechnung.PDF'],
    ['Mein Dokument', 'pdf', 'Mein Dokument.pdf'],
    ['Bericht v1.2', 'pdf', 'Bericht v1.2.pdf'],
    ['Foto.jpg. ', 'jpeg', 'Foto.jpg'],
    ['.pdf', 'pdf', 'Datei.pdf'],
    ['.exe', 'png', 'Datei.png'],
    ['', 'jpeg', 'Datei.jpg'],
    ['..', 'pdf', 'Datei.pdf'],
    ['..\\..\\Meldezettel Gru\u0308ber.pdf', 'pdf', 'Meldezettel Grüber.pdf'],
    ['a/b/\u202e', 'png', 'Datei.png'],
  ] as const)('makes %j of a %s file %j', (given, type, shown) => {
    expect(displayFileName(given, type)).toBe(shown);
  });

  it('cuts a long name to 200 characters and keeps its extension, and no character in half', () => {
    expect(displayFileName(`${'a'.repeat(300)}.pdf`, 'pdf')).toBe(`${'a'.repeat(196)}.pdf`);
    // An emoji is two UTF-16 units, an ü written as u and its dots two characters.
    expect(displayFileName(`a${'😀'.repeat(150)}.png`, 'png')).toBe(`a${'😀'.repeat(97)}.png`);
    expect(displayFileName(`a${'x\u0302'.repeat(150)}.png`, 'png')).toBe(
      `a${'x\u0302'.repeat(97)}.png`,
    );
  });

  it('shows nothing hidden, no folder, at most 200 characters, with the extension of the type', () => {
    fc.assert(
      fc.property(names, fc.constantFrom(...TYPES), (given, type) => {
        const shown = displayFileName(given, type);
        expect(shown).not.toMatch(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u3164/\\]/u);
        expect(shown.isWellFormed()).toBe(true);
        expect(shown).toBe(shown.normalize('NFC'));
        expect(shown.length).toBeLessThanOrEqual(200);
        expect(shown).toMatch(
          {
            jpeg: /\.(jpg|jpeg|jpe|jfif)$/i,
            heif: /\.(jpg|jpeg)$/i,
            png: /\.png$/i,
            pdf: /\.pdf$/i,
          }[type],
        );
        expect(shown).not.toMatch(/^\s|[\s.]\.[^.]*$/);
        expect(displayFileName(shown, type)).toBe(shown);
      }),
      { numRuns: 1000 },
    );
  }, 30_000);

  it('leaves a plain name with the right extension as it is', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9äöüÄÖÜß_-][A-Za-z0-9äöüÄÖÜß _-]{0,100}$/),
        (stem) => {
          const given = `${stem.trimEnd()}.pdf`;
          expect(displayFileName(given, 'pdf')).toBe(given);
        },
      ),
    );
  });
});
