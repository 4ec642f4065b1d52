import {
  COMPANIES,
  CONTRACT_KIND_COMPANY,
  CUSTOMER_SERVICE_PHONE,
  isoToDisplay,
  maskIban,
  viennaIsoDate,
  type Contract,
} from '@servicebereich/protocol';
import type { QueuedMail } from '../../mail/mail-repository.ts';

export type MailRecipient = { first_name: string; gender: 'm' | 'w'; email: string };

/**
 * Tells the customer that the account of their direct debits changed, so that a change they did
 * not make (a stolen session, a stolen password) does not go unnoticed. The IBANs are masked: a
 * mail passes through servers that are not ours.
 */
export function debitAccountMail(
  customer: MailRecipient,
  change: { before: readonly Contract[]; after: readonly Contract[]; now: number },
): QueuedMail {
  const [named] = change.after;
  const oldIban = change.before[0]?.Details.Iban;
  const d = named?.Details;
  const newAccount =
    d?.Iban === undefined
      ? ''
      : [maskIban(d.Iban), d.BankName].filter((part) => part !== undefined).join(', ');
  const date = isoToDisplay(viennaIsoDate(change.now)) ?? '';
  const contracts = change.after.map((c) => {
    const company = COMPANIES[CONTRACT_KIND_COMPANY[c.Kind]];
    return `- ${c.Details.Name}, Vertragsnummer ${c.Details.ContractIdFormatted} (${company.name}, Gläubiger-ID ${company.creditorId})`;
  });
  return {
    kind: 'debit-account-changed',
    to: customer.email,
    subject: 'Neues Konto für deine SEPA-Lastschrift',
    text: [
      `Liebe${customer.gender === 'm' ? 'r' : ''} ${customer.first_name},`,
      '',
      `am ${date} hast du im Servicebereich das Konto geändert, von dem wir per SEPA-Lastschrift abbuchen.`,
      '',
      ...(oldIban === undefined ? [] : [`Bisheriges Konto: ${maskIban(oldIban)}`]),
      `Neues Konto: ${newAccount}`,
      ...(d?.DirectDebitDay === undefined
        ? []
        : [`Abbuchungstag: ${d.DirectDebitDay}. des Monats`]),
      '',
      change.after.length === 1 ? 'Geändert für diesen Vertrag:' : 'Geändert für diese Verträge:',
      ...contracts,
      '',
      `Warst du das nicht? Dann ruf bitte sofort unseren Kundenservice unter ${CUSTOMER_SERVICE_PHONE.display} an und ändere dein Passwort.`,
      '',
      'Freundliche Grüße',
      'dein Servicebereich',
    ].join('\n'),
  };
}
