import { isNative } from '../native/platform.ts';

/**
 * Whether this browser can log in with a passkey (decision 029): the web app with WebAuthn,
 * which browsers offer in secure contexts only. The native app logs in with its biometry instead.
 * This check is all the login screen carries; the passkey code loads when it is used.
 */
export function passkeysSupported(): boolean {
  return !isNative() && typeof window.PublicKeyCredential === 'function';
}
