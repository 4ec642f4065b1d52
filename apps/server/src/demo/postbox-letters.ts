import { taggedPdf } from '../files/tagged-pdf.ts';

/** A postbox letter of the demo data: printed as a real PDF at seeding time. */
export type DemoLetter = {
  title: string;
  /** yyyy-mm-dd */
  date: string;
  unread: boolean;
  fileName: string;
  legallyRelevant: boolean;
  paragraphs: readonly string[];
};

export type LetterRecipient = { salutation: string; name: string; street: string; city: string };

const SENDER = 'Servicebereich Bausparkasse & Versicherung AG · Beispielgasse 1 · 1010 Wien';

function germanDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day ?? ''}.${month ?? ''}.${year ?? ''}`;
}

/** An A4 letter: sender line, address, place and date, subject, salutation, text, greeting. */
export function printLetter(letter: DemoLetter, to: LetterRecipient): Promise<Buffer> {
  // Fixed dates keep the demo PDFs byte-identical from run to run.
  const pdf = taggedPdf({
    title: letter.title,
    author: 'Servicebereich',
    now: Date.parse(`${letter.date}T08:00:00Z`),
    margin: 60,
  });
  pdf.paragraph('Servicebereich', { bold: true, size: 18 });
  pdf.paragraph(SENDER, { size: 8 });
  pdf.space(6);
  pdf.paragraph([to.name, to.street, to.city].join('\n'), { size: 11 });
  pdf.space(24);
  pdf.paragraph(`Wien, am ${germanDate(letter.date)}`, { size: 11 });
  pdf.space(8);
  pdf.title(letter.title, 14);
  pdf.paragraph(`${to.salutation},`, { size: 11 });
  for (const paragraph of letter.paragraphs) pdf.paragraph(paragraph, { size: 11 });
  pdf.space(8);
  pdf.paragraph('Mit freundlichen Grüßen\nDein Servicebereich-Team', { size: 11 });
  return pdf.end();
}

/** The letters of a demo customer's postbox, newest last. */
export function demoLetters(year: number): DemoLetter[] {
  const last = year - 1;
  return [
    {
      title: `Jahreskontoauszug ${last - 1} zu deinem Bausparvertrag`,
      date: `${last - 1 + 1}-01-15`,
      unread: false,
      fileName: `Jahreskontoauszug ${last - 1}.pdf`,
      legallyRelevant: false,
      paragraphs: [
        `anbei erhältst du den Jahreskontoauszug ${last - 1} zu deinem Bausparvertrag. Er zeigt alle Einzahlungen, die Zinsen und die staatliche Prämie des vergangenen Jahres.`,
        'Bitte prüfe die Buchungen. Wenn dir etwas unklar ist, hilft dir deine Beraterin oder dein Berater gerne weiter.',
      ],
    },
    {
      title: 'Polizze zu deiner Haushaltsversicherung',
      date: `${last}-03-02`,
      unread: false,
      fileName: 'Polizze Haushaltsversicherung.pdf',
      legallyRelevant: true,
      paragraphs: [
        'danke für dein Vertrauen! Mit diesem Schreiben erhältst du die Polizze zu deiner Haushaltsversicherung. Versichert sind dein Hausrat und deine Haftpflicht im Alltag.',
        'Bewahre die Polizze bitte gut auf. Änderungen an deiner Wohnsituation – etwa eine größere Wohnfläche – teile uns bitte mit, damit dein Schutz passt.',
      ],
    },
    {
      title: `Prämienvorschreibung ${year} zu deiner Kfz-Versicherung`,
      date: `${last}-12-01`,
      unread: true,
      fileName: `Prämienvorschreibung ${year}.pdf`,
      legallyRelevant: false,
      paragraphs: [
        `für das Jahr ${year} beträgt die Prämie deiner Kfz-Versicherung 540,00 € inklusive motorbezogener Versicherungssteuer. Die Prämie wird zur Hauptfälligkeit am 01.01.${year} eingezogen.`,
        'Du musst nichts weiter tun: Wir buchen den Betrag von deinem Konto ab, für das du uns ein SEPA-Lastschriftmandat erteilt hast.',
      ],
    },
    {
      title: `Jahreskontoauszug ${last} zu deinem Bausparvertrag`,
      date: `${year}-01-14`,
      unread: true,
      fileName: `Jahreskontoauszug ${last}.pdf`,
      legallyRelevant: false,
      paragraphs: [
        `anbei erhältst du den Jahreskontoauszug ${last} zu deinem Bausparvertrag. Dein Guthaben ist im vergangenen Jahr weiter gewachsen – schön, dass du so konsequent sparst.`,
        'Die staatliche Bausparprämie wurde deinem Vertrag gutgeschrieben. Einen Überblick über alle Umsätze findest du auch jederzeit in der App.',
      ],
    },
  ];
}
