import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen } from './login-screen.tsx';

function renderLogin(passkey: boolean) {
  const onPasskeyLogin = vi.fn();
  render(
    <LoginScreen
      onLogin={() => Promise.resolve()}
      biometric={null}
      onBiometricLogin={() => undefined}
      passkey={passkey}
      onPasskeyLogin={onPasskeyLogin}
    />,
  );
  return onPasskeyLogin;
}

describe('the login screen’s passkey button', () => {
  afterEach(cleanup);

  it('logs in with a passkey where the browser can', () => {
    const onPasskeyLogin = renderLogin(true);
    fireEvent.click(screen.getByText('Mit Passkey anmelden'));
    expect(onPasskeyLogin).toHaveBeenCalledTimes(1);
  });

  it('is not there where the browser cannot', () => {
    renderLogin(false);
    expect(screen.queryByText('Mit Passkey anmelden')).toBeNull();
  });
});
