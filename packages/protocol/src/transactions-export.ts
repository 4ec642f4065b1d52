import { formatAmountPlain, isoToDisplay } from './de-at.ts';

/** The formats a year of a contract's transactions can be exported in. */
export const TRANSACTION_EXPORT_FORMATS = ['csv', 'pdf'] as const;
export type TransactionExportFormat = (typeof TRANSACTION_EXPORT_FORMATS)[number];

type Entry = { BookingDate: string; ValueDate: string; Text: string; Amount: number };

export const TRANSACTION_EXPORT_COLUMNS = [
  'Buchungsdatum',
  'Valutadatum',
  'Buchungstext',
  'Betrag in EUR',
] as const;

/** `Umsaetze_410-273.856-1_2026.csv`: the contract number as shown, only safe characters. */
export function transactionsFileName(
  contractIdFormatted: string,
  year: number,
  format: TransactionExportFormat,
): string {
  return `Umsaetze_${contractIdFormatted.replace(/[^0-9A-Za-z.-]/g, '')}_${year}.${format}`;
}

/**
 * A text cell as a spreadsheet reads it: quoted where it holds the separator, a quote or a line
 * break, and never a formula (a leading `=`, `+`, `-`, `@`, tab or return gets an apostrophe).
 */
export function csvTextCell(text: string): string {
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[;"\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The entries as CSV the way Austrian spreadsheets open it: a byte order mark for UTF-8,
 * semicolons between cells, dates as `05.01.2026`, amounts as `-1.234,56`, CRLF line ends.
 */
export function transactionsCsv(entries: readonly Entry[]): string {
  const rows = entries.map((entry) =>
    [
      isoToDisplay(entry.BookingDate) ?? entry.BookingDate,
      isoToDisplay(entry.ValueDate) ?? entry.ValueDate,
      csvTextCell(entry.Text),
      formatAmountPlain(entry.Amount),
    ].join(';'),
  );
  return `\uFEFF${[TRANSACTION_EXPORT_COLUMNS.join(';'), ...rows].join('\r\n')}\r\n`;
}
