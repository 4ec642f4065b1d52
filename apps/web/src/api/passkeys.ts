import { passkeyCalls } from '@servicebereich/protocol';
import { PASSKEY_MESSAGES } from '@servicebereich/protocol/passkey-messages';
import {
  platformAuthenticatorIsAvailable,
  startAuthentication,
  startRegistration,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/browser';
import { showAlert } from '../shell/alert-store.ts';
import { errorTexts } from '../text/errors.ts';
import type { ApiClient } from './api-client.ts';

/**
 * The browser's side of the passkeys (decision 029), loaded only where a passkey is set up or
 * used: the options come from the server, the browser's WebAuthn makes the answer, the server
 * checks it.
 */

/** The customer closed the browser's dialog, or it timed out: nothing to report. */
function isCancelled(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError')
  );
}

/** Whether the device itself can hold a passkey (fingerprint, face, its PIN). */
export function platformPasskeyAvailable(): Promise<boolean> {
  return platformAuthenticatorIsAvailable();
}

/** Creates a passkey for the customer and stores it; false when the customer cancelled. */
export async function createPasskey(api: ApiClient): Promise<boolean> {
  const { Optionen } = await api.call(passkeyCalls.getPasskeyRegistrationOptions);
  let answer: RegistrationResponseJSON;
  try {
    answer = await startRegistration({
      optionsJSON: Optionen as PublicKeyCredentialCreationOptionsJSON,
    });
  } catch (error) {
    if (isCancelled(error)) return false;
    // The authenticator holds one of the customer's passkeys already (the server excluded it).
    if (error instanceof Error && error.name === 'InvalidStateError') {
      await showAlert({
        header: errorTexts.alertHeader,
        message: PASSKEY_MESSAGES.alreadyRegistered,
        buttons: [{ text: errorTexts.alertOk, role: 'confirm' }],
      });
      return false;
    }
    throw error;
  }
  await api.call(passkeyCalls.registerPasskey, { antwort: JSON.stringify(answer) });
  return true;
}

/**
 * Lets the customer choose one of the passkeys the browser holds for this site; answers what the
 * passkey login sends (`antwort`), or null when the customer cancelled.
 */
export async function choosePasskey(api: ApiClient): Promise<string | null> {
  const { Optionen } = await api.call(passkeyCalls.getPasskeyLoginOptions);
  try {
    const answer = await startAuthentication({
      optionsJSON: Optionen as PublicKeyCredentialRequestOptionsJSON,
    });
    return JSON.stringify(answer);
  } catch (error) {
    if (isCancelled(error)) return null;
    throw error;
  }
}
