import { maskContractNumber } from '@servicebereich/protocol';
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

/**
 * Tells the customer that their number was locked after failed logins: whoever tried, they know,
 * and know what to do. Sent with the failure that locks the number, so once per lock.
 */
export function loginLockedMail(
  customer: CustomerMailRecipient & { customer_number: string },
  now: number,
  lockedUntil: number,
): QueuedMail {
  const minutes = Math.ceil((lockedUntil - now) / 60_000);
  return {
    kind: 'login-locked',
    to: customer.email,
    subject: 'Dein Servicebereich ist vorübergehend gesperrt',
    text: [
      greeting(customer),
      '',
      `am ${viennaDateTime(now)} Uhr wurde für deine Verfügernummer ${maskContractNumber(customer.customer_number)} mehrmals ein falsches Passwort eingegeben. Zu deinem Schutz ist die Anmeldung jetzt für ${String(minutes)} ${minutes === 1 ? 'Minute' : 'Minuten'} gesperrt, bis ${viennaDateTime(lockedUntil)} Uhr.`,
      '',
      'Danach kannst du dich wie gewohnt anmelden. Wenn du dein Passwort vergessen hast, wähle bei der Anmeldung „Passwort vergessen?“.',
      '',
      NOT_YOU,
      '',
      ...CLOSING,
    ].join('\n'),
  };
}
