import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DESKTOP } from './media-query.ts';
import { TabBar } from './tab-bar.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A screen as wide as a desktop's (`DESKTOP` matches) or as a phone's. */
function screenWidth(desktop: boolean): void {
  vi.stubGlobal('matchMedia', (media: string) => ({
    matches: desktop && media === DESKTOP,
    media,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderTabBar(path = '/dashboard') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <TabBar />
    </MemoryRouter>,
  );
  return screen.getByRole('navigation', { name: 'Hauptnavigation' });
}

describe('the tab bar', () => {
  it('on a phone makes the tabs and the plus button, not the side navigation', () => {
    screenWidth(false);
    const navigation = renderTabBar();
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'Produkte', 'Postbox', 'Menü']);
    expect(within(navigation).getByRole('button', { name: 'Neu erstellen' })).toBeTruthy();
    expect(navigation.querySelector('.side-nav__brand, .side-nav__more')).toBeNull();
  });

  it('makes the plus sheet when it opens and lets it go when it closes', () => {
    screenWidth(false);
    const navigation = renderTabBar();
    expect(document.querySelector('dialog')).toBeNull();
    fireEvent.click(within(navigation).getByRole('button', { name: 'Neu erstellen' }));
    const sheet = screen.getByRole('dialog', { name: 'Was möchtest du tun?' });
    // Each choice named by its title alone, its line on where it leads as its description.
    for (const [name, description] of [
      ['Schadensmeldung erstellen', 'Schritt für Schritt, mit Fotos'],
      ['Berater kontaktieren', 'Per Nachricht oder Videotermin'],
    ]) {
      expect(within(sheet).getByRole('button', { name, description })).toBeTruthy();
    }
    fireEvent.click(within(sheet).getByRole('button', { name: 'Abbrechen' }));
    expect(document.querySelector('dialog')).toBeNull();
  });

  it('on a desktop adds the brand, the plus sheet’s choices and the services', () => {
    screenWidth(true);
    const navigation = renderTabBar();
    expect(navigation.querySelector('.side-nav__brand .brand-logo')).not.toBeNull();
    expect(
      within(navigation).getByRole('link', { name: 'Schadensmeldung erstellen' }),
    ).toBeTruthy();
    expect(within(navigation).getByRole('link', { name: 'Alle Services' })).toBeTruthy();
  });

  it('on a desktop marks the part of the app a page is in, on the pages below it too', () => {
    screenWidth(true);
    const marked = (path: string) => {
      cleanup();
      const navigation = renderTabBar(path);
      return within(navigation)
        .getAllByRole('link')
        .filter((link) => link.getAttribute('aria-current') === 'page')
        .map((link) => link.textContent);
    };
    expect(marked('/services/dokbox')).toEqual(['DokBox']);
    expect(marked('/services/unwetterwarnung-neu/7400263190')).toEqual(['Unwetterwarnung']);
    expect(marked('/services/unwetterwarnung/7400263190')).toEqual(['Unwetterwarnung']);
    expect(marked('/services/schadensmeldung/kfz-neu')).toEqual(['Schadensmeldung erstellen']);
    expect(marked('/services/berater/video-termin/B-20417')).toEqual(['Berater kontaktieren']);
    expect(marked('/services/me1ns/my21/')).toEqual(['Alle Services']);
    expect(marked('/geld/vertrag/4102738561/umsaetze')).toEqual(['Produkte']);
    expect(marked('/services-extra')).toEqual([]);
  });

  it('rendered by the server, which knows no screen, has what every width shows', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/dashboard']}>
        <TabBar everyWidth />
      </MemoryRouter>,
    );
    const root = document.createElement('div');
    root.innerHTML = html;
    expect(root.querySelector('.side-nav__more a[href="/services"]')).not.toBeNull();
    expect(root.querySelector('.tab-bar__plus')).not.toBeNull();
  });
});
