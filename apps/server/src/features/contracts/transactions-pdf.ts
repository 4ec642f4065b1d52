import { formatAmount, isoToDisplay, viennaIsoDate } from '@servicebereich/protocol';
import { taggedPdf, type Column } from '../../files/tagged-pdf.ts';

type Entry = { BookingDate: string; ValueDate: string; Text: string; Amount: number };

const MARGIN = 50;
/** Booking date, value date, text and amount across the A4 page's width within the margins. */
const COLUMNS: readonly Column[] = [
  { header: 'Buchung', width: 62 },
  { header: 'Valuta', width: 62 },
  { header: 'Buchungstext', width: 281.28 },
  { header: 'Betrag', width: 90, align: 'right' },
];

/**
 * A year of a contract's transactions as an A4 statement: the contract and year at the top, a
 * table (booking date, value date, text, amount) over as many pages as it needs with its header
 * on each, the sum of the year at the end and "Seite x von y" on every page.
 */
export function transactionsPdf(statement: {
  contractName: string;
  contractNumber: string;
  year: number;
  entries: readonly Entry[];
  now: number;
}): Promise<Buffer> {
  const title = `Umsätze ${statement.year}`;
  const pdf = taggedPdf({
    title: `${title} – ${statement.contractName} ${statement.contractNumber}`,
    author: 'Servicebereich',
    now: statement.now,
    margin: MARGIN,
  });
  pdf.paragraph('Servicebereich', { bold: true, size: 12, align: 'right' });
  pdf.title(title);
  pdf.paragraph(`${statement.contractName}, Vertragsnummer ${statement.contractNumber}`, {
    size: 11,
  });
  pdf.paragraph(`Erstellt am ${isoToDisplay(viennaIsoDate(statement.now)) ?? ''}`);
  pdf.space(12);

  if (statement.entries.length === 0) {
    pdf.paragraph(`Im Jahr ${statement.year} gibt es keine Buchungen.`, { size: 11 });
  } else {
    const sum = statement.entries.reduce((total, entry) => total + entry.Amount, 0);
    pdf.table(
      COLUMNS,
      statement.entries.map((entry) => [
        isoToDisplay(entry.BookingDate) ?? entry.BookingDate,
        isoToDisplay(entry.ValueDate) ?? entry.ValueDate,
        entry.Text,
        formatAmount(entry.Amount),
      ]),
      { total: ['', '', `Summe der ${statement.entries.length} Buchungen`, formatAmount(sum)] },
    );
  }
  return pdf.end({ pageNumbers: true });
}
