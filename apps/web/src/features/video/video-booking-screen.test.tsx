import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context.tsx';
import { createQueryClient } from '../../api/query-client.ts';
import type { TransportRequest } from '../../api/transport.ts';
import { AlertHost } from '../../shell/notification-hosts.tsx';
import { ShellStatusProvider } from '../../shell/shell-context.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { recordingDemoTransport } from '../../../test/recording-transport.ts';
import { testModeApi } from '../../../test/test-mode-api.ts';
import { slotsByDay, VideoBookingScreen } from './video-booking-screen.tsx';
import { findEmptyState } from '../../../test/empty-state.ts';

// The screen against the test mode, which keeps one appointment on Monday, 23 November 2026.

const DEMO_APPOINTMENT = '00000000-0000-4000-8000-000000005000';

async function renderScreen(
  path = '/services/berater/video-termin/B-20417',
  options: {
    contractId?: string;
    answer?: (request: TransportRequest) => Record<string, unknown> | undefined;
  } = {},
) {
  const { transport, requests: sent } = recordingDemoTransport(
    new Date(Date.UTC(2026, 10, 20, 9, 30)),
    options.answer,
  );
  const api = await testModeApi(transport);
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <ShellStatusProvider value={{ loggedIn: true, devMode: false, unreadCount: 0 }}>
        <MemoryRouter initialEntries={[path]}>
          <VideoBookingScreen agentId="B-20417" contractId={options.contractId} loggedIn />
          <AlertHost />
        </MemoryRouter>
      </ShellStatusProvider>
    </ApiProvider>,
  );
  return sent;
}

function sentTo(sent: readonly TransportRequest[], fn: string) {
  return sent.filter((r) => r.call.fn === fn).map((r) => r.params);
}

async function submit() {
  await act(async () => {
    fireEvent.submit(document.querySelector('form.video-booking') as HTMLFormElement);
    await Promise.resolve();
  });
}

/** Chooses a time: first its day in the strip of days, then the time among the day's. */
async function chooseSlot(day: string, time: string) {
  fireEvent.click(
    await screen.findByRole('radio', {
      name: (name) => name.startsWith(`${day}, `) && name.endsWith(' frei'),
    }),
  );
  fireEvent.click(screen.getByRole('radio', { name: `${day}, ${time} Uhr` }));
}

/** In the open move flow: moves the demo appointment to Wednesday, 14:00. */
async function moveToWednesday(sent: readonly TransportRequest[]) {
  await chooseSlot('Mittwoch, 25. November 2026', '14:00');
  await submit();
  expect(
    await screen.findByRole('heading', { name: 'Dein Videotermin wurde verschoben' }),
  ).toBeTruthy();
  expect(sentTo(sent, 'MoveVideoTermin')).toEqual([
    { terminid: DEMO_APPOINTMENT, beginn: '2026-11-25T13:00:00.000Z' },
  ]);
}

describe('slotsByDay', () => {
  it('groups slots by their day in Vienna, also across midnight in UTC', () => {
    const days = slotsByDay([
      { Beginn: '2026-11-23T08:00:00.000Z', Ende: '2026-11-23T08:30:00.000Z' },
      { Beginn: '2026-11-23T15:30:00.000Z', Ende: '2026-11-23T16:00:00.000Z' },
      { Beginn: '2026-11-23T23:30:00.000Z', Ende: '2026-11-24T00:00:00.000Z' },
    ]);
    expect(days.map((d) => [d.day, d.slots.length])).toEqual([
      ['Montag, 23. November 2026', 2],
      ['Dienstag, 24. November 2026', 1],
    ]);
  });
});

describe('VideoBookingScreen', () => {
  afterEach(cleanup);

  it('asks for a topic and a slot, then books the chosen slot', async () => {
    const sent = await renderScreen();
    await screen.findByRole('radiogroup', { name: 'Freitag, 20. November 2026' });
    // The booking has a heading of its own, apart from the appointments above it.
    expect(screen.getByRole('heading', { level: 2, name: 'Neuer Termin' })).toBeTruthy();
    await submit();
    expect(await screen.findByText('Bitte wähle ein Thema.', { selector: ':not(a)' })).toBeTruthy();
    expect(
      screen.getByText('Bitte wähle einen freien Termin.', { selector: ':not(a)' }),
    ).toBeTruthy();
    expect(sentTo(sent, 'BookVideoTermin')).toEqual([]);

    fireEvent.change(screen.getByLabelText('Worum geht es?'), { target: { value: 'vorsorge' } });
    await chooseSlot('Dienstag, 24. November 2026', '10:00');
    await submit();
    expect(
      await screen.findByRole('heading', { name: 'Dein Videotermin ist gebucht' }),
    ).toBeTruthy();
    // The time and "Uhr" are never parted by a line's end.
    expect(screen.getByRole('status').textContent).toContain(
      'Dienstag, 24. November 2026, 10:00\u00A0Uhr mit Mag. Florian Eder',
    );
    expect(sentTo(sent, 'BookVideoTermin')).toEqual([
      {
        beraterid: 'B-20417',
        beginn: '2026-11-24T09:00:00.000Z',
        thema: 'vorsorge',
        nachricht: '',
      },
    ]);
  });

  it('books about the contract of the route it came from', async () => {
    // The route /services/berater/{contractId}/video-termin/{agentId} hands its contract on.
    const sent = await renderScreen('/services/berater/4103827415/video-termin/B-20417', {
      contractId: '4103827415',
    });
    fireEvent.change(await screen.findByLabelText('Worum geht es?'), {
      target: { value: 'bausparen' },
    });
    await chooseSlot('Dienstag, 24. November 2026', '10:00');
    await submit();
    expect(
      await screen.findByRole('heading', { name: 'Dein Videotermin ist gebucht' }),
    ).toBeTruthy();
    expect(sentTo(sent, 'BookVideoTermin')).toEqual([
      {
        beraterid: 'B-20417',
        beginn: '2026-11-24T09:00:00.000Z',
        thema: 'bausparen',
        nachricht: '',
        vertragsnummer: '4103827415',
      },
    ]);
  });

  it('moves the appointment to another slot, and cancels it after asking', async () => {
    const sent = await renderScreen();
    const list = await screen.findByRole('region', { name: 'Deine Videotermine' });
    // Ionic hands a button's aria-label to its inner button, which jsdom does not render.
    expect(within(list).getByText('Montag, 23. November 2026, 09:00 Uhr')).toBeTruthy();
    fireEvent.click(within(list).getByText('Verschieben'));
    await moveToWednesday(sent);

    fireEvent.click(screen.getByText('Zurück zur Übersicht'));
    const after = await screen.findByRole('region', { name: 'Deine Videotermine' });
    expect(within(after).getByText('Mittwoch, 25. November 2026, 14:00 Uhr')).toBeTruthy();
    fireEvent.click(within(after).getByText('Absagen'));
    const alert = await screen.findByRole('alertdialog');
    expect(
      within(alert).getByText(
        'Möchtest du deinen Videotermin am Mittwoch, 25. November 2026, 14:00 Uhr wirklich absagen?',
      ),
    ).toBeTruthy();
    fireEvent.click(within(alert).getByRole('button', { name: 'Termin absagen' }));
    await vi.waitFor(() => {
      expect(screen.queryByRole('region', { name: 'Deine Videotermine' })).toBeNull();
    });
    expect(sentTo(sent, 'CancelVideoTermin')).toEqual([{ terminid: DEMO_APPOINTMENT }]);
  });

  it('offers Teilnehmen as the main action only once the room is open', async () => {
    // Days ahead, then ten minutes before the start (09:00 in Vienna, 08:00 UTC).
    for (const [now, fill] of [
      [Date.UTC(2026, 10, 20, 9, 30), 'outline'],
      [Date.UTC(2026, 10, 23, 7, 50), 'solid'],
    ] as const) {
      vi.useFakeTimers({ toFake: ['Date'], now });
      try {
        await renderScreen();
        const list = await screen.findByRole('region', { name: 'Deine Videotermine' });
        expect(
          within(list).getByText('Teilnehmen').closest('a')?.classList.contains('button--outline'),
        ).toBe(fill === 'outline');
      } finally {
        vi.useRealTimers();
        cleanup();
      }
    }
  });

  it('opens the move flow at once for the appointment named by verschieben', async () => {
    const sent = await renderScreen(
      `/services/berater/video-termin/B-20417?verschieben=${DEMO_APPOINTMENT}`,
    );
    expect(
      await screen.findByText(
        'Neuen Termin wählen für deinen Termin am Montag, 23. November 2026, 09:00 Uhr',
      ),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Worum geht es?')).toBeNull();
    // The old appointment and the slots only: no intro, no list of appointments, no note.
    const old = screen.getByRole('region', { name: 'Dein bisheriger Termin' });
    expect(old.textContent).toContain('mit Mag. Florian Eder · Finanzierung');
    expect(screen.queryByRole('region', { name: 'Deine Videotermine' })).toBeNull();
    expect(screen.queryByText(/^Sprich mit/)).toBeNull();
    expect(screen.queryByLabelText(/vorab etwas mitteilen/)).toBeNull();
    await moveToWednesday(sent);
  });

  it('books as usual when verschieben names no appointment of the customer', async () => {
    await renderScreen(
      '/services/berater/video-termin/B-20417?verschieben=00000000-0000-4000-8000-000000009999',
    );
    await screen.findByRole('region', { name: 'Deine Videotermine' });
    expect(screen.getByLabelText('Worum geht es?')).toBeTruthy();
    expect(screen.queryByText(/Neuen Termin wählen/)).toBeNull();
    expect(screen.getByText('Termin buchen')).toBeTruthy();
  });

  it('says when no slot is free and offers to write to the adviser instead', async () => {
    await renderScreen(undefined, {
      answer: (request) =>
        request.call.fn === 'GetVideoTerminSlots'
          ? {
              Status: 200,
              Result: { BeraterId: 'B-20417', BeraterName: 'Mag. Florian Eder', Slots: [] },
            }
          : undefined,
    });
    expect(await findEmptyState('Nachricht schreiben')).toEqual({
      text: 'Derzeit sind keine Termine frei. Bitte versuche es später noch einmal.',
      to: '/services/berater?direktkontakt=B-20417',
    });
  });
});
