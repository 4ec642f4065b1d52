import type { PagePasswordPage } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import { SERVICE_SITE_URL } from './app-links.ts';
import { decideNavigation, type NavigationState } from './decide-navigation.ts';

const LOGGED_OUT: NavigationState = {
  loggedIn: false,
  claimOnlyMode: false,
  unlockedPages: new Set(),
};
const LOGGED_IN: NavigationState = { ...LOGGED_OUT, loggedIn: true };
const CLAIM_ONLY: NavigationState = { ...LOGGED_OUT, claimOnlyMode: true };

describe('decideNavigation', () => {
  it('shows a customer route to a logged-in customer', () => {
    const decision = decideNavigation('/wohnen/vertrag/1234567890/umsaetze', LOGGED_IN);
    expect(decision).toMatchObject({
      kind: 'allow',
      match: {
        route: { name: 'vertrag-umsaetze' },
        params: { motive: 'wohnen', contractId: '1234567890' },
      },
    });
  });

  it('sends a visitor to the login and remembers the full link', () => {
    expect(decideNavigation('/nachrichten', LOGGED_OUT)).toEqual({
      kind: 'login',
      afterLogin: '/nachrichten',
    });
    expect(decideNavigation('/services/berater?direktkontakt=1', LOGGED_OUT)).toEqual({
      kind: 'login',
      afterLogin: '/services/berater?direktkontakt=1',
    });
    expect(decideNavigation('/services/berater#videotermine', LOGGED_OUT)).toEqual({
      kind: 'login',
      afterLogin: '/services/berater#videotermine',
    });
  });

  it('shows public routes to a visitor', () => {
    for (const path of [
      '/dashboard',
      '/login',
      '/profil',
      '/services/me1ns/my21/3',
      '/services/schadensmeldung/kfz',
      '/mobilitaet/vertrag/1234567890/schadensmeldung/kfz',
    ]) {
      expect(decideNavigation(path, LOGGED_OUT).kind).toBe('allow');
    }
  });

  it('redirects / to the dashboard', () => {
    expect(decideNavigation('/', LOGGED_OUT)).toEqual({ kind: 'redirect', to: '/dashboard' });
  });

  it('shows the not-found page for unknown paths and invalid motives', () => {
    expect(decideNavigation('/gibt-es-nicht', LOGGED_IN)).toEqual({ kind: 'allow', match: null });
    expect(decideNavigation('/garten/kreditcheckliste', LOGGED_OUT)).toEqual({
      kind: 'allow',
      match: null,
    });
  });

  it('cancels /aktion and stays', () => {
    expect(decideNavigation('/aktion', LOGGED_IN)).toEqual({ kind: 'cancel' });
    expect(decideNavigation('/aktion?id=4', CLAIM_ONLY)).toEqual({ kind: 'cancel' });
  });

  it('opens an address in a path in the in-app browser with referrer=app', () => {
    expect(decideNavigation('/https://www.example.at/artikel?id=5', LOGGED_OUT)).toEqual({
      kind: 'open-in-app-browser',
      url: 'https://www.example.at/artikel?id=5&referrer=app',
    });
    expect(decideNavigation('/services/http:/www.example.at', LOGGED_IN)).toEqual({
      kind: 'open-in-app-browser',
      url: 'http://www.example.at/?referrer=app',
    });
    expect(decideNavigation('/https%3A%2F%2Fwww.example.at%2Fx', LOGGED_IN)).toEqual({
      kind: 'open-in-app-browser',
      url: 'https://www.example.at/x?referrer=app',
    });
  });

  it('does not take an address in the query of a route for a link', () => {
    expect(decideNavigation('/dashboard?quelle=https://www.example.at', LOGGED_OUT).kind).toBe(
      'allow',
    );
  });

  it('allows only the claim routes in the claim-only mode', () => {
    for (const path of [
      '/services/schadensmeldung',
      '/services/schadensmeldung-neu',
      '/services/schadensmeldung/haushalt-neu/1234567890',
      '/services/schadensmeldung/unfall',
    ]) {
      expect(decideNavigation(path, CLAIM_ONLY).kind).toBe('allow');
    }
    for (const path of [
      '/dashboard',
      '/',
      '/login',
      '/gibt-es-nicht',
      '/wohnen/vertrag/1234567890/schadensmeldung',
    ]) {
      expect(decideNavigation(path, { ...CLAIM_ONLY, loggedIn: true })).toEqual({
        kind: 'leave-app',
        url: SERVICE_SITE_URL,
      });
    }
  });

  it('asks for the page password until the page is unlocked', () => {
    const path = '/services/video-termin-abschluss?termin=abc';
    expect(decideNavigation(path, LOGGED_OUT)).toEqual({
      kind: 'redirect',
      to: '/protected?page=video-termin-abschluss&ziel=%2Fservices%2Fvideo-termin-abschluss%3Ftermin%3Dabc',
    });
    const unlocked = new Set<PagePasswordPage>(['video-termin-abschluss']);
    expect(decideNavigation(path, { ...LOGGED_OUT, unlockedPages: unlocked })).toMatchObject({
      kind: 'allow',
      match: { route: { name: 'video-termin-abschluss' } },
    });
  });
});
