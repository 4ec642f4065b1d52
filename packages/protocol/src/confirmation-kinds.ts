import { CONTRACT_KIND_COMPANY } from './constants.ts';
import type { Contract } from './calls/contracts.ts';

// Which confirmations a contract offers (decision 043): used where the app lists a contract's
// pages, so kept apart from the confirmation calls and their schemas, which load with the
// confirmations' screens.

/**
 * What a customer can have confirmed: that an insurance is in force, the motor liability cover of
 * a vehicle, the balance of a building-society savings contract, or what is still owed on a loan.
 */
export const CONFIRMATION_KINDS = [
  'versicherung',
  'kfz-haftpflicht',
  'kontostand',
  'aushaftung',
] as const;
export type ConfirmationKind = (typeof CONFIRMATION_KINDS)[number];

/** The motor coverage that is the third-party liability insurance. */
const MOTOR_LIABILITY = 'Haftpflicht';

function isInsurance(contract: Contract): boolean {
  return CONTRACT_KIND_COMPANY[contract.Kind] === 'versicherung';
}

function hasMotorLiability(contract: Contract): boolean {
  const d = contract.Details;
  return (
    contract.Kind === 'KFZ' &&
    d.KfzKennzeichen !== undefined &&
    d.KfzKennzeichen !== '' &&
    (d.KfzDeckungen ?? []).some((c) => c.Deckung === MOTOR_LIABILITY)
  );
}

/** The confirmations a contract offers, by its kind and details. */
export function confirmationKindsOf(contract: Contract): ConfirmationKind[] {
  if (isInsurance(contract)) {
    return hasMotorLiability(contract) ? ['versicherung', 'kfz-haftpflicht'] : ['versicherung'];
  }
  if (contract.Details.Balance === undefined) return [];
  if (contract.Kind === 'Ansparen') return ['kontostand'];
  if (contract.Kind === 'Finanzierung') return ['aushaftung'];
  return [];
}
