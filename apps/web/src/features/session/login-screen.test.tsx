import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen } from './login-screen.tsx';

function renderLogin(passkey: boolean) {
  const onPasskeyLogin = vi.fn();
  // The page shell follows the location: the heading takes the focus on a page change.
  render(
    <MemoryRouter initialEntries={['/login']}>
      <LoginScreen
        onLogin={() => Promise.resolve()}
        biometric={null}
        onBiometricLogin={() => undefined}
        passkey={passkey}
        onPasskeyLogin={onPasskeyLogin}
      />
    </MemoryRouter>,
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
