import {
  CALLBACK_WINDOW_LABELS,
  CONTACT_TOPIC_LABELS,
  type ContactParams,
} from '@servicebereich/protocol';
import type { StoredUpload } from '../../files/upload-pipeline.ts';
import type { QueuedMail } from '../../mail/mail-repository.ts';

// The contact form's mails are text only, so HTML in a message stays text. No header carries what
// the customer typed: subjects hold the fixed topic label and the customer number; recipients
// are the adviser's address from the back office and the customer's stored address.

/** The customer as the adviser sees the sender. */
export type Sender = {
  name: string;
  customerNumber: string;
  email: string;
  phone: string;
};

/** Who gets the message: an adviser of the customer or the head office. */
export type Recipient = { name: string; email: string };

export type ContactMessage = {
  params: ContactParams;
  /** The customer's contract the message is about, checked to be theirs. */
  contract: { number: string; name: string } | null;
  files: readonly StoredUpload[];
};

function callbackLine({ params }: ContactMessage): string {
  if (!params.rueckruf || params.zeitfenster === undefined) return 'Rückruf: nicht erbeten';
  return `Rückruf erbeten: unter ${params.telefon}, ${CALLBACK_WINDOW_LABELS[params.zeitfenster]}`;
}

function summaryLines(message: ContactMessage): string[] {
  const { params, contract, files } = message;
  return [
    `Thema: ${CONTACT_TOPIC_LABELS[params.thema]}`,
    `Betreff: ${params.betreff === '' ? '–' : params.betreff}`,
    ...(contract === null ? [] : [`Vertrag: ${contract.name} (${contract.number})`]),
    callbackLine(message),
    files.length === 0
      ? 'Ohne Anhänge.'
      : `Anhänge (${files.length}): ${files.map((f) => f.fileName).join(', ')}`,
  ];
}

/** The message for the adviser or the head office, with the files attached. */
export function adviserContactMail(
  message: ContactMessage,
  sender: Sender,
  to: Recipient,
): QueuedMail {
  return {
    kind: 'contact-adviser',
    to: to.email,
    ...(sender.email === '' ? {} : { replyTo: sender.email }),
    subject: `Nachricht aus dem Servicebereich: ${CONTACT_TOPIC_LABELS[message.params.thema]} (Verfügernummer ${sender.customerNumber})`,
    text: [
      `Nachricht an ${to.name} aus dem Servicebereich`,
      '',
      `Von: ${sender.name}, Verfügernummer ${sender.customerNumber}`,
      `E-Mail: ${sender.email || '–'}, Telefon: ${sender.phone || '–'}`,
      ...summaryLines(message),
      '',
      'Nachricht:',
      message.params.nachricht,
    ].join('\n'),
    attachments: message.files.map((f) => ({
      fileName: f.fileName,
      contentType: f.contentType,
      blobHash: f.hash,
    })),
  };
}

/** The customer's confirmation, with what they sent (the files by name only). */
export function contactConfirmationMail(
  message: ContactMessage,
  sender: Sender,
  to: Recipient,
): QueuedMail {
  return {
    kind: 'contact-confirmation',
    to: sender.email,
    subject: `Deine Nachricht an ${to.name}`,
    text: [
      `Danke für deine Nachricht. ${to.name} hat sie bekommen und meldet sich bei dir.`,
      '',
      ...summaryLines(message),
      '',
      'Deine Nachricht:',
      message.params.nachricht,
    ].join('\n'),
  };
}
