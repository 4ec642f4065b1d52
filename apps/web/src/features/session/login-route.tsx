import { useEffect, useState } from 'react';
import { biometric, type BiometricKind } from '../../native/biometric.ts';
import { readStored } from '../../native/storage.ts';
import { showAlert } from '../../shell/alert-store.ts';
import { showApiError } from '../../shell/show-api-error.ts';
import { errorTexts } from '../../text/errors.ts';
import { sessionTexts } from '../../text/session.ts';
import { LoginScreen } from './login-screen.tsx';
import { useSession } from './session-context.tsx';

/** The login screen wired to the session and the device's biometric login. */
export default function LoginRoute() {
  const { actions } = useSession();
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
      }}
      onBiometricLogin={() => {
        void readStored('usernumber').then((number) => {
          // No password is linked to the number on this device yet (the native store comes
          // with the biometric plugin), so the customer logs in by hand.
          void showAlert({
            header: errorTexts.alertHeader,
            message: sessionTexts.login.biometric.noPassword(number ?? ''),
            buttons: [{ text: errorTexts.alertOk, role: 'confirm' }],
          });
        });
      }}
    />
  );
}
