import type { z } from 'zod/mini';
import type { Contract } from './calls/contracts.ts';
import type { transactionSchema } from './calls/contract-pages.ts';
import {
  annuityInstalment,
  calendarDate,
  dueDate,
  isDueMonth,
  lastDayOfMonth,
} from './debit-schedule.ts';

// The bookings of demo contracts, shared by the server's demo data and the app's test mode. They
// are derived from the contract details only, so the same `today` always gives the same bookings
// and balances add up.

export type LedgerBooking = z.infer<typeof transactionSchema>;

export type LedgerKind =
  /** Building savings: monthly deposits; interest, tax, state premium and fee at 31.12. */
  | 'savings'
  /** Fund savings plan: monthly deposits into funds that have gained a little. */
  | 'fundPlan'
  /** Loan: the payout, monthly annuity instalments and interest at each quarter's end. */
  | 'loan'
  /** Insurance: one premium per due date of the payment interval (per coverage for motor). */
  | 'premiums';

export type LedgerDetails = Omit<Contract['Details'], 'ContractIdFormatted'>;

/** What differs between the data sets that use these rules. */
export type LedgerOptions = {
  /** yyyy-mm-dd; nothing is booked after it. */
  today: string;
  /** Contracts that began earlier show their bookings from this date on; none shows all. */
  ledgerStart?: string;
  /** Yearly account fee of building savings, in cents. */
  savingsAccountFee: number;
  /** How much a fund savings plan has gained over all deposits, in percent. */
  fundGainPercent: number;
};

export type Ledger = {
  /** Oldest first. */
  transactions: LedgerBooking[];
  /** Savings, fund plans and loans have one; insurance has none. */
  balance?: number;
};

/** Kapitalertragsteuer on interest, in percent. */
export const KEST_PERCENT = 25;
/** The state building-savings premium: a percentage of at most this much deposited per year. */
export const BAUSPARPRAEMIE_PERCENT = 1.5;
export const BAUSPARPRAEMIE_MAX_BASE = 120_000;

/** Motor premiums per coverage (cents per payment interval); the gross premium is their sum. */
export function motorCoverages(premiums: Readonly<Record<string, number>>) {
  const KfzDeckungen = Object.entries(premiums).map(([Deckung, Betrag]) => ({ Deckung, Betrag }));
  return { KfzDeckungen, GrossAmount: KfzDeckungen.reduce((sum, c) => sum + c.Betrag, 0) };
}

/** Every [year, month] from the month of `from` to the month of `to`. */
function months(from: string, to: string): [number, number][] {
  const index = (iso: string) => Number(iso.slice(0, 4)) * 12 + Number(iso.slice(5, 7)) - 1;
  const result: [number, number][] = [];
  for (let i = index(from); i <= index(to); i++) result.push([Math.floor(i / 12), (i % 12) + 1]);
  return result;
}

function booking(date: string, text: string, amount: number): LedgerBooking {
  return { BookingDate: date, ValueDate: date, Text: text, Amount: amount };
}

function total(transactions: readonly LedgerBooking[]): number {
  return transactions.reduce((sum, t) => sum + t.Amount, 0);
}

/** Interest is 30/360 on each month's closing balance and is credited, with its tax, at 31.12. */
function savingsLedger(d: LedgerDetails, first: string, options: LedgerOptions): Ledger {
  const { today } = options;
  const deposit = d.AktuelleSparrate ?? 0;
  const rate = d.InterestRate ?? 0;
  const transactions: LedgerBooking[] = [];
  let balance = 0;
  let accrued = 0;
  let depositedThisYear = 0;
  const add = (t: LedgerBooking) => {
    transactions.push(t);
    balance += t.Amount;
  };
  for (const [year, month] of months(first, today)) {
    const date = dueDate(d, year, month);
    if (date <= today) {
      add(booking(date, 'Einzahlung', deposit));
      depositedThisYear += deposit;
    }
    accrued += (balance * rate) / 1200;
    const yearEnd = calendarDate(year, 12, 31);
    if (month === 12 && yearEnd <= today) {
      const interest = Math.round(accrued);
      const premiumBase = Math.min(depositedThisYear, BAUSPARPRAEMIE_MAX_BASE);
      add(booking(yearEnd, `Zinsgutschrift ${year}`, interest));
      add(
        booking(
          yearEnd,
          `Kapitalertragsteuer ${year}`,
          -Math.round((interest * KEST_PERCENT) / 100),
        ),
      );
      add(
        booking(
          yearEnd,
          `Bausparprämie ${year}`,
          Math.round((premiumBase * BAUSPARPRAEMIE_PERCENT) / 100),
        ),
      );
      add(booking(yearEnd, `Kontoführungsgebühr ${year}`, -options.savingsAccountFee));
      accrued = 0;
      depositedThisYear = 0;
    }
  }
  return { transactions, balance };
}

function fundPlanLedger(d: LedgerDetails, first: string, options: LedgerOptions): Ledger {
  const transactions = months(first, options.today)
    .map(([year, month]) => dueDate(d, year, month))
    .filter((date) => date <= options.today)
    .map((date) => booking(date, 'Sparplan-Einzahlung', d.AktuelleSparrate ?? 0));
  return {
    transactions,
    balance: Math.round((total(transactions) * (100 + options.fundGainPercent)) / 100),
  };
}

/** An annuity loan: the same instalment every month, interest on what is still owed. */
function loanLedger(d: LedgerDetails, first: string, options: LedgerOptions): Ledger {
  const { today } = options;
  const principal = d.ContractAmount ?? 0;
  const monthlyRate = (d.InterestRate ?? 0) / 1200;
  const instalment = annuityInstalment(d);
  const payout = d.FromDate ?? first;
  const transactions = [booking(payout, `Auszahlung ${d.Name}`, -principal)];
  let balance = -principal;
  let accrued = 0;
  for (const [year, month] of months(first, today)) {
    accrued += -balance * monthlyRate;
    const date = dueDate(d, year, month);
    // The first instalment is due in the month after the payout.
    if (date.slice(0, 7) !== payout.slice(0, 7) && date <= today) {
      transactions.push(booking(date, 'Kreditrate', instalment));
      balance += instalment;
    }
    const quarterEnd = calendarDate(year, month, lastDayOfMonth(year, month));
    if (month % 3 === 0 && quarterEnd <= today) {
      const interest = Math.round(accrued);
      transactions.push(booking(quarterEnd, `Sollzinsen ${month / 3}. Quartal ${year}`, -interest));
      balance -= interest;
      accrued = 0;
    }
  }
  return { transactions, balance };
}

/** Premiums fall due every interval counted from the month of the main due date. */
function premiumLedger(d: LedgerDetails, first: string, options: LedgerOptions): Ledger {
  const lines = d.KfzDeckungen?.map((c) => ({
    text: `Prämie Kfz-${c.Deckung}`,
    amount: c.Betrag,
  })) ?? [{ text: `Prämie ${d.Name}`, amount: d.GrossAmount ?? 0 }];
  const transactions = months(first, options.today)
    .filter(([, month]) => isDueMonth(d, month))
    .map(([year, month]) => dueDate(d, year, month))
    .filter((date) => date <= options.today)
    .flatMap((date) => lines.map((line) => booking(date, line.text, -line.amount)));
  return { transactions };
}

const LEDGERS: Record<
  LedgerKind,
  (d: LedgerDetails, first: string, options: LedgerOptions) => Ledger
> = {
  savings: savingsLedger,
  fundPlan: fundPlanLedger,
  loan: loanLedger,
  premiums: premiumLedger,
};

/** The bookings of a contract from its start (or the ledger start, if later) up to `today`. */
export function demoLedger(
  kind: LedgerKind,
  details: LedgerDetails,
  options: LedgerOptions,
): Ledger {
  const { ledgerStart } = options;
  const from = details.FromDate;
  const first =
    from === undefined || (ledgerStart !== undefined && ledgerStart > from) ? ledgerStart : from;
  // A contract that has not started yet has no bookings.
  if (first === undefined) return { transactions: [] };
  return LEDGERS[kind](details, first, options);
}
