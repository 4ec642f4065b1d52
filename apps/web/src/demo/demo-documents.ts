// The files of the test mode: PDFs written here, and three tiny PNGs. They are generated or
// inlined rather than fetched, because the test mode has no server to fetch them from.

/** A landscape (sky, two snowy peaks, meadow), 64 × 40 px: the stand-in for every demo photo. */
const PHOTO_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAMAAAB5EAzbAAAADFBMVEWHvuv19fV4eIJaoFBzIYcWAAAAhUlEQVR42u2QQQ7AIAgERf//58YarVpgTbdHOO9MyKQUF2ecsLwIy1MGEc5Q4UwYbj6bBjnkLQN8bPC6AcaZeM0A8y782wDzbvxuAHkVfh2DvCo/j0Feg3/GIK/J9zHI6/BtDPK6fDc4eQHfxk5eyNexk/eAdx5j+GH4zHdDIS8EIfhFcAFlYgxCpyTlqQAAAABJRU5ErkJggg==';

/** A white page with a heading and text lines, 30 × 42 px: the thumbnail of every PDF. */
const PAGE_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAB4AAAAqCAMAAACTBRsrAAAACVBMVEX////IzdI8ZKDkBHlDAAAALklEQVR42mNgxAsYGBnwAGpIM6EC6krT1OWYgTWAdsMcMOrvUX8PI3/TThovAAA1cQFth5RC7wAAAABJRU5ErkJggg==';

/** A drawn portrait (head and shoulders), 48 × 48 px: the photo of the test mode's adviser. */
const PORTRAIT_PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAADAAAAAwBAMAAAClLOS0AAAAMFBMVEUfO1rpwqCcw9VbPSb5+Piow81lhJyUuMmKpbNJZH65w8N3dnCRcFbTw7CBi4vFoIHriUgxAAAACXBIWXMAAAsTAAALEwEAmpwYAAABFElEQVQ4jd3RsUoDQRAG4B+R09gNmEYSkIWYs9BmCgstDGyhpXmCYGcnWgoihw8gItb6DBYWqcQHkOQRbHwJITI7t+Zu9qzExr9Z+D/2ZtiD+yH4f3A5Hn80wQUz83MKufTMRQLnCjsJPPHbbPbJuwnwCxFRhy3ke9ITvRYGtsMFos67Be2JLOQRCgO9CMNfg4vgLEy07yZwpNBOYEthmkA53SWg32o3QG9C1B02/fNHojX3t5APiFaLFE5w5/0h7g30R8CK9w9AdlaDKwAt728ALFdhA5Lrg3AcV2AUmsX9cGRz0AvI1PVKgFMtYpa+QWZW0orQr/eAbCxQjphHhghsWrgtYd3CQglmKV1LQN6jFnmVL5XFlbKluq5/AAAAAElFTkSuQmCC';

function pngBlob(base64: string): Blob {
  return new Blob([Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))], {
    type: 'image/png',
  });
}

// One Blob each, so that every address handed out for them stays the same.
export const photoPng = pngBlob(PHOTO_PNG_BASE64);
export const pagePng = pngBlob(PAGE_PNG_BASE64);
export const portraitPng = pngBlob(PORTRAIT_PNG_BASE64);

/**
 * A PDF string literal in WinAnsiEncoding: Latin-1 letters (ä, ö, ü, ß) as octal escapes, so the
 * file stays pure ASCII and byte offsets equal string offsets. Other characters cannot be shown by
 * the standard font and become `?`.
 */
function pdfText(text: string): string {
  let escaped = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0x3f;
    if (char === '\\' || char === '(' || char === ')') escaped += `\\${char}`;
    else if (code >= 0x20 && code < 0x7f) escaped += char;
    else if (code >= 0xa0 && code <= 0xff) escaped += `\\${code.toString(8)}`;
    else escaped += '?';
  }
  return `(${escaped})`;
}

/** Body lines that fit on one A4 page at the demo's line spacing, below the top margin. */
const LINES_PER_PAGE = 32;

/**
 * An A4 PDF: the first line as a bold heading, the others as body text below it, on as many
 * pages as they need.
 */
export function demoPdf(lines: readonly string[]): string {
  const pages: string[][] = [];
  for (let i = 0; i < Math.max(lines.length, 1); i += LINES_PER_PAGE) {
    pages.push(lines.slice(i, i + LINES_PER_PAGE));
  }
  const content = (page: readonly string[], first: boolean) => {
    const text = page
      .map((line, i) => {
        const heading = first && i === 0;
        return `/${heading ? 'F2 14' : 'F1 11'} Tf 0 ${i === 0 ? 0 : -22} Td ${pdfText(line)} Tj`;
      })
      .join('\n');
    return `BT\n56 770 Td\n${text}\nET`;
  };
  const font = (name: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  // 1 catalog, 2 page tree, 3 and 4 fonts, then each page and its content stream.
  const pageObject = (index: number) => 5 + 2 * index;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${pages.map((_, i) => `${pageObject(i)} 0 R`).join(' ')}] /Count ${pages.length} >>`,
    font('Helvetica'),
    font('Helvetica-Bold'),
    ...pages.flatMap((page, i) => {
      const stream = content(page, i === 0);
      return [
        '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ' +
          `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageObject(i) + 1} 0 R >>`,
        `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
      ];
    }),
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, i) => {
    const offset = pdf.length;
    pdf += `${i + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xrefOffset = pdf.length;
  // Each cross-reference entry is exactly 20 bytes, its line end included.
  const entries = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${entries.join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`;
  return pdf;
}

export function demoPdfBlob(lines: readonly string[]): Blob {
  return new Blob([demoPdf(lines)], { type: 'application/pdf' });
}

/** The name of an uploaded file; 'Dokument' for a blob without one. */
export function fileNameOf(blob: Blob | undefined): string {
  return blob instanceof File ? blob.name : 'Dokument';
}
