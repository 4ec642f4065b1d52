import { VIDEO_MEETING_MESSAGES, pageCalls, videoMeetingCalls } from '@servicebereich/protocol';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context.tsx';
import { createQueryClient } from '../../api/query-client.ts';
import { NetworkError, type TransportRequest } from '../../api/transport.ts';
import { AlertHost } from '../../shell/notification-hosts.tsx';
import { ShellStatusProvider } from '../../shell/shell-context.tsx';
import { errorTexts } from '../../text/errors.ts';
import { showApiError } from '../../shell/show-api-error.ts';
import { recordingDemoTransport } from '../../../test/recording-transport.ts';
import { testModeApi } from '../../../test/test-mode-api.ts';
// The page gets the DokBox's dialog from route-table.tsx; the test puts them together the same way.
import { DocumentUploadDialog } from '../dokbox/document-upload-dialog.tsx';
import { VideoCompletionScreen } from './video-completion-screen.tsx';

// The page against the test mode, whose customer has an appointment about a financing with
// Mag. Florian Eder (B-20417) on Monday, 23 November 2026, 09:00; any page password unlocks the
// page for it.

async function renderScreen(
  options: {
    loggedIn?: boolean;
    /** Whether the page password was given before the page opens; true unless told. */
    unlocked?: boolean;
    /** Rated before the page opens. */
    rated?: boolean;
    answer?: (request: TransportRequest) => Record<string, unknown> | undefined;
  } = {},
) {
  const { transport, requests } = recordingDemoTransport(
    new Date(Date.UTC(2026, 10, 20, 9, 30)),
    options.answer,
  );
  const api = await testModeApi(transport);
  if (options.unlocked ?? true) {
    await api.call(pageCalls.checkPagePassword, {
      page: 'video-termin-abschluss',
      password: 'ABCD-EFGH-JKMN',
    });
  }
  if (options.rated === true)
    await api.call(videoMeetingCalls.videoTerminFeedback, { bewertung: 5 });
  const loggedIn = options.loggedIn ?? true;
  const onLogin = vi.fn();
  const onLocked = vi.fn();
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <ShellStatusProvider value={{ loggedIn, devMode: false, unreadCount: 0 }}>
        <MemoryRouter initialEntries={['/services/video-termin-abschluss']}>
          <VideoCompletionScreen
            loggedIn={loggedIn}
            onLogin={onLogin}
            onLocked={onLocked}
            uploadDialog={(upload) => <DocumentUploadDialog {...upload} />}
          />
          <AlertHost />
        </MemoryRouter>
      </ShellStatusProvider>
    </ApiProvider>,
  );
  return { requests, onLogin, onLocked };
}

/** No answer arrives for the calls of that Function. */
function offline(fn: string) {
  return (request: TransportRequest) => {
    if (request.call.fn === fn) throw new NetworkError('offline', false);
    return undefined;
  };
}

/** The alert of the network failure, closed again: the alerts' queue outlives a test. */
async function expectNetworkAlert() {
  const alert = await screen.findByRole('alertdialog');
  expect(within(alert).getByText(errorTexts.networkFailure)).toBeTruthy();
  fireEvent.click(within(alert).getByText(errorTexts.alertOk));
  await vi.waitFor(() => {
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
}

function sentTo(requests: readonly TransportRequest[], fn: string) {
  return requests.filter((r) => r.call.fn === fn).map((r) => r.params);
}

async function submit(form: HTMLElement | null) {
  await act(async () => {
    fireEvent.submit(form as HTMLFormElement);
    await Promise.resolve();
  });
}

/** Opens the page the page password unlocked. */
async function openedScreen(options: Parameters<typeof renderScreen>[0] = {}) {
  const rendered = await renderScreen(options);
  await screen.findByRole('heading', { name: 'Dein Videotermin' });
  return rendered;
}

function documentsList() {
  return within(
    screen.getByRole('region', {
      name: 'Unterlagen, um die dich deine Beraterin oder dein Berater bittet',
    }),
  );
}

function feedbackForm() {
  return screen.getByRole('region', { name: 'Deine Bewertung' }).querySelector('form');
}

describe('VideoCompletionScreen', () => {
  afterEach(() => {
    cleanup();
  });

  it('shows the appointment whose password unlocked the page', async () => {
    const { requests, onLocked } = await renderScreen();
    expect(screen.getByRole('status').textContent).toBe('Die Daten werden geladen …');
    const summary = await screen.findByRole('region', { name: 'Dein Videotermin' });
    expect(within(summary).getByText('Mag. Florian Eder')).toBeTruthy();
    expect(within(summary).getByText('Montag, 23. November 2026, 09:00 Uhr')).toBeTruthy();
    expect(within(summary).getByText('Finanzierung')).toBeTruthy();
    expect(sentTo(requests, 'GetVideoTerminAbschluss')).toEqual([{}]);
    expect(onLocked).not.toHaveBeenCalled();
  });

  it('goes back to the password prompt, without an alert, when the server keeps the page locked', async () => {
    const { onLocked } = await renderScreen({ unlocked: false });
    await vi.waitFor(() => {
      expect(onLocked).toHaveBeenCalledOnce();
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Dein Videotermin' })).toBeNull();
    expect(screen.queryByText('Die Daten konnten nicht geladen werden.')).toBeNull();
  });

  it('shows a network failure in the alert and offers to try again', async () => {
    let online = false;
    const { onLocked } = await renderScreen({
      answer: (request) => (online ? undefined : offline('GetVideoTerminAbschluss')(request)),
    });
    await expectNetworkAlert();
    expect(onLocked).not.toHaveBeenCalled();
    online = true;
    fireEvent.click(screen.getByText('Erneut versuchen'));
    expect(await screen.findByRole('region', { name: 'Dein Videotermin' })).toBeTruthy();
  });

  it('lists the documents the adviser asked for and uploads one into the DokBox', async () => {
    const { requests } = await openedScreen();
    const documents = documentsList();
    const items = documents.getAllByRole('listitem');
    expect(items.map((item) => item.firstElementChild?.textContent)).toEqual([
      'Lichtbildausweis',
      'Lohn- oder Gehaltszettel der letzten drei Monate',
      'Kaufvertrag oder Kostenvoranschlag',
    ]);
    fireEvent.click(within(items[0] as HTMLElement).getByText('Hochladen'));
    const dialog = await screen.findByRole('dialog', { name: 'Fotos & Dateien' });
    expect(within(dialog).getByLabelText<HTMLInputElement>('Titel').value).toBe('Lichtbildausweis');
    await within(dialog).findByRole('option', { name: 'Finanzen & Steuern' });
    fireEvent.change(within(dialog).getByLabelText('Ordner'), { target: { value: '5' } });
    fireEvent.change(dialog.querySelector('input#file') as HTMLInputElement, {
      target: { files: [new File(['ausweis'], 'ausweis.pdf', { type: 'application/pdf' })] },
    });
    await submit(dialog.querySelector('form'));
    expect(await documents.findByText('In deiner DokBox')).toBeTruthy();
    expect(within(items[0] as HTMLElement).getByText('In deiner DokBox')).toBeTruthy();
    expect(within(items[1] as HTMLElement).queryByText('In deiner DokBox')).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sentTo(requests, 'AddDokboxFile')).toMatchObject([
      { name: 'Lichtbildausweis', categoryId: 5 },
    ]);
  });

  it('asks a visitor to log in before uploading', async () => {
    const { onLogin } = await openedScreen({ loggedIn: false });
    const documents = documentsList();
    expect(documents.getAllByRole('listitem')).toHaveLength(3);
    expect(documents.queryByText('Hochladen')).toBeNull();
    expect(
      documents.getByText(
        'Melde dich an, dann kannst du die Unterlagen gleich in deine DokBox hochladen.',
      ),
    ).toBeTruthy();
    fireEvent.click(documents.getByText('Anmelden'));
    expect(onLogin).toHaveBeenCalledOnce();
  });

  it('asks for the stars, then sends the rating with the comment and thanks', async () => {
    const { requests } = await openedScreen();
    expect(
      screen.getByRole('group', { name: 'Wie zufrieden warst du mit dem Gespräch?' }),
    ).toBeTruthy();
    await submit(feedbackForm());
    expect(
      (
        await screen.findByText('Bitte wähle eine Bewertung von 1 bis 5 Sternen.', {
          selector: ':not(a)',
        })
      ).id,
    ).toBe('bewertung-error');
    expect(sentTo(requests, 'VideoTerminFeedback')).toEqual([]);

    fireEvent.click(screen.getByRole('radio', { name: '4 von 5 Sternen' }));
    fireEvent.change(screen.getByLabelText('Kommentar (optional)'), {
      target: { value: 'Sehr hilfreich.' },
    });
    expect(screen.getByText('15 von 1000 Zeichen')).toBeTruthy();
    await submit(feedbackForm());
    const thanks = await screen.findByText(
      'Danke für deine Bewertung! Sie hilft uns, unsere Beratung noch besser zu machen.',
    );
    expect(document.activeElement).toBe(thanks);
    expect(sentTo(requests, 'VideoTerminFeedback')).toEqual([
      { bewertung: 4, kommentar: 'Sehr hilfreich.' },
    ]);
  });

  it('shows the server refusing a rating under the stars', async () => {
    await openedScreen({
      answer: (request) =>
        request.call.fn === 'VideoTerminFeedback'
          ? { Status: 400, Errors: { bewertung: VIDEO_MEETING_MESSAGES.notYet } }
          : undefined,
    });
    fireEvent.click(screen.getByRole('radio', { name: '5 von 5 Sternen' }));
    await submit(feedbackForm());
    expect(
      (await screen.findByText(VIDEO_MEETING_MESSAGES.notYet, { selector: ':not(a)' })).id,
    ).toBe('bewertung-error');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('goes back to the password prompt when the server no longer takes the rating for the page', async () => {
    const { onLocked } = await openedScreen({
      answer: (request) =>
        request.call.fn === 'VideoTerminFeedback'
          ? { Status: 400, Errors: { password: VIDEO_MEETING_MESSAGES.locked } }
          : undefined,
    });
    fireEvent.click(screen.getByRole('radio', { name: '5 von 5 Sternen' }));
    await submit(feedbackForm());
    await vi.waitFor(() => {
      expect(onLocked).toHaveBeenCalledOnce();
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('shows a network failure of the rating in the alert and keeps the form', async () => {
    await openedScreen({ answer: offline('VideoTerminFeedback') });
    fireEvent.click(screen.getByRole('radio', { name: '3 von 5 Sternen' }));
    await submit(feedbackForm());
    await expectNetworkAlert();
    expect(screen.getByRole('radio', { name: '3 von 5 Sternen' })).toHaveProperty('checked', true);
    expect(screen.queryByText(/^Danke für deine Bewertung!/)).toBeNull();
  });

  it('says when the conversation is rated already, and takes a new rating', async () => {
    const { requests } = await openedScreen({ rated: true });
    expect(
      screen.getByText(
        'Du hast dieses Gespräch schon bewertet. Eine neue Bewertung ersetzt die bisherige.',
      ),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: '2 von 5 Sternen' }));
    await submit(feedbackForm());
    expect(await screen.findByText(/^Danke für deine Bewertung!/)).toBeTruthy();
    expect(sentTo(requests, 'VideoTerminFeedback').at(-1)).toEqual({
      bewertung: 2,
      kommentar: '',
    });
  });

  it('asks for no rating before the conversation began, and says from when', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-20T09:30:00.000Z'));
    try {
      await openedScreen();
      const feedback = within(screen.getByRole('region', { name: 'Deine Bewertung' }));
      expect(
        feedback.getByText(
          'Nach deinem Gespräch am Montag, 23. November 2026, 09:00 Uhr kannst du es hier bewerten.',
        ),
      ).toBeTruthy();
      expect(feedback.queryByRole('radio')).toBeNull();
      expect(feedbackForm()).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
