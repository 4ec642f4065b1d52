import { describe, expect, it } from 'vitest';
import { backButtonAction } from './back-button.ts';

describe("Android's back button", () => {
  it('goes back through the history', () => {
    expect(backButtonAction({ canGoBack: true, historyLength: 3, pathname: '/vertraege' })).toBe(
      'back',
    );
  });

  it('goes to the dashboard from a screen with a single history entry', () => {
    expect(backButtonAction({ canGoBack: false, historyLength: 1, pathname: '/nachrichten' })).toBe(
      'dashboard',
    );
    expect(backButtonAction({ canGoBack: true, historyLength: 1, pathname: '/profil' })).toBe(
      'dashboard',
    );
  });

  it('leaves the app from the dashboard without history', () => {
    expect(backButtonAction({ canGoBack: false, historyLength: 1, pathname: '/dashboard' })).toBe(
      'leave-app',
    );
  });
});
