import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { PASSWORD_WRONG } from '@servicebereich/protocol';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiProvider } from '../../api/api-context.tsx';
import { createQueryClient } from '../../api/query-client.ts';
import type { Transport, TransportRequest } from '../../api/transport.ts';
import { createDemoTransport } from '../../demo/demo-transport.ts';
import { AlertHost } from '../../shell/notification-hosts.tsx';
import { ShellStatusProvider } from '../../shell/shell-context.tsx';
import { showApiError } from '../../shell/show-api-error.ts';
import { testModeApi } from '../../../test/test-mode-api.ts';
import { forgetMeetingPassword, rememberMeetingPassword } from './meeting-access.ts';
import { VideoMeetingScreen } from './video-meeting-screen.tsx';

// Against the test mode, which keeps one appointment with B-20417 on Monday, 23 November 2026,
// and opens its room without a video provider. "falsch" is refused here, as by the server.

type Answer = { httpStatus: number; body: unknown };

async function renderScreen(
  path = '/services/video-meeting?berater=B-20417',
  answer: (request: TransportRequest) => Answer | null = () => null,
  loggedIn = false,
) {
  const demo = createDemoTransport(new Date(Date.UTC(2026, 10, 20, 9, 30)));
  const sent: TransportRequest[] = [];
  const transport: Transport = {
    ...demo,
    send: (request) => {
      sent.push(request);
      if (request.call.fn === 'VideoCallGenerate' && request.params['password'] === 'falsch') {
        return Promise.resolve({
          httpStatus: 200,
          body: { Status: 400, Errors: { password: PASSWORD_WRONG } },
        });
      }
      const own = answer(request);
      return own === null ? demo.send(request) : Promise.resolve(own);
    },
  };
  const api = await testModeApi(transport);
  const onCompletionUnlocked = vi.fn();
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <ShellStatusProvider value={{ loggedIn, devMode: false, unreadCount: 0 }}>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route
              path="/services/video-meeting"
              element={
                <VideoMeetingScreen
                  loggedIn={loggedIn}
                  onCompletionUnlocked={onCompletionUnlocked}
                />
              }
            />
            <Route path="/services/video-termin-abschluss" element={<p>Abschlussseite</p>} />
          </Routes>
          <AlertHost />
        </MemoryRouter>
      </ShellStatusProvider>
    </ApiProvider>,
  );
  return { sent, onCompletionUnlocked };
}

async function enterPassword(password: string) {
  fireEvent.change(screen.getByLabelText('Passwort deines Videotermins'), {
    target: { value: password },
  });
  await act(async () => {
    fireEvent.submit(
      screen.getByLabelText('Passwort deines Videotermins').closest('form') as HTMLFormElement,
    );
    await Promise.resolve();
  });
}

/** Taps an Ionic button by its text (jsdom gives the custom element no role). */
async function tap(text: string) {
  await act(async () => {
    fireEvent.click(screen.getByText(text));
    await Promise.resolve();
  });
}

/** A stream with one track; `stop` tells whether the track was stopped. */
function fakeStream(): MediaStream & { stop: ReturnType<typeof vi.fn> } {
  const stop = vi.fn();
  return Object.assign(
    { getTracks: () => [{ stop }], getAudioTracks: () => [] } as unknown as MediaStream,
    { stop },
  );
}

function grantMedia(result: () => Promise<MediaStream>) {
  const getUserMedia = vi.fn(result);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia },
  });
  return getUserMedia;
}

describe('VideoMeetingScreen', () => {
  beforeEach(() => {
    forgetMeetingPassword();
  });
  afterEach(() => {
    cleanup();
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });

  it('shows a wrong password under the field, not as an alert, then opens the appointment', async () => {
    grantMedia(() => Promise.resolve(fakeStream()));
    const { sent } = await renderScreen();
    await enterPassword('falsch');
    expect(
      await screen.findByText(`Fehler: ${PASSWORD_WRONG}`, { selector: ':not(a)' }),
    ).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    await enterPassword('abcd-efgh-jkmn');
    expect(await screen.findByRole('heading', { name: 'Dein Videotermin' })).toBeTruthy();
    expect(screen.getByText(/mit Mag\. Florian Eder$/)).toBeTruthy();
    expect(await screen.findByText('Kamera und Mikrofon funktionieren.')).toBeTruthy();
    expect(screen.getByLabelText('Vorschau deiner Kamera')).toBeTruthy();
    const generated = sent.filter((r) => r.call.fn === 'VideoCallGenerate').map((r) => r.params);
    expect(generated.at(-1)).toMatchObject({
      beraterid: 'B-20417',
      password: 'abcd-efgh-jkmn',
      checkpassword: true,
    });
  });

  it('explains a denied permission and checks again on request', async () => {
    const getUserMedia = grantMedia(() =>
      Promise.reject(new DOMException('denied', 'NotAllowedError')),
    );
    rememberMeetingPassword('B-20417', 'ABCD-EFGH-JKMN');
    await renderScreen();
    expect(
      await screen.findByText(/Du hast den Zugriff auf Kamera und Mikrofon nicht erlaubt/),
    ).toBeTruthy();
    getUserMedia.mockImplementation(() => Promise.resolve(fakeStream()));
    await tap('Erneut prüfen');
    expect(await screen.findByText('Kamera und Mikrofon funktionieren.')).toBeTruthy();
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });

  it('says which device is missing or busy, and when the browser allows none', async () => {
    rememberMeetingPassword('B-20417', 'ABCD-EFGH-JKMN');
    grantMedia(() => Promise.reject(new DOMException('none', 'NotFoundError')));
    await renderScreen();
    expect(await screen.findByText(/Wir finden keine Kamera oder kein Mikrofon/)).toBeTruthy();
    cleanup();
    grantMedia(() => Promise.reject(new DOMException('busy', 'NotReadableError')));
    await renderScreen();
    expect(await screen.findByText(/von einem anderen Programm verwendet/)).toBeTruthy();
    cleanup();
    Reflect.deleteProperty(navigator, 'mediaDevices');
    await renderScreen();
    expect(await screen.findByText(/erlaubt auf dieser Seite keinen Zugriff/)).toBeTruthy();
  });

  it('stops the camera when leaving the check for the room, which says when there is no provider', async () => {
    const stream = fakeStream();
    grantMedia(() => Promise.resolve(stream));
    rememberMeetingPassword('B-20417', 'ABCD-EFGH-JKMN');
    const { onCompletionUnlocked } = await renderScreen();
    await screen.findByText('Kamera und Mikrofon funktionieren.');
    await tap('Jetzt beitreten');
    expect(await screen.findByText(/kein Videodienst eingerichtet/)).toBeTruthy();
    expect(stream.stop).toHaveBeenCalled();
    // The password opened the completion page too: the guard lets the customer through.
    expect(onCompletionUnlocked).not.toHaveBeenCalled();
    await tap('Gespräch beenden');
    expect(await screen.findByText('Abschlussseite')).toBeTruthy();
    expect(onCompletionUnlocked).toHaveBeenCalledOnce();
  });

  it("embeds the provider's room with camera and microphone allowed", async () => {
    grantMedia(() => Promise.resolve(fakeStream()));
    rememberMeetingPassword('B-20417', 'ABCD-EFGH-JKMN');
    await renderScreen(undefined, (request) =>
      request.call.fn === 'VideoCallGetRoom'
        ? {
            httpStatus: 200,
            body: {
              Status: 200,
              Result: {
                RoomUrl: 'https://meet.example.at/0f3a',
                Beginn: '2026-11-23T09:00:00.000Z',
                BeraterName: 'Mag. Florian Eder',
              },
            },
          }
        : null,
    );
    await screen.findByText('Kamera und Mikrofon funktionieren.');
    await tap('Jetzt beitreten');
    const frame = await screen.findByTitle('Videogespräch mit Mag. Florian Eder');
    expect(frame.getAttribute('src')).toBe('https://meet.example.at/0f3a');
    expect(frame.getAttribute('allow')).toContain('camera; microphone');
  });

  it('shows a refused join (too early) beside the button', async () => {
    grantMedia(() => Promise.resolve(fakeStream()));
    rememberMeetingPassword('B-20417', 'ABCD-EFGH-JKMN');
    const early = 'Dein Videotermin beginnt am Montag, 23. November 2026, 10:00 Uhr.';
    await renderScreen(undefined, (request) =>
      request.call.fn === 'VideoCallGenerate' && request.params['checkpassword'] === false
        ? { httpStatus: 200, body: { Status: 400, Errors: { password: early } } }
        : null,
    );
    await screen.findByText('Kamera und Mikrofon funktionieren.');
    await tap('Jetzt beitreten');
    expect((await screen.findByRole('alert')).textContent).toBe(early);
  });

  it('says when the room opens and offers no button before, then the button once it opens', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setTimeout', 'clearTimeout'] });
    vi.setSystemTime(new Date('2026-11-23T07:44:59.000Z'));
    try {
      grantMedia(() => Promise.resolve(fakeStream()));
      rememberMeetingPassword('B-20417', 'ABCD-EFGH-JKMN');
      await renderScreen();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(
        screen.getByText(
          'Der Raum öffnet 15 Minuten vor Beginn: am Montag, 23. November 2026 um 08:45 Uhr. Dann kannst du hier beitreten.',
        ),
      ).toBeTruthy();
      expect(screen.queryByText('Jetzt beitreten')).toBeNull();
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1000);
      });
      expect(screen.getByText('Jetzt beitreten')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks for the link from the mail without an adviser', async () => {
    await renderScreen('/services/video-meeting');
    expect(
      screen.getByText('Bitte öffne den Link aus der E-Mail zu deinem Videotermin.'),
    ).toBeTruthy();
  });

  it("shows a customer's appointments without an adviser, each to join", async () => {
    const appointment = {
      TerminId: 'T-1',
      BeraterId: 'B-20417',
      BeraterName: 'Mag. Florian Eder',
      Thema: 'vorsorge',
      Beginn: '2026-11-23T08:00:00.000Z',
      Ende: '2026-11-23T08:30:00.000Z',
      Vertragsnummer: null,
    };
    await renderScreen(
      '/services/video-meeting',
      (request) =>
        request.call.fn === 'GetVideoTermine'
          ? { httpStatus: 200, body: { Status: 200, Result: { Termine: [appointment] } } }
          : null,
      true,
    );
    const join = await screen.findByRole('link', {
      name: 'Am Videotermin am Montag, 23. November 2026, 09:00\u00A0Uhr teilnehmen',
    });
    expect(join.getAttribute('href')).toBe('/services/video-meeting?berater=B-20417');
    expect(
      screen.queryByText('Bitte öffne den Link aus der E-Mail zu deinem Videotermin.'),
    ).toBeNull();
  });

  it('leads a customer without appointments to book one', async () => {
    await renderScreen(
      '/services/video-meeting',
      (request) =>
        request.call.fn === 'GetVideoTermine'
          ? { httpStatus: 200, body: { Status: 200, Result: { Termine: [] } } }
          : null,
      true,
    );
    expect(
      await screen.findByText(
        'Du hast gerade keinen Videotermin. Vereinbare einen mit deiner Beraterin oder deinem Berater.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Videotermin vereinbaren' }).getAttribute('href')).toBe(
      '/services/berater',
    );
  });
});
