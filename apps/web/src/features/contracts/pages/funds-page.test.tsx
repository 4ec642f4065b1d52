import { pensionCalls } from '@servicebereich/protocol';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { recordingTransport, renderContractPage } from './contract-page-harness.tsx';
import { FundsPage } from './funds-page.tsx';
import { findEmptyState } from '../../../../test/empty-state.ts';

// The test mode's FlexibleLife 2.0 contract.
const FLEXIBLE_LIFE_20 = '8109274015';

/** Renders the funds page of the FlexibleLife 2.0 contract with these funds, worth `total`. */
async function renderFunds(funds: Record<string, unknown>[], total: number): Promise<void> {
  const { transport } = recordingTransport((request) =>
    request.call === pensionCalls.fondsDaten20
      ? {
          Status: 200,
          Result: {
            ContractId: FLEXIBLE_LIFE_20,
            Gesamtwert: total,
            Stichtag: '2026-03-17',
            Fonds: funds,
            Verlauf: [],
          },
        }
      : undefined,
  );
  await renderContractPage(transport, FLEXIBLE_LIFE_20, (contract) => (
    <FundsPage contract={contract} />
  ));
}

describe('FundsPage', () => {
  afterEach(cleanup);

  it('says a contract has no funds and leads to its adviser', async () => {
    await renderFunds([], 0);
    expect(await findEmptyState('Berater kontaktieren')).toEqual({
      text: 'Zu diesem Vertrag gibt es keine Fonds.',
      to: `/services/berater/${FLEXIBLE_LIFE_20}`,
    });
  });

  it('opens with the total as of its day, then each fund under its name with its ISIN', async () => {
    const fund = { Anteil: 50, Stueck: 10, Wert: 500_00 };
    await renderFunds(
      [
        { ...fund, Slot: 'fonds1', Name: 'Aktienfonds Europa', Isin: 'AT0000A0ABC1' },
        { ...fund, Slot: 'fonds2', Name: 'Anleihenfonds Euro', Isin: 'AT0000A0DEF2' },
      ],
      1_000_00,
    );
    const value = await screen.findByRole('region', { name: 'Wertentwicklung' });
    expect(value.textContent).toContain('Gesamtwert1.000,00\u00a0€');
    expect(value.textContent).toContain('Stand 17.03.2026');
    expect(screen.getByRole('heading', { level: 2, name: 'Deine Fonds' })).toBeTruthy();
    const funds = screen.getAllByRole('listitem');
    expect(
      funds.map((item) => within(item).getByRole('heading', { level: 3 }).textContent),
    ).toEqual(['Aktienfonds Europa', 'Anleihenfonds Euro']);
    expect(within(funds[1] as HTMLElement).getByText('ISIN AT0000A0DEF2')).toBeTruthy();
  });

  it("shows a fund's units in German digits, with at most three decimals", async () => {
    const fund = { Slot: 'fonds1', Name: 'Aktienfonds Europa', Isin: 'AT0000A0ABC1', Anteil: 100 };
    await renderFunds([{ ...fund, Stueck: 1234.5678, Wert: 1_234_56 }], 1_234_56);
    const label = await screen.findByText('Stück');
    expect(label.nextElementSibling?.textContent).toBe('1.234,568');
  });
});
