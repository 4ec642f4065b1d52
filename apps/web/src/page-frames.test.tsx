import { type Contract, type PostboxEntry } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import { buildDemoData } from './demo/demo-data.ts';
import { dashboardFrame, loginFrame } from './page-frames.tsx';

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

  it("shows the login's header and intro", () => {
    const shown = page(loginFrame());
    expect(shown.querySelector('h1')?.textContent).toBe('Anmelden');
    expect(shown.textContent).toContain('Melde dich mit deiner Verfügernummer');
  });

  it("carries the brand's mark before the title, as the screens' headers do", () => {
    const mark = frame(false).querySelector('.page-header .page-mark');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(mark?.nextElementSibling?.localName).toBe('h1');
  });

  it('shows the login the logo once: in its intro, not again in the header', () => {
    const shown = page(loginFrame());
    expect(shown.querySelector('.page-header .page-mark')).toBeNull();
    expect(shown.querySelectorAll('.brand-logo')).toHaveLength(1);
  });
});
