import {
  EBIKE_MESSAGES,
  trackerNotActivated,
  type Contract,
  type EbikeTrackerStatus,
} from '@servicebereich/protocol';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { buildDemoData } from '../../demo/demo-data.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { EbikeTrackerCard } from './ebike-tracker-card.tsx';
import { EbikeTrackerSection } from './ebike-tracker-section.tsx';

// The card against the test mode, whose e-bike contract 7508264931 has a tracker not activated
// yet; its provider answers at once, so a requested tracker is active on the next look.

const CONTRACTS = buildDemoData('2026-11-20').contracts.map((c) => c.contract);
const EBIKE = CONTRACTS.find((c) => c.Features.EbikeTracker === true) as Contract;

const NOT_ACTIVATED = trackerNotActivated(true);

function statusAnswer(status: EbikeTrackerStatus) {
  return (request: { call: { fn: string } }) =>
    request.call.fn === 'GetEbikeTrackerStatus' ? { Status: 200, Result: status } : undefined;
}

const card = <EbikeTrackerCard contract={EBIKE} headingLevel={2} />;

async function openDialog() {
  fireEvent.click(await screen.findByText('Tracker aktivieren'));
  return screen.findByRole('dialog', { name: 'Tracker aktivieren' });
}

async function submit(dialog: HTMLElement) {
  await act(async () => {
    fireEvent.submit(dialog.querySelector('form') as HTMLFormElement);
    await Promise.resolve();
  });
}

function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

describe('the e-bike tracker card', () => {
  afterEach(cleanup);

  it('activates the tracker and follows the activation until it is active', async () => {
    const { requests: sent } = await renderScreen(card);
    const article = await screen.findByRole('article', { name: 'E-Bike-Tracker' });
    // The bike, and the contract's number kept on one line.
    const number = within(article).getByText(EBIKE.Details.ContractIdFormatted);
    expect(number.className).toBe('contract-number');
    expect(number.parentElement?.textContent).toBe(
      `KTM Macina Tour 710\u00a0· ${EBIKE.Details.ContractIdFormatted}`,
    );
    expect(await within(article).findByText('Nicht aktiviert')).toBeTruthy();

    const dialog = await openDialog();
    // Checked as the server checks: nothing typed, then a tracker id whose check digit is wrong.
    await submit(dialog);
    expect(
      await within(dialog).findByText(EBIKE_MESSAGES.frameNumberMissing, {
        selector: ':not(a)',
      }),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(EBIKE_MESSAGES.trackerIdMissing, { selector: ':not(a)' }),
    ).toBeTruthy();
    type(dialog, 'Rahmennummer', 'ktm 2024-118843');
    type(dialog, 'Tracker-ID', '356938035643808');
    await submit(dialog);
    expect(
      await within(dialog).findByText(EBIKE_MESSAGES.trackerIdCheck, { selector: ':not(a)' }),
    ).toBeTruthy();
    // The hint is read with the field.
    expect(within(dialog).getByLabelText('Tracker-ID').getAttribute('aria-describedby')).toContain(
      'trackerid-hint',
    );

    type(dialog, 'Tracker-ID', '35693803 5643809');
    await submit(dialog);
    expect(await screen.findByText('Die Aktivierung ist angefragt.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(article).getByText('Aktivierung angefragt')).toBeTruthy();
    expect(within(article).getByText('KTM2024118843')).toBeTruthy();
    const activation = sent.find((r) => r.call.fn === 'ActivateEbikeTracker');
    expect(activation?.params).toEqual({
      vertragsnummer: EBIKE.ContractId,
      rahmennummer: 'KTM2024118843',
      trackerid: '356938035643809',
    });

    // Asked again on its own while requested; the test mode's provider has answered by then.
    expect(await within(article).findByText('Aktiv')).toBeTruthy();
    expect(within(article).getByText('Dein Tracker ist seit 20.11.2026 aktiv.')).toBeTruthy();
    expect(within(article).queryByText('Tracker aktivieren')).toBeNull();
  });

  it('shows the server’s field error under its field', async () => {
    await renderScreen(card, {
      answer: (request) =>
        request.call.fn === 'ActivateEbikeTracker'
          ? { Status: 400, Errors: { rahmennummer: EBIKE_MESSAGES.frameNumber } }
          : undefined,
    });
    const dialog = await openDialog();
    type(dialog, 'Rahmennummer', 'WBK1234567X');
    type(dialog, 'Tracker-ID', '356938035643809');
    await submit(dialog);
    expect(
      await within(dialog).findByText(EBIKE_MESSAGES.frameNumber, { selector: ':not(a)' }),
    ).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('says why the provider rejected the tracker and asks again with the entries kept', async () => {
    await renderScreen(card, {
      answer: statusAnswer({
        ...NOT_ACTIVATED,
        Status: 'abgelehnt',
        TrackerId: '356938035643809',
        Rahmennummer: 'WBK1234567X',
        Angefragt: '2026-11-20T09:00:00.000Z',
        Grund: 'tracker-unbekannt',
      }),
    });
    expect(await screen.findByText('Nicht aktiviert: abgelehnt')).toBeTruthy();
    expect(screen.getByText(/kennt diese Tracker-ID nicht/)).toBeTruthy();
    fireEvent.click(screen.getByText('Aktivierung erneut anfragen'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText<HTMLInputElement>('Rahmennummer').value).toBe(
      'WBK1234567X',
    );
  });

  it('says plainly that no provider is connected, and offers no activation', async () => {
    await renderScreen(card, { answer: statusAnswer({ ...NOT_ACTIVATED, Verfuegbar: false }) });
    expect(await screen.findByText(/Tracker-Anbieter ist derzeit nicht angebunden/)).toBeTruthy();
    expect(screen.queryByText('Tracker aktivieren')).toBeNull();
  });
});

describe('the e-bike trackers in services', () => {
  afterEach(cleanup);

  it('shows a card for each e-bike contract, and none without one', async () => {
    await renderScreen(<EbikeTrackerSection contracts={CONTRACTS} />);
    expect(await screen.findByRole('heading', { name: 'E-Bike-Tracker' })).toBeTruthy();
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-labelledby'))).toEqual([
      `ebike-tracker-${EBIKE.ContractId}`,
    ]);
    cleanup();
    await renderScreen(<EbikeTrackerSection contracts={CONTRACTS.filter((c) => c !== EBIKE)} />);
    expect(screen.queryByRole('heading', { name: 'E-Bike-Tracker' })).toBeNull();
  });

  it('brings the trackers into view with the focus on their heading at its anchor', async () => {
    await renderScreen(<EbikeTrackerSection contracts={CONTRACTS} />, {
      path: '/services#ebike-tracker',
    });
    const heading = await screen.findByRole('heading', { name: 'E-Bike-Tracker' });
    expect(document.activeElement).toBe(heading);
  });
});
