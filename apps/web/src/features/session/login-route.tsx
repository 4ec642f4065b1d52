import { useEffect, useState } from 'react';
import { biometric, type BiometricKind } from '../../native/biometric.ts';
import { useApi } from '../../api/api-context.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { loginWithBiometry, offerBiometricLogin } from './biometric-login.ts';
import { LoginScreen } from './login-screen.tsx';
import { useSession } from './session-context.tsx';

/** The login screen wired to the session and the device's biometric login. */
export default function LoginRoute() {
  const { actions } = useSession();
  const api = useApi();
  const [biometricKind, setBiometricKind] = useState<BiometricKind | null>(null);

  useEffect(() => {
    void biometric.isAvailable().then(async (available) => {
      setBiometricKind(available ? await biometric.kind() : null);
    });
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
          offerBiometricLogin(api, biometricKind, values.verfuegernummer).catch(showApiError);
        }
      }}
      onBiometricLogin={() => {
        loginWithBiometry(actions).catch(showApiError);
      }}
    />
  );
}
