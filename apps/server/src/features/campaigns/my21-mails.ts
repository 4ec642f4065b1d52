import type { QueuedMail } from '../../mail/mail-repository.ts';

// The my21 mails are text only, so HTML in a message stays text. No header carries what the sender
// typed except Reply-To, an address the catalogue checked (no line breaks): the subject is fixed.

export type My21MailKind = 'feedback' | 'fragebogen';

const SUBJECTS: Record<My21MailKind, string> = {
  feedback: 'my21: Feedback aus dem Servicebereich',
  fragebogen: 'my21: Fragebogen aus dem Servicebereich',
};

/** A sender's feedback or questionnaire for the my21 team. */
export function my21Mail(
  kind: My21MailKind,
  sent: { email: string; message: string; customerNumber: string | null },
  to: string,
): QueuedMail {
  return {
    kind: `my21-${kind}`,
    to,
    replyTo: sent.email,
    subject: SUBJECTS[kind],
    text: [
      kind === 'feedback' ? 'Feedback zu my21' : 'Fragebogen zu my21',
      '',
      `E-Mail: ${sent.email}`,
      sent.customerNumber === null ? 'Nicht angemeldet' : `Verfügernummer: ${sent.customerNumber}`,
      '',
      kind === 'feedback' ? 'Nachricht:' : 'Antworten:',
      sent.message,
    ].join('\n'),
  };
}
