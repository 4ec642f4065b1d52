import { HOST_IDS, type HostId } from '@servicebereich/protocol';
import { isNative } from './native/platform.ts';

/**
 * The interface hosts the testing-settings dialog switches between. An empty address means the
 * origin the app was loaded from; builds for the stores set them with VITE_HOST_* variables.
 */
export const HOST_URLS: Record<HostId, string> = {
  test: import.meta.env.VITE_HOST_TEST ?? '',
  fachtest: import.meta.env.VITE_HOST_FACHTEST ?? '',
  live: import.meta.env.VITE_HOST_LIVE ?? '',
};

export const DEFAULT_HOST: HostId = HOST_IDS.includes(import.meta.env.VITE_DEFAULT_HOST as HostId)
  ? (import.meta.env.VITE_DEFAULT_HOST as HostId)
  : 'live';

/**
 * The provider's pages for a forgotten password and a registration, linked from the login. Builds
 * for a provider set them with VITE_FORGOT_PASSWORD_URL and VITE_REGISTRATION_URL; without them
 * they are the help's answers, which lead to what works in every installation: a new activation
 * code by letter, redeemed under "Aktivierungscode einlösen".
 */
export const PROVIDER_PAGES = {
  forgotPassword: import.meta.env.VITE_FORGOT_PASSWORD_URL || '/hilfe#passwort-vergessen',
  register: import.meta.env.VITE_REGISTRATION_URL || '/hilfe#registrieren',
} as const;

export const APP_VERSION = import.meta.env.VITE_APP_VERSION ?? '1.0.0';
export const APP_BUILD = import.meta.env.VITE_APP_BUILD ?? 'web';

/**
 * Development mode (log capture, the test login, the testing-settings dialog) is on in a local
 * test environment: the Vite dev server, the web app served from this machine, or a native build
 * for the test environments (`VITE_DEVELOPMENT_MODE=true`, SPEC 6). The native web view's own
 * host is `localhost` too, so on a phone only the build flag counts: store builds are not in
 * development mode.
 */
export function isDevelopmentMode(): boolean {
  if (import.meta.env.DEV || import.meta.env.VITE_DEVELOPMENT_MODE === 'true') return true;
  return !isNative() && ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);
}

/**
 * The claim-only build offers only the claim routes (SPEC 2); every other route leaves for the
 * provider's service site.
 */
export const CLAIM_ONLY_MODE = import.meta.env.VITE_CLAIM_ONLY === 'true';
