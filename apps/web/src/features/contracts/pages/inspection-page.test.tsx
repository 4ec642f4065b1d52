import { contractPageCalls } from '@servicebereich/protocol';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordingTransport, renderContractPage } from './contract-page-harness.tsx';
import { InspectionPage } from './inspection-page.tsx';

// The test mode's motor contract; its day is Wednesday, 18 March 2026.
const CAR = '7305518264';

async function renderInspection() {
  const { transport, requests } = recordingTransport();
  await renderContractPage(transport, CAR, (contract) => (
    <InspectionPage contract={contract} overviewPath={`/mobilitaet/vertrag/${CAR}/uebersicht`} />
  ));
  /** The days asked for so far. */
  return () =>
    requests
      .filter((request) => request.call === contractPageCalls.kfzBegutachtung)
      .map((request) => request.params.wunschdatum);
}

function ask(day: string) {
  fireEvent.change(screen.getByLabelText(/^Wunschtermin/), { target: { value: day } });
  act(() => {
    fireEvent.submit(screen.getByLabelText(/^Wunschtermin/).closest('form') as HTMLFormElement);
  });
}

describe('InspectionPage', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(2026, 2, 18, 10, 30) });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('says which days it takes, and refuses others before asking the server', async () => {
    const sent = await renderInspection();
    expect(
      screen.getByText('Ein Werktag (Montag bis Freitag) in den nächsten 3 Monaten'),
    ).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Telefonnummer für Rückfragen'), {
      target: { value: '+43 664 1234567' },
    });
    const cases: [string, string][] = [
      ['', 'Bitte wähle deinen Wunschtermin.'],
      ['31.02.2026', 'Diesen Tag gibt es nicht. Bitte prüfe Tag und Monat.'],
      ['21.03.2026', 'Bitte wähle einen Werktag in den nächsten 3 Monaten.'],
      ['18.03.2026', 'Bitte wähle einen Werktag in den nächsten 3 Monaten.'],
    ];
    for (const [day, message] of cases) {
      ask(day);
      expect(await screen.findByText(message, { selector: ':not(a)' })).toBeTruthy();
    }
    expect(sent()).toEqual([]);
  });

  it('asks for a workday ahead and names it on the done page', async () => {
    const sent = await renderInspection();
    fireEvent.change(screen.getByLabelText('Telefonnummer für Rückfragen'), {
      target: { value: '+43 664 1234567' },
    });
    ask('23.03.2026');
    expect(
      await screen.findByText(
        'Danke! Wir haben deine Anfrage für den 23.03.2026 erhalten und melden uns bei dir.',
      ),
    ).toBeTruthy();
    expect(sent()).toEqual(['2026-03-23']);
  });
});
