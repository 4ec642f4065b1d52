import { CALLS, type Contract } from '@servicebereich/protocol';
import { cleanup, render, screen } from '@testing-library/react';
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

/** A contract whose bookings ended in 2024: every year answers with the years that have any. */
const endedContract: Transport = {
  fileUrl: () => '',
  send: ({ call, params }) => {
    if (call === CALLS.getCsrfToken) {
      return Promise.resolve({
        httpStatus: 200,
        body: { Status: 200, Result: { CSRFToken: 't' } },
      });
    }
    const year = Number(params['jahr']);
    const Entries =
      year === 2024
        ? [
            {
              BookingDate: '2024-12-31',
              ValueDate: '2024-12-31',
              Text: 'Schlusszahlung',
              Amount: 100,
            },
          ]
        : [];
    return Promise.resolve({
      httpStatus: 200,
      body: { Status: 200, Result: { Year: year, Years: [2024, 2023], Entries } },
    });
  },
};

describe('TransactionsPage', () => {
  afterEach(cleanup);

  it('opens on the newest year with bookings when this year has none', async () => {
    const api = createApiClient({
      transport: endedContract,
      onNotLoggedIn: () => undefined,
      onSessionTokenFailure: () => undefined,
    });
    render(
      <ApiProvider client={api} queryClient={createQueryClient({ onError: () => undefined })}>
        <TransactionsPage contract={contract} />
      </ApiProvider>,
    );
    expect(await screen.findByText('Schlusszahlung')).toBeTruthy();
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Jahr' }).value).toBe('2024');
    expect(screen.getByRole('heading', { name: '31.12.2024' })).toBeTruthy();
  });
});
