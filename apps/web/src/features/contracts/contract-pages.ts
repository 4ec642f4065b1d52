import { confirmationKindsOf, type Contract } from '@servicebereich/protocol';

/** The sub-pages of a contract (SPEC 2), in the order the overview offers them. */
export const CONTRACT_PAGES = [
  'uebersicht',
  'vertragsdetails',
  'umsaetze',
  'sepa-lastschrift',
  'einzahlung',
  'auszahlung',
  'spontanrueckzahlung',
  'anpassen',
  'fonds',
  'gutschein',
  'kfz-begutachtung',
  'berater',
  'unwetterwarnung',
  // Beyond the spec: confirmations of the contract (decision 043).
  'bestaetigungen',
] as const;
export type ContractPage = (typeof CONTRACT_PAGES)[number];

const SAVINGS_KINDS: ReadonlySet<Contract['Kind']> = new Set(['Ansparen', 'Andere']);

/** Whether a contract's kind, details and Features offer a sub-page. */
export function offersPage(contract: Contract, page: ContractPage): boolean {
  const d = contract.Details;
  switch (page) {
    case 'uebersicht':
    case 'vertragsdetails':
    case 'umsaetze':
    case 'berater':
      return true;
    case 'sepa-lastschrift':
      return d.PaymentMode === 'DIRECTDEBIT';
    case 'einzahlung':
    case 'auszahlung':
      return SAVINGS_KINDS.has(contract.Kind) && d.Balance !== undefined;
    case 'spontanrueckzahlung':
      return contract.Kind === 'Finanzierung' && d.Balance !== undefined && d.Balance < 0;
    case 'anpassen':
    case 'fonds':
      return d.Produkt !== undefined;
    case 'gutschein':
    case 'kfz-begutachtung':
      return contract.Kind === 'KFZ' && d.KfzKennzeichen !== undefined;
    case 'unwetterwarnung':
      return contract.Features.Unwetter === true;
    case 'bestaetigungen':
      return confirmationKindsOf(contract).length > 0;
  }
}

export type ContractAction = Exclude<ContractPage, 'uebersicht'>;

/** The pages the overview links to: every offered page but the overview itself. */
export function overviewActions(contract: Contract): ContractAction[] {
  return CONTRACT_PAGES.filter(
    (page): page is ContractAction => page !== 'uebersicht' && offersPage(contract, page),
  );
}
