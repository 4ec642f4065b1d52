import {
  CUSTOMER_SERVICE_PHONE,
  formatViennaTime,
  isoToDisplay,
  viennaIsoDate,
} from '@servicebereich/protocol';

// The parts every mail to a customer about the account shares: the greeting, the moment in
// Vienna time, what to do when it was not the customer, the closing.

export type CustomerMailRecipient = { first_name: string; gender: 'm' | 'w'; email: string };

export function greeting(customer: CustomerMailRecipient): string {
  return `Liebe${customer.gender === 'm' ? 'r' : ''} ${customer.first_name},`;
}

/** "20.11.2026 um 10:00" in Vienna time. */
export function viennaDateTime(instant: number): string {
  return `${isoToDisplay(viennaIsoDate(instant)) ?? ''} um ${formatViennaTime(instant)}`;
}

export const NOT_YOU = `Warst du das nicht? Dann ruf bitte sofort unseren Kundenservice unter ${CUSTOMER_SERVICE_PHONE.display} an.`;

export const CLOSING = ['Freundliche Grüße', 'dein Servicebereich'] as const;
