import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findEmptyState } from '../../../test/empty-state.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { DokboxScreen } from './dokbox-screen.tsx';

describe('DokboxScreen', () => {
  afterEach(cleanup);

  it('says an empty DokBox is empty and opens the form for the first file', async () => {
    await renderScreen(<DokboxScreen />, {
      now: new Date(2026, 2, 18, 10, 30),
      answer: (request) =>
        request.call.fn === 'GetDokboxFiles'
          ? { Status: 200, Result: { groups: [], total: 0 } }
          : undefined,
    });
    expect(await findEmptyState('Erste Datei ablegen')).toEqual({
      text: 'Hier sind noch keine Dateien. Lege deine ersten Fotos oder Dokumente ab.',
      to: null,
    });
    fireEvent.click(screen.getByText('Erste Datei ablegen'));
    expect(await screen.findByRole('dialog', { name: 'Fotos & Dateien' })).toBeTruthy();
  });

  it('opens the file a link names by GetDokboxFile alone, and closing it leaves the list', async () => {
    const { requests } = await renderScreen(<DokboxScreen />, {
      path: '/services/dokbox?datei=DB-1009',
    });
    const viewer = await screen.findByRole('dialog', { name: 'Zulassungsschein VW Tiguan' });
    expect(requests.filter((r) => r.call.fn === 'GetDokboxFile').map((r) => r.params)).toEqual([
      { fileId: 'DB-1009' },
    ]);
    fireEvent(viewer, new Event('cancel', { cancelable: true }));
    await vi.waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    expect(screen.getByRole('heading', { name: 'Zulassungsschein VW Tiguan' })).toBeTruthy();
  });

  it('opens a file of the list without asking for it again', async () => {
    const { requests } = await renderScreen(<DokboxScreen />, { path: '/services/dokbox' });
    fireEvent.click(
      await screen.findByRole('button', { name: 'Zulassungsschein VW Tiguan öffnen' }),
    );
    expect(await screen.findByRole('dialog', { name: 'Zulassungsschein VW Tiguan' })).toBeTruthy();
    expect(requests.filter((r) => r.call.fn === 'GetDokboxFile')).toEqual([]);
  });

  it('says so when the linked file is not there, and shows the list', async () => {
    await renderScreen(<DokboxScreen />, { path: '/services/dokbox?datei=DB-9999' });
    const alert = await screen.findByRole('alertdialog');
    expect(within(alert).getByText('Der Eintrag wurde nicht gefunden.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Zulassungsschein VW Tiguan' })).toBeTruthy();
  });
});
