import { useEffect, useState } from 'react';
import type { BiometricKind } from '../../native/biometric.ts';
import { isNative } from '../../native/platform.ts';
import { useApi } from '../../api/api-context.tsx';
import { passkeySupport } from '../../api/passkey-support.ts';
import { showApiError } from '../../shell/show-api-error.ts';
import { LoginScreen } from './login-screen.tsx';
import { notePasskeyOffer } from './passkey-offer-note.ts';
import type { LoginActions } from './session-context.tsx';

/** The biometric login's code: only the native app has one, so the web's first load leaves it out. */
const biometricLogin = () => import('./biometric-login.ts');

/** The passkey code, with the browser's WebAuthn library: loaded when a passkey is used. */
const passkeyLogin = () => import('./passkey-login.ts');

/**
 * The login screen wired to the session's logins (the app's, or the login page's start of its
 * own: login-main.tsx), the device's biometric login and the passkeys.
 */
export default function LoginRoute(props: {
  actions: LoginActions;
  /**
   * Called when a login attempt has ended: the login page's start leaves then, where it logged in,
   * and notes the offer of a passkey for the app on the next page. The app needs none: its login
   * route leads on as the session changes, and the offer comes over the dashboard.
   */
  afterLogin?: () => void;
}) {
  const { actions, afterLogin } = props;
  const api = useApi();
  const [biometricKind, setBiometricKind] = useState<BiometricKind | null>(null);
  const passkey = passkeySupport() === 'supported';

  useEffect(() => {
    if (!isNative()) return;
    void biometricLogin()
      .then(({ deviceBiometry }) => deviceBiometry())
      .then(setBiometricKind);
  }, []);

  return (
    <LoginScreen
      biometric={biometricKind}
      onLogin={async (values) => {
        try {
          await actions.login(values);
        } catch (error) {
          showApiError(error);
          throw error;
        }
        if (biometricKind !== null) {
          biometricLogin()
            .then(({ offerBiometricLogin }) =>
              offerBiometricLogin(api, biometricKind, values.verfuegernummer),
            )
            .catch(showApiError);
        } else if (passkey && afterLogin !== undefined) {
          notePasskeyOffer(values.verfuegernummer);
        } else if (passkey) {
          passkeyLogin()
            .then(({ offerPasskey }) => offerPasskey(api, values.verfuegernummer))
            .catch(showApiError);
        }
        afterLogin?.();
      }}
      passkey={passkey}
      onPasskeyLogin={() => {
        passkeyLogin()
          .then(({ loginWithPasskey }) => loginWithPasskey(api, actions))
          .catch(showApiError)
          .finally(afterLogin);
      }}
      onBiometricLogin={() => {
        biometricLogin()
          .then(({ loginWithBiometry }) => loginWithBiometry(api, actions))
          .catch(showApiError)
          .finally(afterLogin);
      }}
    />
  );
}
