import { type Contract, type PostboxEntry } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './demo/demo-data.ts';
import { matchRoute } from './routes.ts';
import { analyticsPromptFrame, dashboardFrame, visitorFrames } from './page-frames.tsx';

/** The frame's HTML in a document of its own, to read as a customer would. */
function page(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  return root;
}

describe('the frames of the server’s pages', () => {
  const contracts: readonly Contract[] = buildDemoData('2026-11-27').contracts.map(
    (demo) => demo.contract,
  );
  const letters: PostboxEntry[] = [
    {
      Key: 'PB-0001',
      id: 'a1',
      Status: 'UNREAD',
      Title: 'Ihr Angebot </span><script>alert(1)</script>',
      CreationDate: '2026-11-20',
      RechtlichRelevant: false,
    },
  ];
  const frame = (hideAmounts: boolean) =>
    page(
      dashboardFrame({
        firstName: 'Zoë <Ann>',
        contracts,
        letters,
        hideAmounts,
        now: Date.UTC(2026, 10, 27),
      }),
    );

  it("shows the dashboard's first screen with its texts escaped", () => {
    const shown = frame(false);
    expect(shown.querySelector('h1')?.textContent).toBe('Home');
    expect(shown.querySelector('h2.greeting')?.textContent).toBe('Hallo Zoë <Ann>!');
    expect(shown.querySelector('script')).toBeNull();
    expect(shown.textContent).toContain('Neueste: Ihr Angebot </span><script>alert(1)</script>');
    expect(shown.textContent).toContain('Dein Überblick');
    expect(shown.textContent).toMatch(/Guthaben\d{1,3}(\.\d{3})*,\d{2}\u00A0€/);
    for (const contract of contracts) expect(shown.textContent).toContain(contract.Details.Name);
    expect(shown.querySelector('nav')?.getAttribute('aria-label')).toBe('Hauptnavigation');
  });

  it('masks every amount where the device hides them, with nothing to tap', () => {
    const shown = frame(true);
    expect(shown.textContent).not.toMatch(/\d,\d{2}\u00A0€/);
    expect(shown.textContent).toContain('Betrag ausgeblendet');
    expect(shown.querySelector('.hidden-amount')?.tagName).toBe('SPAN');
  });

  const visitor = (path: string) => page(visitorFrames()[path] ?? '');

  it('carries the usage analytics question hidden, with both answers as plain buttons', () => {
    for (const aboveTabBar of [false, true]) {
      const prompt = page(analyticsPromptFrame({ aboveTabBar })).querySelector('section');
      expect(prompt?.hidden).toBe(true);
      expect(prompt?.hasAttribute('data-page-prompt')).toBe(true);
      expect(prompt?.classList.contains('analytics-prompt--above-tab-bar')).toBe(aboveTabBar);
      expect(prompt?.querySelector('h2')?.textContent).toBe('Nutzungsstatistik');
      expect(
        [...(prompt?.querySelectorAll('button') ?? [])].map((button) => [
          button.type,
          button.dataset['answer'],
          button.textContent,
        ]),
      ).toEqual([
        ['button', 'denied', 'Ablehnen'],
        ['button', 'granted', 'Zustimmen'],
      ]);
    }
  });

  it("shows the login's header and intro", () => {
    const shown = visitor('/login');
    expect(shown.querySelector('h1')?.textContent).toBe('Anmelden');
    expect(shown.textContent).toContain('Melde dich mit deiner Verfügernummer');
  });

  it("carries the brand's mark before the title, as the screens' headers do", () => {
    const mark = frame(false).querySelector('.page-header .page-mark');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(mark?.nextElementSibling?.localName).toBe('h1');
  });

  it('shows the login the logo once: in its intro, not again in the header', () => {
    const shown = visitor('/login');
    expect(shown.querySelector('.page-header .page-mark')).toBeNull();
    expect(shown.querySelectorAll('.brand-logo')).toHaveLength(1);
  });

  it("frames a visitor's first pages, each waiting for its own route's screen", () => {
    const frames = visitorFrames();
    expect(Object.keys(frames).map((path) => matchRoute(path)?.route.name)).toEqual([
      'login',
      'aktivierung',
      'schadensmeldung',
      'schadensmeldung-neu',
    ]);
    for (const path of Object.keys(frames)) {
      expect(visitor(path).firstElementChild?.getAttribute('data-frame-path')).toBe(path);
    }
  });

  it("shows the activation's first step, its birth date for the picker and for typing", () => {
    const shown = visitor('/aktivierung');
    expect(shown.querySelector('h1')?.textContent).toBe('Aktivierungscode einlösen');
    expect(shown.querySelector('h2')?.textContent).toBe('Schritt 1 von 2: Deine Daten');
    const form = shown.querySelector('form[data-frame-form]');
    expect([...(form?.querySelectorAll('input') ?? [])].map((input) => input.name)).toEqual([
      'verfuegernummer',
      'aktivierungscode',
      'geburtsdatum',
      'geburtsdatum-text',
    ]);
    expect(form?.querySelector('button')?.getAttribute('type')).toBe('button');
    expect(shown.querySelector('a[href="/login"]')?.textContent).toBe(
      'Du hast schon ein Passwort? Zur Anmeldung',
    );
    expect(shown.querySelector('.page-header a')?.getAttribute('href')).toBe('/dashboard');
  });

  it('shows a visitor every claim type as a link to its form, and the login', () => {
    const links = (path: string) =>
      [...visitor(path).querySelectorAll('main a')].map((a) => a.getAttribute('href'));
    expect(links('/services/schadensmeldung')).toEqual([
      '/services/schadensmeldung/kfz',
      '/services/schadensmeldung/haushalt',
      '/services/schadensmeldung/sachversicherung',
      '/services/schadensmeldung/rechtsschutz',
      '/services/schadensmeldung/krankenhaus',
      '/services/schadensmeldung/unfall',
      '/login',
    ]);
    expect(links('/services/schadensmeldung-neu')[0]).toBe('/services/schadensmeldung/kfz-neu');
  });
});
