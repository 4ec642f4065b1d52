import type { PaymentInterval } from '@servicebereich/protocol';

/**
 * Texts of contracts in lists (the products, the dashboard): apart from the contract pages' texts,
 * as the dashboard comes with the app's first JavaScript.
 */
export const contractListTexts = {
  intro: 'Deine Verträge nach Lebensbereichen.',
  empty: 'Du hast noch keine Verträge bei uns.',
  emptyAction: 'Berater kontaktieren',
  balance: 'Kontostand',
  openAmount: 'Offener Betrag',
  amount: 'Prämie',
  plate: 'Kennzeichen',
  status: 'Status',
  /** The other motive worlds of a contract listed in the first of its worlds. */
  alsoIn: (worlds: readonly string[]) => `Auch in ${worlds.join(', ')}`,
  paymentIntervals: {
    MONTHLY: 'monatlich',
    YEARLY: 'jährlich',
    'HALF-YEARLY': 'halbjährlich',
    SINGULAR: 'einmalig',
    QUARTERLY: 'vierteljährlich',
    'BI-MONTHLY': 'alle zwei Monate',
    IRREGULAR: 'unregelmäßig',
  } satisfies Record<PaymentInterval, string>,
};
