import { CUSTOMER_SERVICE_PHONE, isoToDisplay, viennaIsoDate } from '@servicebereich/protocol';
import type { QueuedMail } from '../../mail/mail-repository.ts';

export type AccountMailRecipient = { first_name: string; gender: 'm' | 'w'; email: string };

function greeting(customer: AccountMailRecipient): string {
  return `Liebe${customer.gender === 'm' ? 'r' : ''} ${customer.first_name},`;
}

function viennaTime(now: number): string {
  return new Intl.DateTimeFormat('de-AT', {
    timeZone: 'Europe/Vienna',
    hour: '2-digit',
    minute: '2-digit',
  }).format(now);
}

const NOT_YOU = `Warst du das nicht? Dann ruf bitte sofort unseren Kundenservice unter ${CUSTOMER_SERVICE_PHONE.display} an.`;

/**
 * Tells the customer that the password changed, so that a change by someone else (a stolen
 * session) does not go unnoticed. Plain text only; the subject is fixed.
 */
export function passwordChangedMail(customer: AccountMailRecipient, now: number): QueuedMail {
  const date = isoToDisplay(viennaIsoDate(now)) ?? '';
  return {
    kind: 'password-changed',
    to: customer.email,
    subject: 'Dein Passwort wurde geändert',
    text: [
      greeting(customer),
      '',
      `am ${date} um ${viennaTime(now)} Uhr wurde das Passwort für deinen Servicebereich geändert. Alle anderen Geräte, auf denen du angemeldet warst, sind jetzt abgemeldet.`,
      '',
      NOT_YOU,
      '',
      'Freundliche Grüße',
      'dein Servicebereich',
    ].join('\n'),
  };
}

/** Confirms an activation: the account now has a password. */
export function accountActivatedMail(customer: AccountMailRecipient, now: number): QueuedMail {
  const date = isoToDisplay(viennaIsoDate(now)) ?? '';
  return {
    kind: 'account-activated',
    to: customer.email,
    subject: 'Dein Servicebereich ist aktiviert',
    text: [
      greeting(customer),
      '',
      `am ${date} um ${viennaTime(now)} Uhr hast du deinen Servicebereich mit deinem Aktivierungscode aktiviert und ein Passwort festgelegt. Ab jetzt meldest du dich mit deiner Verfügernummer und diesem Passwort an.`,
      '',
      NOT_YOU,
      '',
      'Freundliche Grüße',
      'dein Servicebereich',
    ].join('\n'),
  };
}
