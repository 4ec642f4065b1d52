import { formatAmount, type Contract } from '@servicebereich/protocol';
import { contractListTexts as t } from '../text/contract-list.ts';

/** The status most contracts have; lists name a status only where it differs. */
const USUAL_STATUS = 'aktiv';

type Figure = { label: string; value: string };

/**
 * A contract's balance as customers read it: what is still owed on a loan ("Offener Betrag",
 * never a negative balance), the balance of savings; none without one.
 */
export function balanceFigure(contract: Contract): Figure | null {
  const { Balance } = contract.Details;
  if (Balance === undefined) return null;
  if (contract.Kind === 'Finanzierung') {
    return { label: t.openAmount, value: formatAmount(Math.max(0, -Balance)) };
  }
  return { label: t.balance, value: formatAmount(Balance) };
}

/**
 * The one figure of a contract in lists: its balance (balanceFigure), or the premium with its
 * interval ("118,50 € vierteljährlich"); none for others.
 */
export function contractFigure(contract: Contract): Figure | null {
  const { GrossAmount, PaymentInterval } = contract.Details;
  const balance = balanceFigure(contract);
  if (balance !== null) return balance;
  if (GrossAmount !== undefined) {
    const amount = formatAmount(GrossAmount);
    return {
      label: t.amount,
      value:
        PaymentInterval === undefined ? amount : `${amount} ${t.paymentIntervals[PaymentInterval]}`,
    };
  }
  return null;
}

/** What else identifies a contract in lists: the plate of a motor contract, an unusual status. */
export function contractFacts(contract: Contract): string[] {
  const { KfzKennzeichen, Status } = contract.Details;
  return [
    ...(KfzKennzeichen === undefined ? [] : [`${t.plate}: ${KfzKennzeichen}`]),
    ...(Status === USUAL_STATUS ? [] : [`${t.status}: ${Status}`]),
  ];
}

/** The lines under a contract's name in lists: its number, its facts and its figure. */
export function contractLines(contract: Contract): string[] {
  const figure = contractFigure(contract);
  return [
    contract.Details.ContractIdFormatted,
    ...contractFacts(contract),
    ...(figure === null ? [] : [`${figure.label}: ${figure.value}`]),
  ];
}
