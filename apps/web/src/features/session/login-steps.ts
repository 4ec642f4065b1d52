import { sessionCalls, type ResultOf } from '@servicebereich/protocol';
import type { ApiClient } from '../../api/api-client.ts';
import { clearSessionData, writeStored } from '../../native/storage.ts';

/** What a login answers; a passkey's also names the customer's number. */
export type LoginAnswer = ResultOf<typeof sessionCalls.login> & { Verfuegernummer?: string };

/** The login with number and password, asking for the claims' checklists too (SPEC 4). */
export function sendLogin(
  api: ApiClient,
  values: { verfuegernummer: string; passwort: string },
): Promise<LoginAnswer> {
  return api.call(sessionCalls.login, { ...values, includeschadensmeldung: true });
}

/**
 * Keeps what a login brought on the device: the number (the one typed, or for null the one the
 * answer names), the contracts and the checklists. Nothing kept for an earlier customer's offline
 * reading survives a login.
 */
export async function storeLogin(
  customerNumber: string | null,
  answer: LoginAnswer,
): Promise<void> {
  await clearSessionData();
  await Promise.all([
    writeStored('usernumber', customerNumber ?? answer.Verfuegernummer ?? ''),
    writeStored('contracts', answer.vertraege),
    writeStored('checklists', answer.checklists),
  ]);
}
