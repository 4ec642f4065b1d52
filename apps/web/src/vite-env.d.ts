/// <reference types="vite/client" />

// Declaration merging with Vite's own ImportMetaEnv needs an interface.
// eslint-disable-next-line @typescript-eslint/consistent-type-definitions
interface ImportMetaEnv {
  readonly VITE_HOST_TEST?: string;
  readonly VITE_HOST_FACHTEST?: string;
  readonly VITE_HOST_LIVE?: string;
  readonly VITE_DEFAULT_HOST?: string;
  readonly VITE_APP_VERSION?: string;
  readonly VITE_APP_BUILD?: string;
  readonly VITE_CLAIM_ONLY?: string;
  readonly VITE_FORGOT_PASSWORD_URL?: string;
  readonly VITE_REGISTRATION_URL?: string;
  /** Development mode in a native build for the test environments. */
  readonly VITE_DEVELOPMENT_MODE?: string;
}
