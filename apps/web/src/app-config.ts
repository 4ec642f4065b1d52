import { HOST_IDS, type HostId } from '@servicebereich/protocol';

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

export const APP_VERSION = import.meta.env.VITE_APP_VERSION ?? '1.0.0';
export const APP_BUILD = import.meta.env.VITE_APP_BUILD ?? 'web';

/**
 * Development mode (log capture, the test login, the testing-settings dialog) is on in a local
 * test environment: the Vite dev server, or the app served from this machine.
 */
export function isDevelopmentMode(): boolean {
  return import.meta.env.DEV || ['localhost', '127.0.0.1', '[::1]'].includes(location.hostname);
}

/**
 * The claim-only build offers only the claim routes (SPEC 2); every other route leaves for the
 * provider's service site.
 */
export const CLAIM_ONLY_MODE = import.meta.env.VITE_CLAIM_ONLY === 'true';
