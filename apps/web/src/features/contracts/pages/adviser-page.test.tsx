import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AdviserPage } from './adviser-page.tsx';
import { recordingTransport, renderContractPage } from './contract-page-harness.tsx';

const SAVINGS = '4103827415';
const NO_ADVISER =
  'Dir ist derzeit keine Beraterin und kein Berater zugeordnet. Bitte wende dich an unsere Zentrale.';

describe('AdviserPage', () => {
  afterEach(cleanup);

  it("shows the contract's adviser with a button that opens the contact form for them", async () => {
    const { transport } = recordingTransport();
    await renderContractPage(transport, SAVINGS, (contract) => <AdviserPage contract={contract} />);
    expect(await screen.findByRole('heading', { name: 'Mag. Florian Eder' })).toBeTruthy();
    const contact = screen.getByText('Kontakt aufnehmen').closest('ion-button');
    expect(contact?.getAttribute('router-link')).toBe(
      `/services/berater/${SAVINGS}?direktkontakt=B-20417`,
    );
  });

  it('shows why there is no adviser and offers the head office', async () => {
    const { transport } = recordingTransport((request) =>
      request.call.fn === 'GetBerater'
        ? { Status: 400, Errors: { agentnotfound: NO_ADVISER } }
        : undefined,
    );
    await renderContractPage(transport, SAVINGS, (contract) => <AdviserPage contract={contract} />);
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText(NO_ADVISER)).toBeTruthy();
    const headOffice = (await screen.findByText('Zentrale kontaktieren')).closest('ion-button');
    expect(headOffice?.getAttribute('router-link')).toBe(
      '/services/berater?direktkontakt=zentrale',
    );
  });
});
