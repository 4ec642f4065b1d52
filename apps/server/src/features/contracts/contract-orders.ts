import type { Contract } from '@servicebereich/protocol';
import { fieldError } from '../../http/api-error.ts';
import type { OrderPlan } from './contract-repository.ts';

export const ORDER_MESSAGES = {
  amountNotPositive: 'Bitte gib einen Betrag über 0 ein.',
  amountTooHigh: (max: string) => `Der Betrag darf höchstens ${max} betragen.`,
  depositNotPossible: 'Auf diesen Vertrag ist keine Einzahlung möglich.',
  payoutNotPossible: 'Von diesem Vertrag ist keine Auszahlung möglich.',
  payoutAboveBalance: 'Der Betrag ist höher als dein Guthaben.',
  noRepayment: 'Für diesen Vertrag ist keine Sondertilgung möglich.',
  repaymentAboveDebt: 'Der Betrag ist höher als die offene Restschuld.',
  // The binding order makes the checks of the check step again; what fails only then has
  // changed in between, and the customer should know that nothing was booked.
  balanceChangedSinceCheck:
    'Dein Guthaben hat sich seit der Prüfung geändert und reicht für diesen Betrag nicht mehr. ' +
    'Der Auftrag wurde nicht ausgeführt. Bitte prüfe den Betrag noch einmal.',
  debtChangedSinceCheck:
    'Deine offene Restschuld hat sich seit der Prüfung geändert und ist jetzt niedriger als ' +
    'dieser Betrag. Die Rückzahlung wurde nicht ausgeführt. Bitte prüfe den Betrag noch einmal.',
} as const;

/**
 * `check` is the step before the binding order: it makes every check and books nothing. The
 * `order` makes the same checks on the contract as it is by then.
 */
export type OrderStage = 'check' | 'order';

/** One deposit at most 100.000,00 €: larger sums go through the adviser. */
export const MAX_DEPOSIT_CENTS = 10_000_000;
const MAX_DEPOSIT_TEXT = '100.000,00 €';

export type PaymentResult = { Betrag: number; Saldo: number; Buchungsdatum: string };
export type RepaymentResult = {
  Betrag: number;
  Restschuld: number;
  RestschuldNeu: number;
  Gebuehr: number;
  Wertstellung: string;
};

// en-CA writes dates as yyyy-mm-dd.
const VIENNA_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Vienna',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** `yyyy-mm-dd` of an instant on the customer's calendar: Vienna's day, not UTC's. */
export function isoDay(epochMs: number): string {
  return VIENNA_DAY.format(epochMs);
}

/** The next Monday to Friday after `iso`. */
export function nextBusinessDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  do date.setUTCDate(date.getUTCDate() + 1);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6);
  return date.toISOString().slice(0, 10);
}

function positive(amount: number): void {
  if (amount <= 0) throw fieldError('betrag', ORDER_MESSAGES.amountNotPositive);
}

/** Savings contracts and fund savings plans take deposits; they hold a balance. */
function savingsBalance(contract: Contract, message: string): number {
  const balance = contract.Details.Balance;
  if (!['Ansparen', 'Andere'].includes(contract.Kind) || balance === undefined) {
    throw fieldError('vertragsnummer', message);
  }
  return balance;
}

export function planDeposit(
  contract: Contract,
  amount: number,
  today: string,
): OrderPlan<PaymentResult> {
  const balance = savingsBalance(contract, ORDER_MESSAGES.depositNotPossible);
  positive(amount);
  if (amount > MAX_DEPOSIT_CENTS) {
    throw fieldError('betrag', ORDER_MESSAGES.amountTooHigh(MAX_DEPOSIT_TEXT));
  }
  const saldo = balance + amount;
  return {
    booking: { BookingDate: today, ValueDate: today, Text: 'Sondereinzahlung', Amount: amount },
    balance: saldo,
    result: { Betrag: amount, Saldo: saldo, Buchungsdatum: today },
  };
}

export function planPayout(
  contract: Contract,
  amount: number,
  today: string,
  stage: OrderStage,
): OrderPlan<PaymentResult> {
  const balance = savingsBalance(contract, ORDER_MESSAGES.payoutNotPossible);
  positive(amount);
  if (amount > balance) {
    throw fieldError(
      'betrag',
      stage === 'check'
        ? ORDER_MESSAGES.payoutAboveBalance
        : ORDER_MESSAGES.balanceChangedSinceCheck,
    );
  }
  const saldo = balance - amount;
  return {
    booking: { BookingDate: today, ValueDate: today, Text: 'Auszahlung', Amount: -amount },
    balance: saldo,
    result: { Betrag: amount, Saldo: saldo, Buchungsdatum: today },
  };
}

/** A loan's spontaneous repayment: free of charge, value date the next business day. */
export function planRepayment(
  contract: Contract,
  amount: number,
  today: string,
  stage: OrderStage,
): OrderPlan<RepaymentResult> {
  const balance = contract.Details.Balance;
  const paidOff = balance !== undefined && balance >= 0;
  if (contract.Kind !== 'Finanzierung' || balance === undefined || (paidOff && stage === 'check')) {
    throw fieldError('vertragsnummer', ORDER_MESSAGES.noRepayment);
  }
  positive(amount);
  if (amount > -balance) {
    throw fieldError(
      'betrag',
      stage === 'check' ? ORDER_MESSAGES.repaymentAboveDebt : ORDER_MESSAGES.debtChangedSinceCheck,
    );
  }
  const valueDate = nextBusinessDay(today);
  return {
    booking: { BookingDate: today, ValueDate: valueDate, Text: 'Sondertilgung', Amount: amount },
    balance: balance + amount,
    result: {
      Betrag: amount,
      Restschuld: -balance,
      RestschuldNeu: -balance - amount,
      Gebuehr: 0,
      Wertstellung: valueDate,
    },
  };
}
