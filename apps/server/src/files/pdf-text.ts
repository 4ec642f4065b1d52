import type { PDFFont } from 'pdf-lib';

/** Breaks a paragraph into lines that fit the width (the standard fonts do no layout). */
export function wrap(text: string, width: number, measure: (s: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    const candidate = line === '' ? word : `${line} ${word}`;
    if (measure(candidate) > width && line !== '') {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/**
 * The text with every character the font cannot draw (a standard font knows WinAnsi only: no
 * emoji, no Cyrillic) as `?`, and line breaks and tabs as spaces, so drawing never throws.
 */
export function drawable(text: string, font: PDFFont): string {
  const known = new Set(font.getCharacterSet());
  let result = '';
  for (const char of text.replace(/[\t\r\n]+/g, ' ')) {
    result += known.has(char.codePointAt(0) ?? 0) ? char : '?';
  }
  return result;
}
