import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Transport, TransportRequest } from './api/transport.ts';

// The claim-only build (VITE_CLAIM_ONLY=true, SPEC 2) as a visitor meets it: the whole app with
// its guards, its shell and the claim screens. The server is the test mode's transport, whose
// answers to a visitor's calls are the server's (docs/decisions/018-claims.md says why this is a
// web test and no e2e run of its own build).

const sent = vi.hoisted((): TransportRequest[] => []);

vi.mock('./shell/host.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./shell/host.ts')>();
  const { createDemoTransport } = await import('./demo/demo-transport.ts');
  const demo = createDemoTransport();
  const transport: Transport = {
    ...demo,
    send: (request) => {
      sent.push(request);
      return demo.send(request);
    },
  };
  return { ...original, serverTransport: () => transport };
});

/** The page on screen (the pages before it are kept, hidden). */
function currentPage(): HTMLElement {
  const page = document.querySelector<HTMLElement>('.app-page:not([hidden])');
  if (page === null) throw new Error('no page on screen');
  return page;
}

function typeIn(field: string, value: string): void {
  const input = currentPage().querySelector(`[id="${field}"]`);
  if (input === null) throw new Error(`no field ${field}`);
  fireEvent.change(input, { target: { value } });
}

describe('the claim-only build', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    localStorage.clear();
  });

  it('takes a visitor from the claim overview through a form to the claim number', async () => {
    vi.stubEnv('VITE_CLAIM_ONLY', 'true');
    // jsdom has no media queries; the app follows the system's colour scheme with one.
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: false,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    window.history.replaceState(null, '', '/services/schadensmeldung');
    // Imported once the build flag is set, as the build reads it.
    const { App } = await import('./app.tsx');
    render(<App />);

    // Every type, and no login: the claim-only build has none.
    const overview = await screen.findByRole('heading', { level: 1, name: 'Schadensmeldung' });
    expect(overview).toBeTruthy();
    await waitFor(() => {
      expect(within(currentPage()).getByRole('link', { name: /Rechtsschutzfall/ })).toBeTruthy();
    });
    expect(within(currentPage()).queryByRole('link', { name: /Anmelden/ })).toBeNull();
    fireEvent.click(within(currentPage()).getByRole('link', { name: /Rechtsschutzfall/ }));

    await waitFor(() => {
      expect(window.location.pathname).toBe('/services/schadensmeldung/rechtsschutz');
      expect(within(currentPage()).getByRole('heading', { name: 'Deine Angaben' })).toBeTruthy();
    });
    typeIn('vertragsnummer', '7602849317');
    typeIn('geburtsdatum', '14.06.1984');
    typeIn('plz', '5020');
    typeIn('name', 'Sabine Wagner');
    typeIn('email', 'sabine.privat@example.at');
    fireEvent.change(within(currentPage()).getByRole('combobox', { name: 'Bereich' }), {
      target: { value: 'arbeit' },
    });
    typeIn('gegner', 'Muster Bau GmbH');
    typeIn('schadendatum', '02.01.2026');
    typeIn('beschreibung', 'Der Lohn für Dezember wurde nicht bezahlt.');
    const form = currentPage().querySelector('form.claim-form');
    if (!(form instanceof HTMLFormElement)) throw new Error('no claim form');
    fireEvent.submit(form);
    // The summary first; the claim is sent from there.
    await within(currentPage()).findByRole('heading', { name: 'Angaben prüfen' });
    expect(sent.filter((r) => r.call.fn === 'MeldenGast')).toHaveLength(0);
    fireEvent.submit(form);

    const done = await within(currentPage()).findByRole('heading', {
      name: 'Danke, dein Schaden ist gemeldet',
    });
    expect(done).toBeTruthy();
    expect(within(currentPage()).getByText(/^S-\d{4}-\d{7}$/)).toBeTruthy();
    // A visitor has no "Meine Schäden"; the way on stays among the claim routes.
    expect(within(currentPage()).queryByText('Zu meinen Schäden')).toBeNull();
    const onward = within(currentPage()).getByText('Zur Schadensmeldung').closest('a');
    expect(onward?.getAttribute('href')).toBe('/services/schadensmeldung');
    expect(sent.filter((r) => r.call.fn === 'MeldenGast')).toHaveLength(1);
  });
});
