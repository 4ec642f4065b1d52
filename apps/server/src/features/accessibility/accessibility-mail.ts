import type { QueuedMail } from '../../mail/mail-repository.ts';

// Text only, so HTML in a report stays text; no header carries what the sender typed except
// Reply-To, an address the catalogue checked (no line breaks): the subject is fixed.

export const ACCESSIBILITY_MAIL_SUBJECT = 'Barrierefreiheit: Rückmeldung aus dem Servicebereich';

/** A barrier reported from the accessibility statement, for the accessibility desk. */
export function accessibilityFeedbackMail(
  sent: { email: string; place: string; message: string; customerNumber: string | null },
  to: string,
): QueuedMail {
  return {
    kind: 'accessibility-feedback',
    to,
    replyTo: sent.email,
    subject: ACCESSIBILITY_MAIL_SUBJECT,
    text: [
      'Rückmeldung zur Barrierefreiheit',
      '',
      `E-Mail: ${sent.email}`,
      sent.customerNumber === null ? 'Nicht angemeldet' : `Verfügernummer: ${sent.customerNumber}`,
      `Wo: ${sent.place === '' ? 'nicht angegeben' : sent.place}`,
      '',
      'Nachricht:',
      sent.message,
    ].join('\n'),
  };
}
