import { bankNameOfBic } from './banks.ts';
import type { Contract } from './calls/contracts.ts';
import type { DirectDebitDay } from './constants.ts';
import { normalizeIban } from './iban.ts';

/** A contract whose direct debits come from the account that `named` debits. */
export function debitsSameAccount(contract: Contract, named: Contract): boolean {
  const { Iban: account } = named.Details;
  const { Iban: iban, PaymentMode } = contract.Details;
  return (
    PaymentMode === 'DIRECTDEBIT' &&
    iban !== undefined &&
    account !== undefined &&
    normalizeIban(iban) === normalizeIban(account)
  );
}

export type NewDebitAccount = {
  kontoinhaber: string;
  /** Normalized, as the catalogue's schema leaves it. */
  iban: string;
  bic: string;
  abbuchungstag: DirectDebitDay;
};

/**
 * A contract's details with a new direct-debit account, as the server stores them and the app's
 * test mode keeps them. The bank's name is the bank's, not the account's: it comes from the
 * directory by the new BIC, or stays while the account is at the same bank.
 */
export function withDebitAccount(
  details: Contract['Details'],
  account: NewDebitAccount,
): Contract['Details'] {
  const { BankName, ...rest } = details;
  const sameBank =
    details.Iban === account.iban ||
    (details.Bic !== undefined && details.Bic.slice(0, 8) === account.bic.slice(0, 8));
  const bankName = bankNameOfBic(account.bic) ?? (sameBank ? BankName : undefined);
  return {
    ...rest,
    ...(bankName === undefined ? {} : { BankName: bankName }),
    PaymentMode: 'DIRECTDEBIT',
    AccountHolderName: account.kontoinhaber,
    Iban: account.iban,
    Bic: account.bic,
    DirectDebitDay: account.abbuchungstag,
  };
}
