import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import type { ContractPage } from './contract-pages.ts';
import ContractRoute from './contract-route.tsx';

/** The test mode's building savings contract. */
const SAVINGS = '4103827415';

function renderPage(page: ContractPage) {
  return renderScreen(
    <ContractRoute
      motive="geld"
      contractId={SAVINGS}
      page={page}
      storedContracts={[]}
      hasChecklist={false}
      stormWarning={() => null}
      currentStormWarnings={() => null}
      ebikeTracker={() => null}
      adviser={() => null}
      confirmations={() => null}
    />,
  );
}

describe('a contract page', () => {
  afterEach(cleanup);

  it('below the overview says whose it is, under its title', async () => {
    await renderPage('umsaetze');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Umsätze');
    const context = await screen.findByText('Bausparvertrag ·', { exact: false });
    expect(context.className).toBe('page-context');
    expect(context.textContent).toBe('Bausparvertrag\u00a0· 410-382.741-5');
  });

  it('as the overview is named after the contract and needs no such line', async () => {
    await renderPage('uebersicht');
    await screen.findByRole('heading', { level: 1, name: 'Bausparvertrag' });
    await screen.findByText('410-382.741-5');
    expect(document.querySelector('.page-context')).toBeNull();
  });
});
