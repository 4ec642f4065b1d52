export type BiometricKind = 'fingerprint' | 'face';

export type BiometricAdapter = {
  isAvailable: () => Promise<boolean>;
  kind: () => Promise<BiometricKind | null>;
};

/**
 * Biometric login (SPEC 1, 5). The native part comes with its own plugin; until then, and always
 * on the web, there is none, so the login screen shows no fingerprint or face-id button.
 */
export const biometric: BiometricAdapter = {
  isAvailable: () => Promise.resolve(false),
  kind: () => Promise.resolve(null),
};
