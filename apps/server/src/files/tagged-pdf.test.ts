import { valueProperty, type ConfirmationDocument } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import { pdfStructure, type PdfStructure } from '../../test/pdf-structure.ts';
import { demoLetters, printLetter } from '../demo/postbox-letters.ts';
import { confirmationPdf } from '../features/confirmations/confirmation-pdf.ts';
import { transactionsPdf } from '../features/contracts/transactions-pdf.ts';
import { valuationPdf } from '../features/immowert/valuation-pdf.ts';

const NOW = Date.UTC(2026, 10, 20, 9);

/** What every PDF of ours is: tagged, in de-AT, its title shown, its fonts embedded. */
function expectAccessible(pdf: PdfStructure, title: string): void {
  expect(pdf.title).toBe(title);
  expect(pdf.lang).toBe('de-AT');
  expect(pdf.displaysTitle).toBe(true);
  expect(pdf.marked).toBe(true);
  expect(pdf.fontsEmbedded).toBe(true);
  expect(pdf.document.map((element) => element.role)).toContain('Document');
}

/**
 * The texts of the elements of a role. A page's tree also holds the elements that continue from
 * another page (a table's header row), empty there: those are left out.
 */
function roles(pdf: PdfStructure, role: string): string[] {
  return pdf.elements
    .filter((element) => element.role === role && element.text !== '')
    .map((element) => element.text);
}

describe('the tagged PDFs', () => {
  it('a confirmation: its title a heading, its facts a table with the labels as header cells', async () => {
    const document: ConfirmationDocument = {
      Art: 'versicherung',
      Titel: 'Versicherungsbestätigung',
      Aussteller: 'Servicebereich Versicherung AG',
      Stichtag: '2026-11-20',
      Ausgestellt: '2026-11-20',
      Nummer: 'HFGY-3Y28',
      Angaben: [
        { Bezeichnung: 'Versicherungsnehmer/in', Wert: 'Mag. Katharina Hofer' },
        { Bezeichnung: 'Polizzennummer', Wert: '740-026.319-0' },
        { Bezeichnung: 'Versichert', Wert: 'Haushalt 🏠 und Eigenheim' },
      ],
      Erklaerung: 'Wir bestätigen, dass der Vertrag aufrecht ist.',
    };
    const pdf = await pdfStructure(
      await confirmationPdf(document, { url: 'https://example.at/b/HFGY', code: 'HFGY' }, NOW),
    );
    expectAccessible(pdf, 'Versicherungsbestätigung Nr. HFGY-3Y28');
    expect(roles(pdf, 'H1')).toEqual(['Versicherungsbestätigung']);
    expect(roles(pdf, 'H2')).toEqual(['Angaben', 'Bestätigung', 'Echtheit prüfen']);
    expect(roles(pdf, 'TH')).toEqual([
      'Versicherungsnehmer/in',
      'Polizzennummer',
      'Versichert',
      'Prüfcode',
    ]);
    // A character the font has no glyph for is a question mark, not an empty box.
    expect(roles(pdf, 'TD')).toContain('Haushalt ? und Eigenheim');
    expect(pdf.taggedText).toMatch(
      /^Servicebereich Versicherung AG Versicherungsbestätigung Nr\. HFGY-3Y28 .* Angaben Versicherungsnehmer\/in Mag\. Katharina Hofer .* Bestätigung Wir bestätigen, .* Prüfcode HFGY$/,
    );
  });

  it('a statement of transactions: a table with its header cells and a total, page numbers as artifacts', async () => {
    const entries = Array.from({ length: 70 }, (_, index) => ({
      BookingDate: '2025-03-05',
      ValueDate: '2025-03-05',
      Text: `Einzahlung ${index + 1}`,
      Amount: 10_000,
    }));
    const bytes = await transactionsPdf({
      contractName: 'Bausparvertrag',
      contractNumber: '410-273.856-1',
      year: 2025,
      entries,
      now: NOW,
    });
    const pdf = await pdfStructure(bytes);
    expectAccessible(pdf, 'Umsätze 2025 – Bausparvertrag 410-273.856-1');
    expect(roles(pdf, 'H1')).toEqual(['Umsätze 2025']);
    // The header row once in the structure; on the next pages it is drawn only.
    expect(roles(pdf, 'TH')).toEqual(['Buchung', 'Valuta', 'Buchungstext', 'Betrag']);
    expect(roles(pdf, 'THead')).toHaveLength(1);
    expect(roles(pdf, 'TR').filter((row) => row.includes('Einzahlung'))).toHaveLength(70);
    expect(roles(pdf, 'TFoot')).toEqual(['Summe der 70 Buchungen 7.000,00 €']);
    expect(pdf.taggedText).not.toContain('Seite 1 von');
    expect(pdf.taggedText).toContain(
      '05.03.2025 05.03.2025 Einzahlung 1 100,00 € 05.03.2025 05.03.2025 Einzahlung 2 100,00 €',
    );
  });

  it('an ImmoWert valuation: headings and three tables of label and value', async () => {
    const valuation = valueProperty({
      type: 'wohnung',
      state: 'Wien',
      statutoryCity: true,
      buildingYear: 1990,
      livingArea: 75,
      condition: 'gepflegt',
      year: 2026,
    });
    if (valuation === undefined) throw new Error('Wien has a price');
    const pdf = await pdfStructure(
      await valuationPdf(
        {
          type: 'wohnung',
          street: 'Kaiserstraße',
          houseNumber: '27',
          postcode: '1070',
          place: 'Wien',
          buildingYear: 1990,
          livingArea: 75,
          condition: 'gepflegt',
        },
        valuation,
        NOW,
      ),
    );
    expectAccessible(pdf, 'ImmoWert – Bewertung deiner Immobilie');
    expect(roles(pdf, 'H1')).toEqual(['ImmoWert']);
    expect(roles(pdf, 'H2')).toEqual([
      'Deine Angaben',
      'Ergebnis',
      'So haben wir gerechnet',
      'Bitte beachten',
    ]);
    expect(roles(pdf, 'Table')).toHaveLength(3);
    expect(roles(pdf, 'TH').slice(0, 2)).toEqual(['Art der Immobilie', 'Adresse']);
    expect(pdf.taggedText).toMatch(/Ergebnis Geschätzter Wert [\d.]+,00 € Bandbreite/);
  });

  it('a postbox letter: the subject its heading, address and text as paragraphs in reading order', async () => {
    const [letter] = demoLetters(2026);
    if (letter === undefined) throw new Error('the demo has letters');
    const bytes = await printLetter(letter, {
      salutation: 'Liebe Katharina',
      name: 'Mag. Katharina Hofer',
      street: 'Kaiserstraße 27/2/3/14',
      city: '1070 Wien',
    });
    const pdf = await pdfStructure(bytes);
    expectAccessible(pdf, letter.title);
    expect(roles(pdf, 'H1')).toEqual([letter.title]);
    expect(roles(pdf, 'P')).toContain('Mag. Katharina Hofer Kaiserstraße 27/2/3/14 1070 Wien');
    expect(pdf.taggedText).toMatch(
      new RegExp(
        `^Servicebereich .* Wien, am 15\\.01\\.2025 ${letter.title} Liebe Katharina, anbei .* Dein Servicebereich-Team$`,
      ),
    );
    // The same letter twice is the same bytes: the demo data stores each file once.
    expect(
      (
        await printLetter(letter, {
          salutation: 'Liebe Katharina',
          name: 'Mag. Katharina Hofer',
          street: 'Kaiserstraße 27/2/3/14',
          city: '1070 Wien',
        })
      ).equals(bytes),
    ).toBe(true);
  });
});
