import { CALLS, type Contract } from '@servicebereich/protocol';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../../api/api-client.ts';
import { ApiProvider } from '../../../api/api-context.tsx';
import { createQueryClient } from '../../../api/query-client.ts';
import type { Transport, TransportRequest } from '../../../api/transport.ts';
import { createDemoTransport } from '../../../demo/demo-transport.ts';
import { AlertHost } from '../../../shell/notification-hosts.tsx';
import { showApiError } from '../../../shell/show-api-error.ts';
import { PaymentPage } from './payment-page.tsx';

// The test mode's savings contract, balance 6.514,39 €.
const SAVINGS = '4103827415';

/** The test mode's answers; every request is kept, and `answer` can replace one. */
function recordingTransport(
  answer?: (request: TransportRequest) => Record<string, unknown> | undefined,
): { transport: Transport; requests: TransportRequest[] } {
  const demo = createDemoTransport(new Date(2026, 2, 18, 10, 30));
  const requests: TransportRequest[] = [];
  return {
    requests,
    transport: {
      ...demo,
      send: (request) => {
        requests.push(request);
        const body = answer?.(request);
        return body === undefined
          ? demo.send(request)
          : Promise.resolve({ httpStatus: Number(body.Status), body });
      },
    },
  };
}

async function renderPayout(transport: Transport): Promise<void> {
  const api = createApiClient({
    transport,
    onNotLoggedIn: () => undefined,
    onSessionTokenFailure: () => undefined,
  });
  await api.call(CALLS.login, {
    verfuegernummer: '1234567890',
    passwort: 'beliebig',
    includeschadensmeldung: true,
  });
  const contract: Contract = await api.call(CALLS.getVertragDetails, { vertragsnummer: SAVINGS });
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <MemoryRouter>
        <PaymentPage contract={contract} mode="auszahlung" />
        <AlertHost />
      </MemoryRouter>
    </ApiProvider>,
  );
}

function checkAmount(amount: string): void {
  fireEvent.change(screen.getByLabelText('Betrag in Euro'), { target: { value: amount } });
  act(() => {
    fireEvent.submit(screen.getByLabelText('Betrag in Euro').closest('form') as HTMLFormElement);
  });
}

const orders = (requests: TransportRequest[]) =>
  requests.filter((r) => r.call === CALLS.auszahlung).map((r) => r.params.confirmation);

describe('PaymentPage', () => {
  afterEach(cleanup);

  it('refuses a payout above the balance at the check, before anything is ordered', async () => {
    const { transport, requests } = recordingTransport();
    await renderPayout(transport);
    checkAmount('999.999,00');
    expect(await screen.findByText('Der Betrag ist höher als dein Guthaben.')).toBeTruthy();
    expect(screen.queryByText('Auszahlung bestätigen')).toBeNull();
    expect(orders(requests)).toEqual(['false']);
  });

  it('shows the checked payout with the balance after it, then books it', async () => {
    const { transport, requests } = recordingTransport();
    await renderPayout(transport);
    checkAmount('1.000,00');
    expect(await screen.findByText('Auszahlung bestätigen')).toBeTruthy();
    expect(screen.getByText('Kontostand danach: 5.514,39 €')).toBeTruthy();
    fireEvent.click(screen.getByText('Jetzt verbindlich beauftragen'));
    expect(
      await screen.findByText(
        'Deine Auszahlung von 1.000,00 € ist gebucht. Neuer Kontostand: 5.514,39 €.',
      ),
    ).toBeTruthy();
    expect(orders(requests)).toEqual(['false', 'true']);
  });

  it('shows why a checked order failed, back at the amount', async () => {
    const message = 'Dein Guthaben hat sich seit der Prüfung geändert.';
    const { transport } = recordingTransport((request) =>
      request.call === CALLS.auszahlung && request.params.confirmation === 'true'
        ? { Status: 400, Errors: { betrag: message } }
        : undefined,
    );
    await renderPayout(transport);
    checkAmount('1.000,00');
    fireEvent.click(await screen.findByText('Jetzt verbindlich beauftragen'));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByLabelText('Betrag in Euro')).toBeTruthy();
  });
});
