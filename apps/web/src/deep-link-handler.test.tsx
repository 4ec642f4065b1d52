import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeepLinkHandler } from './deep-link-handler.tsx';

// The native app: its URL events and back button stay quiet; a tapped push notification is
// played by the test through the listener the handler gave the push adapter.
const phone = vi.hoisted(() => ({ tapped: null as ((screen: string) => void) | null }));
vi.mock('./native/platform.ts', () => ({ isNative: () => true, platformName: () => 'android' }));
vi.mock('./native/app-lifecycle.ts', () => ({
  onAppUrlOpen: () => () => undefined,
  onBackButton: () => () => undefined,
  leaveApp: () => Promise.resolve(),
}));
vi.mock('./native/push.ts', () => ({
  push: {
    onOpened: (listener: (screen: string) => void) => {
      phone.tapped = listener;
      return () => {
        phone.tapped = null;
      };
    },
  },
}));

function Location() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

function renderHandler(loggedIn: boolean) {
  const rememberAfterLogin = vi.fn();
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <DeepLinkHandler loggedIn={loggedIn} rememberAfterLogin={rememberAfterLogin} />
      <Location />
    </MemoryRouter>,
  );
  return { rememberAfterLogin };
}

/** Taps a notification once the handler has given the adapter its listener (loaded on use). */
async function tap(screenPath: string) {
  await vi.waitFor(() => {
    expect(phone.tapped).not.toBeNull();
  });
  act(() => {
    phone.tapped?.(screenPath);
  });
}

describe('a tapped push notification', () => {
  beforeEach(() => {
    phone.tapped = null;
  });
  afterEach(cleanup);

  it('opens the screen it names', async () => {
    renderHandler(true);
    await tap('/services/unwetterwarnung/7400263190');
    expect(screen.getByTestId('location').textContent).toBe('/services/unwetterwarnung/7400263190');
  });

  it('opens it after the login when the app starts logged out', async () => {
    const { rememberAfterLogin } = renderHandler(false);
    await tap('/nachrichten');
    expect(rememberAfterLogin).toHaveBeenCalledWith('/nachrichten');
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });

  it('opens nothing outside the app', async () => {
    const { rememberAfterLogin } = renderHandler(true);
    await tap('//evil.example/nachrichten');
    await tap('https://evil.example/');
    expect(screen.getByTestId('location').textContent).toBe('/dashboard');
    expect(rememberAfterLogin).not.toHaveBeenCalled();
  });

  it('is no longer heard once the handler is gone', async () => {
    renderHandler(true);
    await vi.waitFor(() => {
      expect(phone.tapped).not.toBeNull();
    });
    cleanup();
    await vi.waitFor(() => {
      expect(phone.tapped).toBeNull();
    });
  });

  it('is not heard when the handler is gone before the listener is given', async () => {
    renderHandler(true);
    cleanup();
    // The adapter's module arrives after the handler went: the listener it is then given goes too.
    await vi.dynamicImportSettled();
    await vi.waitFor(() => {
      expect(phone.tapped).toBeNull();
    });
  });
});
