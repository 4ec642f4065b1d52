import {
  CLOSING,
  greeting,
  NOT_YOU,
  viennaDateTime,
  type CustomerMailRecipient,
} from '../../mail/customer-mail.ts';
import type { QueuedMail } from '../../mail/mail-repository.ts';

/**
 * Tells the customer that the password changed, so that a change by someone else (a stolen
 * session) does not go unnoticed. Plain text only; the subject is fixed.
 */
export function passwordChangedMail(customer: CustomerMailRecipient, now: number): QueuedMail {
  return {
    kind: 'password-changed',
    to: customer.email,
    subject: 'Dein Passwort wurde geändert',
    text: [
      greeting(customer),
      '',
      `am ${viennaDateTime(now)} Uhr wurde das Passwort für deinen Servicebereich geändert. Alle anderen Geräte, auf denen du angemeldet warst, sind jetzt abgemeldet.`,
      '',
      NOT_YOU,
      '',
      ...CLOSING,
    ].join('\n'),
  };
}

/** Confirms an activation: the account now has a password. */
export function accountActivatedMail(customer: CustomerMailRecipient, now: number): QueuedMail {
  return {
    kind: 'account-activated',
    to: customer.email,
    subject: 'Dein Servicebereich ist aktiviert',
    text: [
      greeting(customer),
      '',
      `am ${viennaDateTime(now)} Uhr hast du deinen Servicebereich mit deinem Aktivierungscode aktiviert und ein Passwort festgelegt. Ab jetzt meldest du dich mit deiner Verfügernummer und diesem Passwort an.`,
      '',
      NOT_YOU,
      '',
      ...CLOSING,
    ].join('\n'),
  };
}
