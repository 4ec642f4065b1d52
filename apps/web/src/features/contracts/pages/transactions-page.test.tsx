import { type Contract, generalCalls } from '@servicebereich/protocol';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../api/api-client.ts';
import { ApiProvider } from '../../../api/api-context.tsx';
import { createQueryClient } from '../../../api/query-client.ts';
import type { Transport } from '../../../api/transport.ts';
import { TransactionsPage } from './transactions-page.tsx';

const contract: Contract = {
  ContractId: '4102738561',
  Kind: 'Ansparen',
  Motives: { geld: 'Mein Vermögen' },
  Features: {},
  Details: { Name: 'Bausparvertrag', ContractIdFormatted: '410-273.856-1', Status: 'beendet' },
};

/**
 * Answers every year with `years` as the years that have bookings; 2024 has one. A year in
 * `held` is answered once its promise has settled.
 */
function transport(
  years: readonly number[],
  held: Readonly<Record<number, Promise<void>>> = {},
): Transport {
  return {
    fileUrl: () => '',
    send: ({ call, params }) => {
      if (call === generalCalls.getCsrfToken) {
        return Promise.resolve({
          httpStatus: 200,
          body: { Status: 200, Result: { CSRFToken: 't' } },
        });
      }
      const year = Number(params['jahr']);
      const Entries =
        year === 2024 && years.includes(2024)
          ? [
              {
                BookingDate: '2024-12-31',
                ValueDate: '2024-12-31',
                Text: 'Schlusszahlung',
                Amount: 100,
              },
            ]
          : [];
      return (held[year] ?? Promise.resolve()).then(() => ({
        httpStatus: 200,
        body: { Status: 200, Result: { Year: year, Years: years, Entries } },
      }));
    },
  };
}

function renderPage(
  years: readonly number[],
  held: Readonly<Record<number, Promise<void>>> = {},
): void {
  const api = createApiClient({
    transport: transport(years, held),
    onNotLoggedIn: () => undefined,
    onSessionTokenFailure: () => undefined,
  });
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: () => undefined })}>
      <MemoryRouter>
        <TransactionsPage contract={contract} overviewPath="/geld/vertrag/4102738561/uebersicht" />
      </MemoryRouter>
    </ApiProvider>,
  );
}

describe('TransactionsPage', () => {
  afterEach(cleanup);

  it('opens on the newest year with bookings when this year has none', async () => {
    renderPage([2024, 2023]);
    expect(await screen.findByText('Schlusszahlung')).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Jahr' }).value).toBe('2024');
    expect(screen.getByRole('heading', { name: '31.12.2024' })).toBeTruthy();
    // The export says "Exportieren" beside the year; its group names the year it exports.
    const exports = screen.getByRole('group', { name: 'Umsätze 2024 exportieren' });
    expect(exports.textContent).toBe('ExportierenAls CSVAls PDF');
  });

  it('says a year has no bookings and leads to the newest year that has', async () => {
    renderPage([2024, 2023]);
    await screen.findByText('Schlusszahlung');
    fireEvent.change(screen.getByRole('combobox', { name: 'Jahr' }), {
      target: { value: '2023' },
    });
    expect(await screen.findByText('Im Jahr 2023 gibt es keine Umsätze.')).toBeTruthy();
    fireEvent.click(screen.getByText('Umsätze 2024 ansehen'));
    expect(await screen.findByText('Schlusszahlung')).toBeTruthy();
  });

  it('dims the entries shown while the year picked loads, and says so', async () => {
    const gate = Promise.withResolvers<undefined>();
    renderPage([2024, 2023], { 2023: gate.promise });
    await screen.findByText('Schlusszahlung');
    fireEvent.change(screen.getByRole('combobox', { name: 'Jahr' }), {
      target: { value: '2023' },
    });
    expect(await screen.findByText('Umsätze 2023 werden geladen …')).toBeTruthy();
    expect(
      screen.getByText('Schlusszahlung').closest('.transactions-card')?.getAttribute('aria-busy'),
    ).toBe('true');
    gate.resolve(undefined);
    expect(await screen.findByText('Im Jahr 2023 gibt es keine Umsätze.')).toBeTruthy();
    expect(screen.queryByText('Umsätze 2023 werden geladen …')).toBeNull();
  });

  it('says when a search finds nothing and clears it', async () => {
    renderPage([2024]);
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Umsätze durchsuchen' }), {
      target: { value: 'Miete' },
    });
    expect(screen.getByText('Keine Umsätze mit „Miete“ gefunden.')).toBeTruthy();
    expect(screen.queryByText('Schlusszahlung')).toBeNull();
    fireEvent.click(screen.getByText('Suche löschen'));
    expect(screen.getByText('Schlusszahlung')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('searchbox').value).toBe('');
  });

  it('says a contract has no bookings yet and leads back to its overview', async () => {
    renderPage([]);
    expect(await screen.findByText('Zu diesem Vertrag gibt es noch keine Umsätze.')).toBeTruthy();
    expect(screen.getByText('Zur Übersicht').closest('a')?.getAttribute('href')).toBe(
      '/geld/vertrag/4102738561/uebersicht',
    );
    expect(screen.queryByRole('combobox', { name: 'Jahr' })).toBeNull();
  });
});
