import {
  CLOSING,
  greeting,
  NOT_YOU,
  viennaDateTime,
  type CustomerMailRecipient,
} from '../../mail/customer-mail.ts';
import type { QueuedMail } from '../../mail/mail-repository.ts';

/** To the new address: the link that makes it the customer's address, valid once, until `expiresAt`. */
export function emailConfirmationMail(
  customer: CustomerMailRecipient,
  change: { newEmail: string; link: string; expiresAt: number },
): QueuedMail {
  return {
    kind: 'email-change-confirmation',
    to: change.newEmail,
    subject: 'Bitte bestätige deine neue E-Mail-Adresse',
    text: [
      greeting(customer),
      '',
      'du möchtest diese E-Mail-Adresse für deinen Servicebereich verwenden. Bitte bestätige das mit diesem Link:',
      '',
      change.link,
      '',
      `Der Link gilt einmal, bis ${viennaDateTime(change.expiresAt)} Uhr. Bis dahin schicken wir dir alles an deine bisherige Adresse.`,
      '',
      'Hast du das nicht veranlasst? Dann ignoriere diese E-Mail; es ändert sich nichts.',
      '',
      ...CLOSING,
    ].join('\n'),
  };
}

/**
 * To the address in use: someone asked to replace it. It tells the customer in time to act if
 * that someone holds a stolen session.
 */
export function emailChangeNoticeMail(
  customer: CustomerMailRecipient,
  change: { newEmail: string; now: number },
): QueuedMail {
  return {
    kind: 'email-change-notice',
    to: customer.email,
    subject: 'Deine E-Mail-Adresse soll geändert werden',
    text: [
      greeting(customer),
      '',
      `am ${viennaDateTime(change.now)} Uhr wurde in deinem Servicebereich die neue E-Mail-Adresse ${change.newEmail} angegeben. Sie gilt erst, wenn sie mit dem Link bestätigt wird, den wir an diese neue Adresse geschickt haben.`,
      '',
      NOT_YOU,
      '',
      ...CLOSING,
    ].join('\n'),
  };
}
