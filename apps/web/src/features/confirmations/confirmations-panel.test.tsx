import { CONFIRMATION_MESSAGES, type Contract } from '@servicebereich/protocol';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { buildDemoData } from '../../demo/demo-data.ts';
import { ConfirmationsPanel } from './confirmations-panel.tsx';

// The panel against the test mode, whose day is 20 November 2026.

const CAR = '7305518264';
const SAVINGS = '4103827415';

/** The contract as the test mode has it on its day. */
function contract(contractId: string): Contract {
  const found = buildDemoData('2026-11-20').contracts.find(
    (c) => c.contract.ContractId === contractId,
  );
  if (found === undefined) throw new Error(`no contract ${contractId}`);
  return found.contract;
}

function renderPanel(contractId: string) {
  return renderScreen(<ConfirmationsPanel contract={contract(contractId)} />);
}

function form(): HTMLFormElement {
  return screen.getByRole('form', { name: 'Bestätigung anfordern' });
}

async function submit() {
  await act(async () => {
    fireEvent.submit(form());
    await Promise.resolve();
  });
}

function list(): HTMLElement {
  return screen.getByRole('region', { name: 'Ausgestellte Bestätigungen' });
}

describe('the confirmations of a contract', () => {
  afterEach(cleanup);

  it('offers both kinds of a car, issues one and leads to its document', async () => {
    const { requests } = await renderPanel(CAR);
    expect(await within(list()).findByText(/noch keine Bestätigung/)).toBeTruthy();
    const liability = within(form()).getByLabelText('Bestätigung der Kfz-Haftpflichtversicherung');
    expect(within(form()).getByLabelText('Versicherungsbestätigung')).toHaveProperty(
      'checked',
      true,
    );
    // Neither asks for a day: both confirm today.
    expect(within(form()).queryByLabelText(/Stichtag/)).toBeNull();
    fireEvent.click(liability);
    await submit();

    const heading = await screen.findByRole('heading', { name: 'Deine Bestätigung ist fertig' });
    expect(document.activeElement).toBe(heading);
    const issued = heading.closest('section') as HTMLElement;
    expect(within(issued).getByRole('status').textContent).toMatch(
      /^Sie liegt als PDF in deiner DokBox im Ordner „Bestätigungen“ \(Bestätigung-der-Kfz-Haftpflichtversicherung-[0-9A-Z]{4}-[0-9A-Z]{4}\.pdf\)\.$/,
    );
    const code = within(issued).getByText(/^([0-9A-Z]{4}-){6}[0-9A-Z]{4}$/).textContent;
    const page = within(issued).getByRole('link', { name: /\/bestaetigung\// });
    expect(page.getAttribute('href')).toMatch(new RegExp(`/bestaetigung/${code}$`));
    const sent = requests.find((r) => r.call.fn === 'Anfordern');
    expect(sent?.params).toMatchObject({ vertragsnummer: CAR, art: 'kfz-haftpflicht' });
    const fileId = within(issued)
      .getByText('In der DokBox ansehen')
      .closest('a')
      ?.getAttribute('href');
    expect(fileId).toMatch(/^\/services\/dokbox\?datei=DB-\d+$/);

    // The list has it at once.
    expect(
      await within(list()).findByText(/^Bestätigung der Kfz-Haftpflichtversicherung Nr\. /),
    ).toBeTruthy();
    expect(within(list()).getByText('Stichtag 20.11.2026')).toBeTruthy();

    fireEvent.click(within(issued).getByText('Weitere Bestätigung anfordern'));
    expect(await screen.findByRole('form', { name: 'Bestätigung anfordern' })).toBeTruthy();
  });

  it('revokes a confirmation only after the question is answered with "Widerrufen"', async () => {
    await renderPanel(CAR);
    await within(list()).findByText(/noch keine Bestätigung/);
    await submit();
    const item = (await within(list()).findByText(/^Versicherungsbestätigung Nr\. /)).closest(
      'li',
    ) as HTMLElement;
    const name = within(item).getByText(/^Versicherungsbestätigung Nr\. /).textContent;
    // Its accessible name, "… widerrufen", Ionic hands to its inner button (the e2e test asks).
    const revoke = within(item).getByText('Widerrufen');

    fireEvent.click(revoke);
    let alert = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(alert).getByText(`${name} widerrufen?`)).toBeTruthy();
    fireEvent.click(within(alert).getByText('Abbrechen'));
    await waitFor(() => {
      expect(screen.queryByRole('alertdialog', { hidden: true })).toBeNull();
    });
    expect(within(item).queryByText('Widerrufen', { selector: '.status-tag' })).toBeNull();

    fireEvent.click(revoke);
    alert = await screen.findByRole('alertdialog', { hidden: true });
    fireEvent.click(within(alert).getByText('Widerrufen'));
    expect(await within(list()).findByText(/^Widerrufen am 20\.11\.2026, /)).toBeTruthy();
    expect(within(list()).queryByText('Widerrufen', { selector: 'button' })).toBeNull();
    expect(await screen.findByText(`${name} ist widerrufen.`, {}, { timeout: 3_000 })).toBeTruthy();
  });

  it('asks a savings contract for the day, and shows the server’s refusal under it', async () => {
    const { requests } = await renderPanel(SAVINGS);
    expect(within(form()).getByText(/Für diesen Vertrag bekommst du eine Kontostandsbestätigung/));
    expect(within(form()).queryByRole('radio')).toBeNull();
    const dateField = within(form()).getByLabelText(/^Stichtag/);
    // The savings contract of the test mode began on 1 February 2021.
    expect(contract(SAVINGS).Details.FromDate).toBe('2021-02-01');
    expect(within(form()).getByText('Heute oder ein Tag davor, frühestens der 01.02.2021.'));

    await submit();
    expect(
      await screen.findByText(CONFIRMATION_MESSAGES.asOfMissing, { selector: ':not(a)' }),
    ).toBeTruthy();

    fireEvent.change(dateField, { target: { value: '31.01.2021' } });
    await submit();
    expect(
      await screen.findByText(CONFIRMATION_MESSAGES.asOfBeforeStart('2021-02-01'), {
        selector: ':not(a)',
      }),
    ).toBeTruthy();

    fireEvent.change(dateField, { target: { value: '31.12.2025' } });
    await submit();
    expect(
      await screen.findByRole('heading', { name: 'Deine Bestätigung ist fertig' }),
    ).toBeTruthy();
    expect(requests.filter((r) => r.call.fn === 'Anfordern').at(-1)?.params).toMatchObject({
      art: 'kontostand',
      stichtag: '2025-12-31',
    });
    expect(await within(list()).findByText('Stichtag 31.12.2025')).toBeTruthy();
  });
});
