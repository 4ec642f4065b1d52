import { Device } from '@capacitor/device';
import { isNative } from './platform.ts';

export type BiometricKind = 'fingerprint' | 'face';

/** What the biometric login keeps on the device (decision 027): behind the biometry only. */
export type DeviceCredential = { customerNumber: string; installationId: string; secret: string };

export type BiometricAdapter = {
  isAvailable: () => Promise<boolean>;
  kind: () => Promise<BiometricKind | null>;
  /** The app's installation id, which the server binds the credential to. */
  installationId: () => Promise<string>;
  /** After the biometric prompt the stored credential; null when none is stored or it failed. */
  readCredential: (reason: string) => Promise<DeviceCredential | null>;
  saveCredential: (credential: DeviceCredential) => Promise<void>;
  forgetCredential: () => Promise<void>;
};

/** The Keychain and Keystore entry's name. */
const ENTRY = 'at.servicebereich.app.device-login';

/** The plugin, loaded where it is used: never in the web app's first load. */
const plugin = () => import('@capgo/capacitor-native-biometric');

/**
 * Fingerprint or face with the credential in the Keychain or Keystore, bound to the biometry
 * enrolled now (a new finger or face makes it unreadable). The secret and the installation id
 * share the password field, as neither holds a dot.
 */
const nativeBiometric: BiometricAdapter = {
  isAvailable: async () => {
    const { NativeBiometric } = await plugin();
    return (await NativeBiometric.isAvailable({ useFallback: false })).isAvailable;
  },
  kind: async () => {
    const { NativeBiometric, BiometryType } = await plugin();
    const { isAvailable, biometryType } = await NativeBiometric.isAvailable({ useFallback: false });
    if (!isAvailable) return null;
    return biometryType === BiometryType.FACE_ID ||
      biometryType === BiometryType.FACE_AUTHENTICATION
      ? 'face'
      : 'fingerprint';
  },
  installationId: async () => (await Device.getId()).identifier,
  readCredential: async (reason) => {
    const { NativeBiometric } = await plugin();
    try {
      const { username, password } = await NativeBiometric.getSecureCredentials({
        server: ENTRY,
        reason,
      });
      const [installationId = '', secret = ''] = password.split('.');
      return { customerNumber: username, installationId, secret };
    } catch {
      // Nothing stored, a changed biometry, or the prompt cancelled: the customer logs in by hand.
      return null;
    }
  },
  saveCredential: async ({ customerNumber, installationId, secret }) => {
    const { NativeBiometric, AccessControl } = await plugin();
    await NativeBiometric.setCredentials({
      server: ENTRY,
      username: customerNumber,
      password: `${installationId}.${secret}`,
      accessControl: AccessControl.BIOMETRY_CURRENT_SET,
    });
  },
  forgetCredential: async () => {
    const { NativeBiometric } = await plugin();
    await NativeBiometric.deleteCredentials({ server: ENTRY });
  },
};

/** The web has no biometric login: the login screen shows no fingerprint or face-id button. */
const noBiometric: BiometricAdapter = {
  isAvailable: () => Promise.resolve(false),
  kind: () => Promise.resolve(null),
  installationId: () => Promise.resolve(''),
  readCredential: () => Promise.resolve(null),
  saveCredential: () => Promise.resolve(),
  forgetCredential: () => Promise.resolve(),
};

/** Biometric login (SPEC 1, 5; decision 027). */
export const biometric: BiometricAdapter = isNative() ? nativeBiometric : noBiometric;
