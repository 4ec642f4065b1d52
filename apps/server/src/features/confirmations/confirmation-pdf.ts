import { isoToDisplay, type ConfirmationDocument } from '@servicebereich/protocol';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawable, wrap } from '../../files/pdf-text.ts';

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const SIZE = 10.5;
const LINE = 15;
const INK = rgb(0.1, 0.1, 0.12);
const ACCENT = rgb(0.05, 0.3, 0.55);
const RULE = rgb(0.75, 0.75, 0.78);
const WIDTH = A4[0] - 2 * MARGIN;
const LABEL_WIDTH = 170;

/** Where and how a reader checks the document: the public page and the code typed there. */
export type Verification = { url: string; code: string };

/**
 * A confirmation as a one-page A4 document: who confirms, what (the document's lines and the
 * sentence that confirms them), and where anyone handed it can check that it is genuine and not
 * revoked. The lines are the ones the public check shows, word for word.
 */
export async function confirmationPdf(
  document: ConfirmationDocument,
  verification: Verification,
  now: number,
): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${document.Titel} Nr. ${document.Nummer}`);
  pdf.setAuthor(document.Aussteller);
  pdf.setCreationDate(new Date(now));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const page: PDFPage = pdf.addPage(A4);
  let y = A4[1] - MARGIN;

  const measure = (font: PDFFont, size: number) => (s: string) => font.widthOfTextAtSize(s, size);
  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; right?: boolean; color?: typeof INK } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE;
    const shown = drawable(value, font);
    const left = options.right === true ? x - font.widthOfTextAtSize(shown, size) : x;
    page.drawText(shown, { x: left, y, size, font, color: options.color ?? INK });
  };
  const paragraph = (value: string, options: { font?: PDFFont } = {}) => {
    const font = options.font ?? regular;
    for (const line of wrap(drawable(value, font), WIDTH, measure(font, SIZE))) {
      text(line, MARGIN, { font });
      y -= LINE;
    }
  };
  const heading = (value: string) => {
    y -= 10;
    text(value, MARGIN, { font: bold, size: 13, color: ACCENT });
    page.drawLine({
      start: { x: MARGIN, y: y - 5 },
      end: { x: A4[0] - MARGIN, y: y - 5 },
      thickness: 0.5,
      color: RULE,
    });
    y -= LINE + 8;
  };
  /** A label and its value; a long value wraps within its column. */
  const row = (label: string, value: string, options: { font?: PDFFont } = {}) => {
    const font = options.font ?? regular;
    text(label, MARGIN);
    const lines = wrap(drawable(value, font), WIDTH - LABEL_WIDTH, measure(font, SIZE));
    for (const line of lines) {
      text(line, MARGIN + LABEL_WIDTH, { font });
      y -= LINE;
    }
  };

  /** A line without spaces (an address), broken wherever the width ends. */
  const unbroken = (value: string, options: { font?: PDFFont } = {}) => {
    const font = options.font ?? regular;
    const fits = measure(font, SIZE);
    let line = '';
    for (const char of drawable(value, font)) {
      if (line !== '' && fits(line + char) > WIDTH) {
        text(line, MARGIN, { font });
        y -= LINE;
        line = '';
      }
      line += char;
    }
    if (line !== '') {
      text(line, MARGIN, { font });
      y -= LINE;
    }
  };

  text(document.Aussteller, A4[0] - MARGIN, { font: bold, size: 12, right: true });
  y -= 36;
  for (const line of wrap(drawable(document.Titel, bold), WIDTH, measure(bold, 20))) {
    text(line, MARGIN, { font: bold, size: 20, color: ACCENT });
    y -= 26;
  }
  text(
    `Nr. ${document.Nummer} · ausgestellt am ${isoToDisplay(document.Ausgestellt) ?? ''}`,
    MARGIN,
  );
  y -= LINE + 6;

  heading('Angaben');
  for (const fact of document.Angaben) row(fact.Bezeichnung, fact.Wert);

  heading('Bestätigung');
  paragraph(document.Erklaerung, { font: bold });
  y -= 4;
  paragraph(
    'Diese Bestätigung wurde elektronisch erstellt und ist ohne Unterschrift gültig. Sie gibt den Stand am Stichtag wieder.',
  );

  heading('Echtheit prüfen');
  paragraph(
    'Ob diese Bestätigung echt ist und noch gilt, zeigt die folgende Seite mit dem Prüfcode. Sie zeigt dieselben Angaben wie dieses Dokument, solange die Bestätigung nicht widerrufen wurde.',
  );
  y -= 4;
  unbroken(verification.url, { font: bold });
  y -= 4;
  row('Prüfcode', verification.code, { font: bold });

  return Buffer.from(await pdf.save());
}
