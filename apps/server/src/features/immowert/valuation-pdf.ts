import {
  formatAmount,
  IMMOWERT_RANGE,
  formatDecimal,
  isoToDisplay,
  PROPERTY_CONDITION_LABELS,
  PROPERTY_TYPE_LABELS,
  viennaIsoDate,
  type PropertyCondition,
  type ImmoWertValuation,
  type PropertyType,
} from '@servicebereich/protocol';
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

export type ValuationRequest = {
  type: PropertyType;
  street: string;
  houseNumber: string;
  postcode: string;
  place: string;
  buildingYear: number;
  livingArea: number;
  condition: PropertyCondition;
};

function factor(value: number): string {
  return `× ${formatDecimal(value, 2)}`;
}

/**
 * The valuation as a one-page A4 document: the customer's answers, the estimate with its range,
 * how it was calculated step by step, and that it is an estimate, not an appraisal.
 */
export async function valuationPdf(
  request: ValuationRequest,
  valuation: ImmoWertValuation,
  now: number,
): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle('ImmoWert – Bewertung deiner Immobilie');
  document.setAuthor('Servicebereich');
  document.setCreationDate(new Date(now));
  const regular = await document.embedFont(StandardFonts.Helvetica);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const page: PDFPage = document.addPage(A4);
  let y = A4[1] - MARGIN;

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
    for (const line of wrap(drawable(value, font), WIDTH, (s) => font.widthOfTextAtSize(s, SIZE))) {
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
  const row = (label: string, value: string, options: { font?: PDFFont } = {}) => {
    text(label, MARGIN);
    text(value, MARGIN + LABEL_WIDTH, options);
    y -= LINE;
  };

  text('Servicebereich', A4[0] - MARGIN, { font: bold, size: 12, right: true });
  text('ImmoWert', MARGIN, { font: bold, size: 20, color: ACCENT });
  y -= 24;
  text('Bewertung deiner Immobilie', MARGIN, { font: bold, size: 14 });
  y -= 18;
  text(`Erstellt am ${isoToDisplay(viennaIsoDate(now)) ?? ''}`, MARGIN);
  y -= LINE + 6;

  heading('Deine Angaben');
  row('Art der Immobilie', PROPERTY_TYPE_LABELS[request.type]);
  row('Adresse', `${request.street} ${request.houseNumber}, ${request.postcode} ${request.place}`);
  row('Bundesland', valuation.Bundesland);
  row('Baujahr', String(request.buildingYear));
  row('Wohnfläche', `${formatDecimal(request.livingArea, 2)} m²`);
  row('Zustand', PROPERTY_CONDITION_LABELS[request.condition]);

  heading('Ergebnis');
  row('Geschätzter Wert', formatAmount(valuation.Schaetzwert), { font: bold });
  row(
    `Bandbreite (± ${formatDecimal(IMMOWERT_RANGE * 100, 0)} %)`,
    `${formatAmount(valuation.Von)} bis ${formatAmount(valuation.Bis)}`,
  );

  heading('So haben wir gerechnet');
  row(`Grundpreis ${valuation.Bundesland}`, `${formatAmount(valuation.Grundpreis)} je m²`);
  row(valuation.Statutarstadt ? 'Lage: Statutarstadt' : 'Lage', factor(valuation.Lagefaktor));
  row(`Art: ${PROPERTY_TYPE_LABELS[request.type]}`, factor(valuation.Objektfaktor));
  row(`Alter (Baujahr ${request.buildingYear})`, factor(valuation.Altersfaktor));
  row(`Zustand: ${PROPERTY_CONDITION_LABELS[request.condition]}`, factor(valuation.Zustandsfaktor));
  row('Preis je m²', formatAmount(valuation.Quadratmeterpreis), { font: bold });
  row(
    `× ${formatDecimal(request.livingArea, 2)} m² Wohnfläche`,
    `${formatAmount(valuation.Schaetzwert)} (auf 1.000 € gerundet)`,
  );

  heading('Bitte beachten');
  paragraph(
    'Diese Bewertung ist eine Schätzung nach einem einfachen Modell aus Durchschnittspreisen je Bundesland, Lage, Art, Alter und Zustand. Sie ist kein Gutachten: Der Preis, den deine Immobilie am Markt erzielt, kann deutlich abweichen, etwa durch Ausstattung, Stockwerk, Freiflächen oder die Lage im Ort.',
  );
  y -= 4;
  paragraph(
    'Für eine genaue Bewertung, etwa für eine Finanzierung, wende dich an deine Beraterin oder deinen Berater.',
  );

  return Buffer.from(await document.save());
}
