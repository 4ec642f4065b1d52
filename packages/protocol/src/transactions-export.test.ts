import { describe, expect, it } from 'vitest';
import { transactionsCsv, transactionsFileName } from './transactions-export.ts';

describe('the transactions export', () => {
  it('writes CSV as Austrian spreadsheets open it', () => {
    const csv = transactionsCsv([
      { BookingDate: '2026-01-05', ValueDate: '2026-01-07', Text: 'Einzahlung', Amount: 123456 },
      { BookingDate: '2026-02-01', ValueDate: '2026-02-01', Text: 'Prämie', Amount: -11850 },
    ]);
    expect(csv).toBe(
      '\uFEFFBuchungsdatum;Valutadatum;Buchungstext;Betrag in EUR\r\n' +
        '05.01.2026;07.01.2026;Einzahlung;1.234,56\r\n' +
        '01.02.2026;01.02.2026;Prämie;-118,50\r\n',
    );
  });

  it('keeps a text whole and never lets it become a formula', () => {
    const cell = (Text: string) =>
      transactionsCsv([{ BookingDate: '2026-01-05', ValueDate: '2026-01-05', Text, Amount: 1 }])
        .split('\r\n')[1]
        ?.split(';')
        .slice(2, -1)
        .join(';');
    expect(cell('Miete; Jänner "2026"')).toBe('"Miete; Jänner ""2026"""');
    expect(cell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(cell('+43 1 234')).toBe("'+43 1 234");
    expect(cell('-Storno')).toBe("'-Storno");
    expect(cell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(cell('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
  });

  it('names the file after the contract and the year, with safe characters only', () => {
    expect(transactionsFileName('410-273.856-1', 2026, 'csv')).toBe(
      'Umsaetze_410-273.856-1_2026.csv',
    );
    expect(transactionsFileName('12/34 "x"', 2025, 'pdf')).toBe('Umsaetze_1234x_2025.pdf');
  });
});
