import { passkeyCalls } from '@servicebereich/protocol';
import type { ApiClient } from '../../api/api-client.ts';
import { choosePasskey, createPasskey, platformPasskeyAvailable } from '../../api/passkeys.ts';
import { readStored, writeStored } from '../../native/storage.ts';
import { showAlert } from '../../shell/alert-store.ts';
import { showToast } from '../../shell/toast-store.ts';
import { quickLoginTexts } from '../../text/quick-login.ts';
import { TEST_MODE_CUSTOMER_NUMBER, type SessionActions } from './session-context.tsx';

const t = quickLoginTexts;

/**
 * "Mit Passkey anmelden" (decision 029): the browser offers the passkeys it holds for this site,
 * the server logs in the customer the chosen one belongs to. Cancelled, nothing happens.
 */
export async function loginWithPasskey(
  api: ApiClient,
  actions: Pick<SessionActions, 'loginWith'>,
): Promise<void> {
  const antwort = await choosePasskey(api);
  if (antwort === null) return;
  await actions.loginWith(null, () =>
    api.call(passkeyCalls.passkeyLogin, { antwort, includeschadensmeldung: true }),
  );
}

/**
 * After a password login in a browser whose device can hold a passkey: asks once, in this
 * browser, whether to set one up; the settings can add one later.
 */
export async function offerPasskey(api: ApiClient, customerNumber: string): Promise<void> {
  // The test mode's bundled answers make no passkey a browser could use.
  if (customerNumber === TEST_MODE_CUSTOMER_NUMBER) return;
  if ((await readStored('passkeyAsked')) === true) return;
  if (!(await platformPasskeyAvailable())) return;
  const chosen = await showAlert({
    header: t.offerHeader,
    message: t.passkey.offer,
    buttons: [
      { text: t.offerNo, role: 'cancel' },
      { text: t.offerYes, role: 'confirm' },
    ],
  });
  await writeStored('passkeyAsked', true);
  if (chosen?.role !== 'confirm') return;
  if (await createPasskey(api)) showToast(t.passkey.created);
}
