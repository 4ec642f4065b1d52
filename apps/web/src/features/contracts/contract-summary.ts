import {
  formatAmount,
  isoToDisplay,
  nextDirectDebit,
  paymentAmount,
  remainingMonths,
  type Contract,
} from '@servicebereich/protocol';
import { contractTexts } from '../../text/contracts.ts';

const t = contractTexts.overview.summary;

/** How far a contract has come, as a share of a whole: its text, value and maximum. */
export type SummaryProgress = { text: string; value: number; max: number };

export type SummaryRow = { label: string; value: string };

function day(iso: string): string {
  return isoToDisplay(iso) ?? iso;
}

/** Days since 1970 of a `yyyy-mm-dd` date, for shares of a term. */
function dayNumber(iso: string): number {
  return Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
}

/** A share of a whole in whole percent, never above 100. */
function percentOf(part: number, whole: number): number {
  return Math.min(100, Math.floor((part / whole) * 100));
}

/**
 * The progress a contract's overview draws: a loan's part repaid of what was lent, a savings
 * contract's balance toward its contract sum, any other contract's term from its start to its end
 * as of `today`; none where the data lacks a part.
 */
export function summaryProgress(contract: Contract, today: string): SummaryProgress | null {
  const d = contract.Details;
  if (
    contract.Kind !== 'Finanzierung' &&
    d.ContractAmount !== undefined &&
    d.ContractAmount > 0 &&
    d.Balance !== undefined
  ) {
    const saved = Math.min(d.ContractAmount, Math.max(0, d.Balance));
    return {
      text: t.saved(
        formatAmount(d.Balance),
        formatAmount(d.ContractAmount),
        percentOf(saved, d.ContractAmount),
      ),
      value: saved,
      max: d.ContractAmount,
    };
  }
  if (contract.Kind === 'Finanzierung') {
    if (d.ContractAmount === undefined || d.ContractAmount <= 0 || d.Balance === undefined) {
      return null;
    }
    const open = Math.min(d.ContractAmount, Math.max(0, -d.Balance));
    const repaid = d.ContractAmount - open;
    return {
      text: t.repaid(
        formatAmount(repaid),
        formatAmount(d.ContractAmount),
        percentOf(repaid, d.ContractAmount),
      ),
      value: repaid,
      max: d.ContractAmount,
    };
  }
  if (d.FromDate === undefined || d.ToDate === undefined || d.ToDate === null) return null;
  const whole = dayNumber(d.ToDate) - dayNumber(d.FromDate);
  if (whole <= 0) return null;
  const passed = Math.min(whole, Math.max(0, dayNumber(today) - dayNumber(d.FromDate)));
  const months = remainingMonths(d, today) ?? 0;
  return {
    text:
      t.term(day(d.FromDate), day(d.ToDate)) +
      (months === 0 ? t.termEnded : t.termLeft(contractTexts.details.remainingTerm(months))),
    value: passed,
    max: whole,
  };
}

/**
 * The rows under the figure: the next direct debit, the rate of a loan or a savings plan, and
 * what an insurance covers (the vehicle and its covers, the sums and the address insured).
 */
export function summaryRows(contract: Contract, today: string): SummaryRow[] {
  const d = contract.Details;
  const debit = nextDirectDebit(contract, today);
  const amount = paymentAmount(contract);
  const interval =
    d.PaymentInterval === undefined ? '' : ` ${contractTexts.paymentIntervals[d.PaymentInterval]}`;
  const rows: (SummaryRow | null)[] = [
    debit === null
      ? null
      : { label: t.nextDebit(day(debit.date)), value: formatAmount(debit.amount) },
    contract.Kind === 'Finanzierung' && amount !== undefined
      ? { label: t.instalment, value: `${formatAmount(amount)}${interval}` }
      : null,
    d.AktuelleSparrate === undefined
      ? null
      : { label: t.savingsRate, value: `${formatAmount(d.AktuelleSparrate)}${interval}` },
    d.KfzBezeichnung === undefined ? null : { label: t.vehicle, value: d.KfzBezeichnung },
    d.KfzDeckungen === undefined || d.KfzDeckungen.length === 0
      ? null
      : { label: t.covered, value: d.KfzDeckungen.map((cover) => cover.Deckung).join(', ') },
    d.HoechsthaftungssummeHaushalt === undefined
      ? null
      : { label: t.household, value: formatAmount(d.HoechsthaftungssummeHaushalt) },
    d.HoechsthaftungssummeEigenheim === undefined
      ? null
      : { label: t.home, value: formatAmount(d.HoechsthaftungssummeEigenheim) },
    d.Risikoadresse === undefined ? null : { label: t.address, value: d.Risikoadresse },
  ];
  return rows.filter((row) => row !== null);
}
