import type { Contract } from './calls/contracts.ts';
import type { PaymentInterval } from './constants.ts';

// When a contract's payments fall due and how much they are: the rules the demo bookings follow
// (demo-ledger.ts) and what the dashboard's "next direct debits" shows.

type Details = Omit<Contract['Details'], 'ContractIdFormatted'>;

export const INTERVAL_MONTHS: Partial<Record<PaymentInterval, number>> = {
  MONTHLY: 1,
  'BI-MONTHLY': 2,
  QUARTERLY: 3,
  'HALF-YEARLY': 6,
  YEARLY: 12,
};

/** The day of the month a payment is due on when the contract names none. */
export const DEFAULT_DEBIT_DAY = 1;

/** `yyyy-mm-dd` of a calendar day; month 1 is January. */
export function calendarDate(year: number, month: number, day: number): string {
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Whether a payment falls due in `month`: every month for monthly contracts, otherwise every
 * interval counted from the month of the main due date (January where none is named).
 */
export function isDueMonth(details: Details, month: number): boolean {
  const every =
    details.PaymentInterval === undefined ? undefined : INTERVAL_MONTHS[details.PaymentInterval];
  if (every === undefined) return false;
  return (month - (details.Hauptfaelligkeit ?? 1) + 12) % every === 0;
}

/** The due date of a payment in a month, on the contract's debit day (or the month's last). */
export function dueDate(details: Details, year: number, month: number): string {
  const day = Math.min(details.DirectDebitDay ?? DEFAULT_DEBIT_DAY, lastDayOfMonth(year, month));
  return calendarDate(year, month, day);
}

/** The monthly instalment of an annuity loan over its whole term, in cents. */
export function annuityInstalment(details: Details): number {
  const principal = details.ContractAmount ?? 0;
  const monthlyRate = (details.InterestRate ?? 0) / 1200;
  const instalments = (details.Duration ?? 1) * 12;
  return Math.round(
    monthlyRate === 0
      ? principal / instalments
      : (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -instalments),
  );
}

/** What one payment of the contract is: the savings rate, the loan instalment or the premium. */
export function paymentAmount(contract: Pick<Contract, 'Kind' | 'Details'>): number | undefined {
  const { Details } = contract;
  if (contract.Kind === 'Finanzierung') {
    return Details.ContractAmount === undefined ? undefined : annuityInstalment(Details);
  }
  return Details.AktuelleSparrate ?? Details.GrossAmount;
}

/**
 * The next direct debit of a contract on or after `today` (`yyyy-mm-dd`), within a year: none
 * for contracts paid otherwise, without an interval, or that have ended by then.
 */
export function nextDirectDebit(
  contract: Pick<Contract, 'Kind' | 'Details'>,
  today: string,
): { date: string; amount: number } | null {
  const { Details } = contract;
  const amount = paymentAmount(contract);
  if (Details.PaymentMode !== 'DIRECTDEBIT' || amount === undefined) return null;
  const from =
    Details.FromDate !== undefined && Details.FromDate > today ? Details.FromDate : today;
  let year = Number(from.slice(0, 4));
  let month = Number(from.slice(5, 7));
  for (let step = 0; step <= 12; step++) {
    const date = dueDate(Details, year, month);
    if (date >= from && isDueMonth(Details, month)) {
      const ended =
        Details.ToDate !== undefined && Details.ToDate !== null && date > Details.ToDate;
      return ended ? null : { date, amount };
    }
    month = (month % 12) + 1;
    if (month === 1) year++;
  }
  return null;
}

/** Whole months from `today` until the contract ends (0 once it has); null if it has no end. */
export function remainingMonths(details: Details, today: string): number | null {
  if (details.ToDate === undefined || details.ToDate === null) return null;
  const end = details.ToDate;
  const monthIndex = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7));
  const months = monthIndex(end) - monthIndex(today) - (end.slice(8) < today.slice(8) ? 1 : 0);
  return Math.max(0, months);
}
