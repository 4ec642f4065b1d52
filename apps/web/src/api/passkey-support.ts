import { isNative } from '../native/platform.ts';

/**
 * Whether this browser can log in with a passkey (decision 029): the web app with WebAuthn,
 * which browsers offer in secure contexts only, at a host name. A passkey belongs to a domain, so
 * the app opened at an IP address can make none ('ip-address'), and says so. The native app logs
 * in with its biometry instead. This check is all the login screen carries; the passkey code
 * loads when it is used.
 */
export function passkeySupport(
  hostname = window.location.hostname,
): 'supported' | 'unsupported' | 'ip-address' {
  if (isNative() || typeof window.PublicKeyCredential !== 'function') return 'unsupported';
  return isIpAddress(hostname) ? 'ip-address' : 'supported';
}

/** `192.168.1.5`, `[::1]` (a URL's host name keeps IPv6 in brackets), `::1` */
export function isIpAddress(hostname: string): boolean {
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(hostname) || hostname.includes(':');
}
