import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginScreen } from './login-screen.tsx';

function renderLogin(passkey: boolean, Screen: typeof LoginScreen = LoginScreen) {
  const onPasskeyLogin = vi.fn();
  // The page shell follows the location: the heading takes the focus on a page change.
  render(
    <MemoryRouter initialEntries={['/login']}>
      <Screen
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

describe('the login’s links for a forgotten password and a registration', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
  });

  it('lead to the help’s answers in the app where the build names no page of the provider', () => {
    renderLogin(false);
    const forgot = screen.getByRole('link', { name: 'Passwort vergessen?' });
    expect(forgot.getAttribute('href')).toBe('/hilfe#passwort-vergessen');
    expect(forgot.getAttribute('target')).toBeNull();
    expect(screen.getByRole('link', { name: 'Registrieren' }).getAttribute('href')).toBe(
      '/hilfe#registrieren',
    );
  });

  it('open the provider’s pages in a new tab, said so, where the build names them', async () => {
    vi.stubEnv('VITE_FORGOT_PASSWORD_URL', 'https://www.bausparkasse.example/passwort');
    vi.stubEnv('VITE_REGISTRATION_URL', 'https://www.bausparkasse.example/registrierung');
    vi.resetModules();
    // Imported once the build's variables are set, as the build reads them.
    const { LoginScreen: Configured } = await import('./login-screen.tsx');
    renderLogin(false, Configured);
    const forgot = screen.getByRole('link', {
      name: 'Passwort vergessen? (öffnet eine externe Seite)',
    });
    expect(forgot.getAttribute('href')).toBe('https://www.bausparkasse.example/passwort');
    expect(forgot.getAttribute('target')).toBe('_blank');
    expect(
      screen
        .getByRole('link', { name: 'Registrieren (öffnet eine externe Seite)' })
        .getAttribute('href'),
    ).toBe('https://www.bausparkasse.example/registrierung');
  });
});

describe('the login screen’s brand', () => {
  afterEach(cleanup);

  it('shows the logo once, in the intro, with no second mark in the header', () => {
    renderLogin(false);
    expect(document.querySelector('.page-header .page-mark')).toBeNull();
    expect(document.querySelectorAll('.brand-logo')).toHaveLength(1);
  });
});
