import { isoToDisplay, type ConfirmationDocument } from '@servicebereich/protocol';
import { taggedPdf } from '../../files/tagged-pdf.ts';

/** Where and how a reader checks the document: the public page and the code typed there. */
export type Verification = { url: string; code: string };

/**
 * A confirmation as a one-page A4 document: who confirms, what (the document's lines and the
 * sentence that confirms them), and where anyone handed it can check that it is genuine and not
 * revoked. The lines are the ones the public check shows, word for word.
 */
export function confirmationPdf(
  document: ConfirmationDocument,
  verification: Verification,
  now: number,
): Promise<Buffer> {
  const pdf = taggedPdf({
    title: `${document.Titel} Nr. ${document.Nummer}`,
    author: document.Aussteller,
    now,
  });
  pdf.paragraph(document.Aussteller, { bold: true, size: 12, align: 'right' });
  pdf.space(24);
  pdf.title(document.Titel);
  pdf.paragraph(
    `Nr. ${document.Nummer} · ausgestellt am ${isoToDisplay(document.Ausgestellt) ?? ''}`,
  );

  pdf.heading('Angaben');
  pdf.facts(document.Angaben.map((fact) => [fact.Bezeichnung, fact.Wert] as const));

  pdf.heading('Bestätigung');
  pdf.paragraph(document.Erklaerung, { bold: true });
  pdf.paragraph(
    'Diese Bestätigung wurde elektronisch erstellt und ist ohne Unterschrift gültig. Sie gibt den Stand am Stichtag wieder.',
  );

  pdf.heading('Echtheit prüfen');
  pdf.paragraph(
    'Ob diese Bestätigung echt ist und noch gilt, zeigt die folgende Seite mit dem Prüfcode. Sie zeigt dieselben Angaben wie dieses Dokument, solange die Bestätigung nicht widerrufen wurde.',
  );
  pdf.paragraph(verification.url, { bold: true });
  pdf.facts([['Prüfcode', verification.code, { bold: true }]]);

  return pdf.end();
}
