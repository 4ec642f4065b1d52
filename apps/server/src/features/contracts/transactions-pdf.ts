import { formatAmount, isoToDisplay, viennaIsoDate } from '@servicebereich/protocol';
import { PDFDocument, rgb, StandardFonts, type PDFFont, type PDFPage } from 'pdf-lib';
import { drawable, wrap } from '../../files/pdf-text.ts';

type Entry = { BookingDate: string; ValueDate: string; Text: string; Amount: number };

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const SIZE = 9.5;
const LINE = 13;
const INK = rgb(0.1, 0.1, 0.12);
const RULE = rgb(0.75, 0.75, 0.78);
/** Left edges of the date and text columns; the amount is right-aligned at the margin. */
const COLUMNS = { booking: MARGIN, value: MARGIN + 62, text: MARGIN + 124 };
const TEXT_WIDTH = A4[0] - MARGIN - 90 - COLUMNS.text;

/**
 * A year of a contract's transactions as an A4 statement: the contract and year at the top, a
 * table (booking date, value date, text, amount) over as many pages as it needs with its header
 * on each, the sum of the year at the end and "Seite x von y" on every page.
 */
export async function transactionsPdf(statement: {
  contractName: string;
  contractNumber: string;
  year: number;
  entries: readonly Entry[];
  now: number;
}): Promise<Buffer> {
  const document = await PDFDocument.create();
  const title = `Umsätze ${statement.year}`;
  document.setTitle(`${title} – ${statement.contractName} ${statement.contractNumber}`);
  document.setAuthor('Servicebereich');
  document.setCreationDate(new Date(statement.now));
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);

  let page: PDFPage = document.addPage(A4);
  let y = A4[1] - MARGIN;
  const text = (
    value: string,
    x: number,
    options: { font?: PDFFont; size?: number; right?: boolean } = {},
  ) => {
    const font = options.font ?? regular;
    const size = options.size ?? SIZE;
    const shown = drawable(value, font);
    const left = options.right === true ? x - font.widthOfTextAtSize(shown, size) : x;
    page.drawText(shown, { x: left, y, size, font, color: INK });
  };
  const rule = () => {
    page.drawLine({
      start: { x: MARGIN, y: y - 4 },
      end: { x: A4[0] - MARGIN, y: y - 4 },
      thickness: 0.5,
      color: RULE,
    });
  };
  const tableHeader = () => {
    text('Buchung', COLUMNS.booking, { font: bold });
    text('Valuta', COLUMNS.value, { font: bold });
    text('Buchungstext', COLUMNS.text, { font: bold });
    text('Betrag', A4[0] - MARGIN, { font: bold, right: true });
    rule();
    y -= LINE + 4;
  };
  const room = (height: number) => {
    if (y - height >= MARGIN + LINE) return;
    page = document.addPage(A4);
    y = A4[1] - MARGIN;
    tableHeader();
  };

  text('Servicebereich', A4[0] - MARGIN, { font: bold, size: 12, right: true });
  text(title, MARGIN, { font: bold, size: 16 });
  y -= 22;
  text(`${statement.contractName}, Vertragsnummer ${statement.contractNumber}`, MARGIN, {
    size: 11,
  });
  y -= 15;
  text(`Erstellt am ${isoToDisplay(viennaIsoDate(statement.now)) ?? ''}`, MARGIN);
  y -= 28;

  if (statement.entries.length === 0) {
    text(`Im Jahr ${statement.year} gibt es keine Buchungen.`, MARGIN, { size: 11 });
  } else {
    tableHeader();
    for (const entry of statement.entries) {
      const lines = wrap(drawable(entry.Text, regular), TEXT_WIDTH, (s) =>
        regular.widthOfTextAtSize(s, SIZE),
      );
      room(lines.length * LINE);
      text(isoToDisplay(entry.BookingDate) ?? entry.BookingDate, COLUMNS.booking);
      text(isoToDisplay(entry.ValueDate) ?? entry.ValueDate, COLUMNS.value);
      text(formatAmount(entry.Amount), A4[0] - MARGIN, { right: true });
      for (const [index, line] of lines.entries()) {
        if (index > 0) y -= LINE;
        text(line, COLUMNS.text);
      }
      y -= LINE + 3;
    }
    room(LINE * 2);
    y += LINE - 6;
    rule();
    y -= LINE + 2;
    const sum = statement.entries.reduce((total, entry) => total + entry.Amount, 0);
    text(`Summe der ${statement.entries.length} Buchungen`, COLUMNS.text, { font: bold });
    text(formatAmount(sum), A4[0] - MARGIN, { font: bold, right: true });
  }

  const pages = document.getPages();
  for (const [index, each] of pages.entries()) {
    const footer = drawable(`Seite ${index + 1} von ${pages.length}`, regular);
    each.drawText(footer, {
      x: A4[0] - MARGIN - regular.widthOfTextAtSize(footer, 8),
      y: MARGIN / 2,
      size: 8,
      font: regular,
      color: INK,
    });
  }
  return Buffer.from(await document.save());
}
