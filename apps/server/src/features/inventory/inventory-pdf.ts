import {
  formatAmount,
  inventoryInExportOrder,
  inventoryTotals,
  isoToDisplay,
  itemValue,
  underinsuranceCheck,
  unpricedNote,
  viennaIsoDate,
  type InventoryItem,
} from '@servicebereich/protocol';
import { taggedPdf, type Column } from '../../files/tagged-pdf.ts';

const MARGIN = 50;
/** Item, purchase date, pieces, price and value across the A4 page's width within the margins. */
const COLUMNS: readonly Column[] = [
  { header: 'Gegenstand', width: 205.28 },
  { header: 'Kaufdatum', width: 66 },
  { header: 'Anzahl', width: 44, align: 'right' },
  { header: 'Preis je Stück', width: 90, align: 'right' },
  { header: 'Wert', width: 90, align: 'right' },
];

/** What the list is of: a household insurance, or none. */
export type InventoryHousehold = {
  /** `Haushaltsversicherung 740-026.319-0`, or null for the list without a contract. */
  contract: string | null;
  address: string | null;
  sumInsured: number | null;
};

function itemLine(item: InventoryItem): string[] {
  const value = itemValue(item);
  const details = [item.Notiz, item.Beleg === null ? '' : 'Beleg in der DokBox']
    .filter((part) => part !== '')
    .join(', ');
  return [
    details === '' ? item.Bezeichnung : `${item.Bezeichnung} (${details})`,
    item.Kaufdatum === null ? '–' : (isoToDisplay(item.Kaufdatum) ?? item.Kaufdatum),
    String(item.Anzahl),
    item.Preis === null ? 'unbekannt' : formatAmount(item.Preis),
    value === null ? '–' : formatAmount(value),
  ];
}

/**
 * The household inventory as an A4 list, for the insurer or a police report: the household and
 * the customer at the top, a table per room with its sum, the total with what it leaves out, and
 * for a household insurance the total against its sum insured.
 */
export function inventoryPdf(list: {
  holder: string;
  household: InventoryHousehold;
  items: readonly InventoryItem[];
  /** Only the items the customer picked, not the whole list. */
  selection: boolean;
  now: number;
}): Promise<Buffer> {
  const title = list.selection ? 'Hausrat – Auswahl' : 'Hausratsliste';
  const pdf = taggedPdf({
    title: `${title} – ${list.holder}`,
    author: 'Servicebereich',
    now: list.now,
    margin: MARGIN,
  });
  pdf.paragraph('Servicebereich', { bold: true, size: 12, align: 'right' });
  pdf.title(title);
  const facts: [string, string][] = [['Versicherungsnehmer/in', list.holder]];
  if (list.household.contract !== null) facts.push(['Vertrag', list.household.contract]);
  if (list.household.address !== null) facts.push(['Risikoadresse', list.household.address]);
  facts.push(['Erstellt am', isoToDisplay(viennaIsoDate(list.now)) ?? '']);
  pdf.facts(facts);
  pdf.space(12);

  const items = inventoryInExportOrder(list.items);
  const totals = inventoryTotals(items);
  for (const room of totals.rooms) {
    pdf.heading(room.room);
    pdf.table(COLUMNS, items.filter((item) => item.Raum === room.room).map(itemLine), {
      total: [`Summe ${room.room}`, '', '', '', formatAmount(room.total)],
    });
    pdf.space(8);
  }

  pdf.heading('Gesamt');
  const summary: [string, string][] = [
    ['Gegenstände', String(totals.count)],
    ['Summe der Werte', formatAmount(totals.total)],
  ];
  const sumInsured = list.household.sumInsured;
  if (sumInsured !== null && !list.selection) {
    const { share } = underinsuranceCheck(totals.total, sumInsured);
    summary.push(['Höchsthaftungssumme Haushalt', formatAmount(sumInsured)]);
    summary.push(['Anteil der Liste', `${Math.round(share * 100)} %`]);
  }
  pdf.facts(summary);
  const note = unpricedNote(totals.unpriced, totals.count);
  if (note !== null) pdf.paragraph(note);
  pdf.paragraph(
    'Die Werte sind die Kaufpreise, die du angegeben hast. Im Schadensfall ersetzt die Haushaltsversicherung den Neuwert nach den Bedingungen deines Vertrags.',
    { size: 9 },
  );
  return pdf.end({ pageNumbers: true });
}
