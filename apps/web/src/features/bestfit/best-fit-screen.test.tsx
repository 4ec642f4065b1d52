import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDemoData } from '../../demo/demo-data.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { BestFitScreen } from './best-fit-screen.tsx';

// The test customer's contracts: her only Gesundheit contract is the e-bike's, and she has none in
// Karriere.
const CONTRACTS = buildDemoData('2026-11-20')
  .contracts.map((c) => c.contract)
  .filter((c) => c.Motives.karriere === undefined);

function next() {
  fireEvent.submit(screen.getByRole('form', { name: 'Best fit' }));
}

describe('Best fit', () => {
  afterEach(cleanup);

  it('asks two questions per world, one world a step, and moves the focus to each', async () => {
    await renderScreen(<BestFitScreen contracts={CONTRACTS} />);
    expect(screen.getByRole('heading', { name: 'Wohnen' })).toBeTruthy();
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    next();
    const mobility = await screen.findByRole('heading', { name: 'Mobilität' });
    expect(document.activeElement).toBe(mobility);
    fireEvent.click(screen.getByText('Zurück'));
    expect(await screen.findByRole('heading', { name: 'Wohnen' })).toBeTruthy();
  });

  it('shows which worlds the contracts cover, which are open, each with the adviser', async () => {
    await renderScreen(<BestFitScreen contracts={CONTRACTS} />);
    // Wohnen: yes. Mobilität, Gesundheit, Geld, Zukunft: nothing. Karriere: yes.
    fireEvent.click(screen.getByLabelText(/eigene Wohnung oder ein Haus/));
    for (const world of ['Wohnen', 'Mobilität', 'Gesundheit', 'Geld', 'Zukunft']) {
      expect(await screen.findByRole('heading', { name: world })).toBeTruthy();
      next();
    }
    await screen.findByRole('heading', { name: 'Karriere' });
    fireEvent.click(screen.getByLabelText(/Weiterbildung, einen Jobwechsel/));
    next();

    const result = await screen.findByRole('heading', { name: 'Dein Ergebnis' });
    expect(document.activeElement).toBe(result);
    const open = screen.getByRole('region', { name: 'Hier lohnt sich ein Gespräch' });
    expect(
      within(open)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Karriere']);
    expect(within(open).getByText('Noch kein Vertrag')).toBeTruthy();
    const link = within(open).getByText('Beratung zu Karriere vereinbaren').closest('a');
    expect(link?.getAttribute('href')).toBe('/services/berater');

    const covered = screen.getByRole('region', { name: 'Gut abgesichert' });
    expect(
      within(covered)
        .getAllByRole('heading', { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(['Wohnen', 'Mobilität', 'Gesundheit', 'Geld', 'Zukunft']);
    const home = CONTRACTS.find((c) => c.Motives.wohnen !== undefined);
    const talk = within(covered).getByText('Absicherung für Wohnen besprechen').closest('a');
    expect(talk?.getAttribute('href')).toBe(`/services/berater/${home?.ContractId ?? ''}`);
    expect(screen.queryByRole('region', { name: 'Derzeit kein Bedarf' })).toBeNull();

    fireEvent.click(screen.getByText('Noch einmal beantworten'));
    expect(await screen.findByRole('heading', { name: 'Wohnen' })).toBeTruthy();
    expect((screen.getAllByRole('checkbox')[0] as HTMLInputElement).checked).toBe(false);
  });
});
