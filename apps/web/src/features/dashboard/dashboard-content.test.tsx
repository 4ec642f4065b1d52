import type { PostboxEntry } from '@servicebereich/protocol';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildDemoData } from '../../demo/demo-data.ts';
import { TWO_COLUMNS } from '../../shell/media-query.ts';
import { DashboardContent, Overview, PostboxSummary } from './dashboard-content.tsx';

describe('Overview', () => {
  afterEach(cleanup);

  it('lists the next three debits by day: each contract, its day under it, and the amount', () => {
    const contracts = buildDemoData('2026-11-27').contracts.map((demo) => demo.contract);
    render(<Overview contracts={contracts} now={Date.UTC(2026, 10, 27)} />);
    const debits = screen.getByText('Nächste Abbuchungen').nextElementSibling as HTMLElement;
    expect(
      within(debits)
        .getAllByRole('listitem')
        .map((row) => [
          row.querySelector('.debits__what')?.firstChild?.textContent,
          row.querySelector('.debits__date')?.textContent,
          row.querySelector('strong')?.textContent,
        ]),
    ).toEqual([
      ['Bausparvertrag', '05.12.2026', '100,00\u00A0€'],
      ['FlexibleLife', '05.12.2026', '85,00\u00A0€'],
      ['Berufsunfähigkeitsvorsorge', '05.12.2026', '46,90\u00A0€'],
    ]);
  });
});

/** The dashboard's parts without data, and the campaigns given. */
function renderContent(sliders?: ReactNode) {
  render(
    <MemoryRouter>
      <DashboardContent
        firstName="Katharina"
        testMode={false}
        overview={null}
        postbox={null}
        contracts={null}
        sliders={sliders}
      />
    </MemoryRouter>,
  );
}

describe('DashboardContent', () => {
  afterEach(cleanup);

  it('offers the quick actions as rows with their icons', () => {
    renderContent();
    const actions = screen.getByRole('region', { name: 'Schnellzugriff' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [
          link.textContent,
          link.getAttribute('href'),
          link.querySelector('.link-row__icon svg') !== null,
        ]),
    ).toEqual([
      ['Schaden melden', '/services/schadensmeldung', true],
      ['Berater kontaktieren', '/services/berater', true],
      ['Dokument hochladen', '/services/dokbox', true],
    ]);
  });
});

describe('DashboardContent in one column and in two', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  /** The order of the dashboard's parts, and which of them stand in its columns. */
  function layout(twoColumns: boolean) {
    vi.stubGlobal('matchMedia', (media: string) => ({
      matches: twoColumns && media === TWO_COLUMNS,
      media,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    renderContent(<section aria-label="Aktuelles" />);
    const columns = document.querySelector('.card-columns');
    return screen.getAllByRole('region').map((region) => ({
      name: region.getAttribute('aria-label') ?? region.querySelector('h2')?.textContent,
      inColumns: columns?.contains(region) ?? false,
    }));
  }

  it('puts the campaigns after the contracts on a phone, under the quick actions in two columns', () => {
    expect(layout(false)).toEqual([
      { name: 'Postbox', inColumns: true },
      { name: 'Schnellzugriff', inColumns: true },
      { name: 'Deine Verträge', inColumns: true },
      { name: 'Aktuelles', inColumns: false },
    ]);
    cleanup();
    // In two columns the contracts start the second: the campaigns, arriving later, stay in the
    // first.
    expect(layout(true)).toEqual([
      { name: 'Postbox', inColumns: true },
      { name: 'Schnellzugriff', inColumns: true },
      { name: 'Aktuelles', inColumns: true },
      { name: 'Deine Verträge', inColumns: true },
    ]);
    expect(
      screen
        .getByRole('region', { name: 'Deine Verträge' })
        .classList.contains('card-columns__second'),
    ).toBe(true);
  });
});

describe('PostboxSummary', () => {
  afterEach(cleanup);

  const letter = (status: PostboxEntry['Status']): PostboxEntry => ({
    Key: 'brief-1',
    id: 'brief-1',
    Status: status,
    Title: 'Jahreskontoauszug 2025',
    CreationDate: '2026-01-14',
    RechtlichRelevant: false,
  });

  it('says how many letters are unread, that all are read, or that there are none yet', () => {
    const title = (letters: readonly PostboxEntry[]) => {
      render(
        <MemoryRouter>
          <PostboxSummary letters={letters} />
        </MemoryRouter>,
      );
      const text = document.querySelector('.link-row__title')?.textContent;
      cleanup();
      return text;
    };
    expect(title([letter('UNREAD'), letter('READ')])).toBe('1 ungelesene Nachricht');
    expect(title([letter('READ')])).toBe('Du hast alle Nachrichten gelesen.');
    expect(title([])).toBe('Noch keine Nachrichten in deiner Postbox.');
  });
});
