import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordingTransport, renderContractPage } from './contract-page-harness.tsx';
import { RepaymentPage } from './repayment-page.tsx';

// The test mode's building loan.
const LOAN = '6104729583';

describe('RepaymentPage', () => {
  afterEach(cleanup);

  it('leads the focus to the check, and back to the amount, which is kept', async () => {
    const { transport } = recordingTransport();
    await renderContractPage(transport, LOAN, (contract) => (
      <RepaymentPage contract={contract} overviewPath={`/wohnen/vertrag/${LOAN}/uebersicht`} />
    ));
    const amount = screen.getByLabelText('Betrag in Euro');
    fireEvent.change(amount, { target: { value: '2.000,00' } });
    fireEvent.submit(amount.closest('form') as HTMLFormElement);
    const heading = await screen.findByRole('heading', { name: 'Deine Rückzahlung' });
    expect(document.activeElement).toBe(heading);
    fireEvent.click(screen.getByText('Betrag ändern'));
    const again = await screen.findByLabelText<HTMLInputElement>('Betrag in Euro');
    expect(document.activeElement).toBe(again);
    expect(again.value).toBe('2.000,00');
  });
});
