import { deviceLoginMissing, sessionCalls } from '@servicebereich/protocol';
import type { ApiClient } from '../../api/api-client.ts';
import { ApiCallError } from '../../api/api-error.ts';
import { biometric, type BiometricKind } from '../../native/biometric.ts';
import { readStored, writeStored } from '../../native/storage.ts';
import { showAlert } from '../../shell/alert-store.ts';
import { errorTexts } from '../../text/errors.ts';
import { quickLoginTexts } from '../../text/quick-login.ts';
import type { SessionActions } from './session-context.tsx';

const t = quickLoginTexts;

function isMessage(error: ApiCallError, message: string): boolean {
  return error.presentation.kind === 'alert' && error.presentation.message === message;
}

/**
 * The fingerprint or face-id button (decision 027): the credential behind the biometry logs in,
 * and the next secret replaces it. Without one (never set up, a changed biometry, the prompt
 * cancelled) SPEC 5's alert; a credential the server refused is dropped with the flag.
 */
/** The device's kind of biometry for the login, null where it has none set up. */
export async function deviceBiometry(): Promise<BiometricKind | null> {
  return (await biometric.isAvailable()) ? biometric.kind() : null;
}

export async function loginWithBiometry(
  api: ApiClient,
  actions: Pick<SessionActions, 'loginWith'>,
) {
  const credential = await biometric.readCredential(t.biometric.reason);
  if (credential === null) {
    await showAlert({
      header: errorTexts.alertHeader,
      message: t.biometric.noPassword((await readStored('usernumber')) ?? ''),
      buttons: [{ text: errorTexts.alertOk, role: 'confirm' }],
    });
    return;
  }
  try {
    let next = '';
    await actions.loginWith(credential.customerNumber, async () => {
      const result = await api.call(sessionCalls.deviceLogin, {
        verfuegernummer: credential.customerNumber,
        installationid: credential.installationId,
        secret: credential.secret,
        includeschadensmeldung: true,
      });
      next = result.DeviceSecret;
      return result;
    });
    await biometric.saveCredential({ ...credential, secret: next });
  } catch (error) {
    const refused = deviceLoginMissing(credential.customerNumber);
    if (error instanceof ApiCallError && isMessage(error, refused)) {
      await Promise.all([biometric.forgetCredential(), writeStored('fingerprint', false)]);
    }
    throw error;
  }
}

/**
 * After a password login on a device with biometry and no biometric login yet: asks once per
 * login whether to set it up, and sets it up for this customer and device.
 */
export async function offerBiometricLogin(
  api: ApiClient,
  kind: BiometricKind,
  customerNumber: string,
): Promise<void> {
  if ((await readStored('fingerprint')) === true) return;
  const chosen = await showAlert({
    header: t.offerHeader,
    message: t.biometric.offer(kind),
    buttons: [
      { text: t.offerNo, role: 'cancel' },
      { text: t.offerYes, role: 'confirm' },
    ],
  });
  if (chosen?.role !== 'confirm') return;
  const installationId = await biometric.installationId();
  const { DeviceSecret } = await api.call(sessionCalls.registerDeviceLogin, {
    installationid: installationId,
  });
  await biometric.saveCredential({ customerNumber, installationId, secret: DeviceSecret });
  await writeStored('fingerprint', true);
}
