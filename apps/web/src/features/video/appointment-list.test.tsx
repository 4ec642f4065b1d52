import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderScreen } from '../../../test/render-screen.tsx';
import { AppointmentList } from './appointment-list.tsx';

const platform = vi.hoisted(() => ({ native: false }));
vi.mock('../../native/platform.ts', () => ({
  isNative: () => platform.native,
  platformName: () => (platform.native ? 'android' : 'web'),
}));
const saveFile = vi.hoisted(() => vi.fn((_file: File) => undefined));
vi.mock('../../shell/save-file.ts', () => ({ saveFile }));

// The test mode keeps one video appointment, on Monday, 23 November 2026, with Mag. Florian Eder.
const LABEL = 'Termin am Montag, 23. November 2026, 09:00\u00A0Uhr in den Kalender eintragen';

describe('AppointmentList', () => {
  afterEach(() => {
    cleanup();
    platform.native = false;
    saveFile.mockClear();
  });

  it("saves an appointment as a calendar file with the mails' UID, leading to its meeting", async () => {
    await renderScreen(<AppointmentList movesHere={null} />, { path: '/services/berater' });
    const list = await screen.findByRole('region', { name: 'Deine Videotermine' });
    fireEvent.click(within(list).getByRole('button', { name: LABEL }));
    expect(saveFile).toHaveBeenCalledOnce();
    const file = saveFile.mock.calls[0]?.[0];
    expect(file?.name).toBe('videotermin.ics');
    const content = (await file?.text())?.replace(/\r\n /g, '') ?? '';
    expect(content).toContain('\r\nUID:00000000-0000-4000-8000-000000005000@servicebereich\r\n');
    expect(content).toContain(
      `\r\nURL:${location.origin}/services/video-meeting?berater=B-20417\r\n`,
    );
  });

  it('offers no calendar file in the native app, whose web view saves none', async () => {
    platform.native = true;
    await renderScreen(<AppointmentList movesHere={null} />, { path: '/services/berater' });
    const list = await screen.findByRole('region', { name: 'Deine Videotermine' });
    expect(within(list).queryByRole('button', { name: LABEL })).toBeNull();
  });
});
