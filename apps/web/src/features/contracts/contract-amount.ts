import { formatAmount, type Contract } from '@servicebereich/protocol';
import { contractTexts } from '../../text/contracts.ts';

/** The one figure of a contract in lists: its balance, or else its premium; none for others. */
export function contractFigure(contract: Contract): { label: string; value: string } | null {
  const { Balance, GrossAmount } = contract.Details;
  if (Balance !== undefined) {
    return { label: contractTexts.list.balance, value: formatAmount(Balance) };
  }
  if (GrossAmount !== undefined) {
    return { label: contractTexts.list.amount, value: formatAmount(GrossAmount) };
  }
  return null;
}
