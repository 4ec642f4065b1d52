import { contractPageCalls } from '@servicebereich/protocol';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Transport, TransportRequest } from '../../../api/transport.ts';
import { recordingTransport, renderContractPage } from './contract-page-harness.tsx';
import { PaymentPage } from './payment-page.tsx';

// The test mode's savings contract, balance 6.514,39 €.
const SAVINGS = '4103827415';

function renderPayout(transport: Transport): Promise<void> {
  return renderContractPage(transport, SAVINGS, (contract) => (
    <PaymentPage
      contract={contract}
      mode="auszahlung"
      overviewPath={`/geld/vertrag/${SAVINGS}/uebersicht`}
    />
  ));
}

function checkAmount(amount: string): void {
  fireEvent.change(screen.getByLabelText('Betrag in Euro'), { target: { value: amount } });
  act(() => {
    fireEvent.submit(screen.getByLabelText('Betrag in Euro').closest('form') as HTMLFormElement);
  });
}

const orders = (requests: TransportRequest[]) =>
  requests.filter((r) => r.call === contractPageCalls.auszahlung).map((r) => r.params.confirmation);

describe('PaymentPage', () => {
  afterEach(cleanup);

  it("describes the amount's field with its example", async () => {
    const { transport } = recordingTransport();
    await renderPayout(transport);
    expect(screen.getByLabelText('Betrag in Euro').getAttribute('aria-describedby')).toBe(
      screen.getByText('Zum Beispiel 1.000,00').id,
    );
  });

  it('refuses a payout above the balance at the check, before anything is ordered', async () => {
    const { transport, requests } = recordingTransport();
    await renderPayout(transport);
    checkAmount('999.999,00');
    expect(
      await screen.findByText('Der Betrag ist höher als dein Guthaben.', {
        selector: ':not(a)',
      }),
    ).toBeTruthy();
    expect(screen.queryByText('Auszahlung bestätigen')).toBeNull();
    expect(orders(requests)).toEqual(['false']);
  });

  it('shows the checked payout with the balance after it, then books it', async () => {
    const { transport, requests } = recordingTransport();
    await renderPayout(transport);
    checkAmount('1.000,00');
    expect(await screen.findByText('Auszahlung bestätigen')).toBeTruthy();
    // The account it goes to, as the contract names it.
    expect(screen.getByText('Dein Konto').nextElementSibling?.textContent).toMatch(
      /^[A-Z]{2}\d{2}( [0-9A-Z]{4})+/,
    );
    expect(screen.getByText('Kontostand danach: 5.514,39 €')).toBeTruthy();
    fireEvent.click(screen.getByText('Jetzt verbindlich beauftragen'));
    const done = await screen.findByRole('region', { name: 'Deine Auszahlung ist gebucht' });
    expect(done.querySelector('dl')?.textContent).toBe(
      'Betrag1.000,00\u00A0€Neuer Kontostand5.514,39\u00A0€',
    );
    // The heading takes the focus from the button that is gone.
    expect(document.activeElement?.textContent).toBe('Deine Auszahlung ist gebucht');
    // The way on: back to the contract, or another order.
    expect([...done.querySelectorAll('a, button')].map((control) => control.textContent)).toEqual([
      'Zur Übersicht',
      'Weiteren Auftrag erfassen',
    ]);
    expect(done.querySelector('a')?.getAttribute('href')).toBe(
      `/geld/vertrag/${SAVINGS}/uebersicht`,
    );
    expect(orders(requests)).toEqual(['false', 'true']);
  });

  it('leads the focus to the confirmation, and back to the amount, which is kept', async () => {
    const { transport } = recordingTransport();
    await renderPayout(transport);
    checkAmount('1.000,00');
    const heading = await screen.findByRole('heading', { name: 'Auszahlung bestätigen' });
    expect(document.activeElement).toBe(heading);
    fireEvent.click(screen.getByText('Betrag ändern'));
    const amount = await screen.findByLabelText<HTMLInputElement>('Betrag in Euro');
    expect(document.activeElement).toBe(amount);
    expect(amount.value).toBe('1.000,00');
  });

  it('shows why a checked order failed, back at the amount', async () => {
    const message = 'Dein Guthaben hat sich seit der Prüfung geändert.';
    const { transport } = recordingTransport((request) =>
      request.call === contractPageCalls.auszahlung && request.params.confirmation === 'true'
        ? { Status: 400, Errors: { betrag: message } }
        : undefined,
    );
    await renderPayout(transport);
    checkAmount('1.000,00');
    fireEvent.click(await screen.findByText('Jetzt verbindlich beauftragen'));
    expect(await screen.findByText(message, { selector: ':not(a)' })).toBeTruthy();
    expect(screen.getByLabelText('Betrag in Euro')).toBeTruthy();
  });
});
