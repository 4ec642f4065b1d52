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
import { taggedPdf } from '../../files/tagged-pdf.ts';

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
export function valuationPdf(
  request: ValuationRequest,
  valuation: ImmoWertValuation,
  now: number,
): Promise<Buffer> {
  const pdf = taggedPdf({
    title: 'ImmoWert – Bewertung deiner Immobilie',
    author: 'Servicebereich',
    now,
  });
  pdf.paragraph('Servicebereich', { bold: true, size: 12, align: 'right' });
  pdf.title('ImmoWert');
  pdf.paragraph('Bewertung deiner Immobilie', { bold: true, size: 14 });
  pdf.paragraph(`Erstellt am ${isoToDisplay(viennaIsoDate(now)) ?? ''}`);

  pdf.heading('Deine Angaben');
  pdf.facts([
    ['Art der Immobilie', PROPERTY_TYPE_LABELS[request.type]],
    ['Adresse', `${request.street} ${request.houseNumber}, ${request.postcode} ${request.place}`],
    ['Bundesland', valuation.Bundesland],
    ['Baujahr', String(request.buildingYear)],
    ['Wohnfläche', `${formatDecimal(request.livingArea, 2)} m²`],
    ['Zustand', PROPERTY_CONDITION_LABELS[request.condition]],
  ]);

  pdf.heading('Ergebnis');
  pdf.facts([
    ['Geschätzter Wert', formatAmount(valuation.Schaetzwert), { bold: true }],
    [
      `Bandbreite (± ${formatDecimal(IMMOWERT_RANGE * 100, 0)} %)`,
      `${formatAmount(valuation.Von)} bis ${formatAmount(valuation.Bis)}`,
    ],
  ]);

  pdf.heading('So haben wir gerechnet');
  pdf.facts([
    [`Grundpreis ${valuation.Bundesland}`, `${formatAmount(valuation.Grundpreis)} je m²`],
    [valuation.Statutarstadt ? 'Lage: Statutarstadt' : 'Lage', factor(valuation.Lagefaktor)],
    [`Art: ${PROPERTY_TYPE_LABELS[request.type]}`, factor(valuation.Objektfaktor)],
    [`Alter (Baujahr ${request.buildingYear})`, factor(valuation.Altersfaktor)],
    [`Zustand: ${PROPERTY_CONDITION_LABELS[request.condition]}`, factor(valuation.Zustandsfaktor)],
    ['Preis je m²', formatAmount(valuation.Quadratmeterpreis), { bold: true }],
    [
      `× ${formatDecimal(request.livingArea, 2)} m² Wohnfläche`,
      `${formatAmount(valuation.Schaetzwert)} (auf 1.000 € gerundet)`,
    ],
  ]);

  pdf.heading('Bitte beachten');
  pdf.paragraph(
    'Diese Bewertung ist eine Schätzung nach einem einfachen Modell aus Durchschnittspreisen je Bundesland, Lage, Art, Alter und Zustand. Sie ist kein Gutachten: Der Preis, den deine Immobilie am Markt erzielt, kann deutlich abweichen, etwa durch Ausstattung, Stockwerk, Freiflächen oder die Lage im Ort.',
  );
  pdf.paragraph(
    'Für eine genaue Bewertung, etwa für eine Finanzierung, wende dich an deine Beraterin oder deinen Berater.',
  );

  return pdf.end();
}
