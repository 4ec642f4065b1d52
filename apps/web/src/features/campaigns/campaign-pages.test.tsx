import { campaignCalls } from '@servicebereich/protocol';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findEmptyState } from '../../../test/empty-state.ts';
import { renderScreen } from '../../../test/render-screen.tsx';
import { campaignTexts } from '../../text/campaigns.ts';
import { shellTexts } from '../../text/shell.ts';
// The page gets the DokBox's dialog from route-table.tsx; the test puts them together the same way.
import { DocumentUploadDialog } from '../dokbox/document-upload-dialog.tsx';
import { LectureScreen } from './lecture-screen.tsx';
import { LecturesScreen } from './lectures-screen.tsx';
import { Me1nsScreen } from './me1ns-screen.tsx';
import { SchmerzlinderungScreen } from './schmerzlinderung-screen.tsx';

afterEach(() => {
  cleanup();
});

describe('me1ns', () => {
  it('leads to each campaign, named with a line on what it offers', async () => {
    await renderScreen(<Me1nsScreen />, { loggedIn: true, path: '/services/me1ns' });
    const links = (await screen.findAllByRole('link')).filter((link) => link.closest('.link-rows'));
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['my2121 Tage, jeden Tag ein kleiner Schritt zu mehr Wohlbefinden.', '/services/me1ns/my21'],
      [
        'me1n ZuhauseVorträge von Expertinnen und Experten rund ums Bauen, Sanieren und Energiesparen.',
        '/services/me1ns/me1nzuhause',
      ],
      [
        'Gemeinsam gesundZuschuss zu Physiotherapie und Schmerzbehandlung.',
        '/services/schmerzlinderung',
      ],
    ]);
  });
});

describe('Schmerzlinderung', () => {
  const page = (loggedIn: boolean, onLogin = vi.fn()) => (
    <SchmerzlinderungScreen
      loggedIn={loggedIn}
      onLogin={onLogin}
      uploadDialog={(upload) => <DocumentUploadDialog {...upload} />}
    />
  );

  it('takes a document into the DokBox as "Gemeinsam gesund - …", title and folder fixed', async () => {
    await renderScreen(page(true), { loggedIn: true, path: '/services/schmerzlinderung' });
    expect(
      await screen.findByRole('heading', { name: 'Gemeinsam gesund: Schmerzlinderung' }),
    ).toBeTruthy();
    const item = screen
      .getAllByRole('listitem')
      .find((li) => li.textContent.startsWith('Ärztliche Verordnung'));
    fireEvent.click(within(item as HTMLElement).getByText(shellTexts.documentList.upload));
    const dialog = await screen.findByRole('dialog');
    const title = within(dialog).getByLabelText<HTMLInputElement>('Titel');
    expect(title.value).toBe('Gemeinsam gesund - Ärztliche Verordnung');
    expect(title.readOnly).toBe(true);
    const folder = within(dialog).getByLabelText<HTMLSelectElement>('Ordner');
    await vi.waitFor(() => {
      expect(folder.selectedOptions[0]?.textContent).toBe('Gesundheit');
    });
    expect(folder.disabled).toBe(true);
  });

  it('offers a visitor the login instead of the upload', async () => {
    const onLogin = vi.fn();
    await renderScreen(page(false, onLogin), {
      loggedIn: false,
      path: '/services/schmerzlinderung',
    });
    expect(await screen.findByText(campaignTexts.schmerzlinderung.loginHint)).toBeTruthy();
    expect(screen.queryByText(shellTexts.documentList.upload)).toBeNull();
    fireEvent.click(screen.getByText(shellTexts.documentList.login));
    expect(onLogin).toHaveBeenCalledOnce();
  });
});

describe('me1n Zuhause', () => {
  it('lists the lectures, each leading to its page', async () => {
    await renderScreen(<LecturesScreen />, { loggedIn: false });
    const link = await screen.findByRole('link', { name: /Richtig heizen und lüften/ });
    expect(link.getAttribute('href')).toBe('/services/me1ns/me1nzuhause/vortrag1');
    expect(link.textContent).toContain('12.02.2026 · 45 Minuten');
  });

  it('says when there are no lectures and leads back to me1ns', async () => {
    await renderScreen(<LecturesScreen />, {
      loggedIn: false,
      answer: (request) =>
        request.call === campaignCalls.getVortraege ? { Status: 200, Result: [] } : undefined,
    });
    expect(await findEmptyState('Zu me1ns')).toEqual({
      text: 'Derzeit gibt es keine Vorträge.',
      to: '/services/me1ns',
    });
  });

  it('embeds the video player where the lecture has one, with a title', async () => {
    await renderScreen(<LectureScreen id={1} />, {
      loggedIn: false,
      answer: (request) =>
        request.call === campaignCalls.getVortrag
          ? {
              Status: 200,
              Result: {
                Id: 1,
                Title: 'Richtig heizen',
                Speaker: 'DI Martina Steiner',
                Date: '2026-02-12',
                Minutes: 45,
                Teaser: 'Kurz',
                HasVideo: true,
                Body: [],
                VideoUrl: 'https://video.example.at/embed/7',
              },
            }
          : undefined,
    });
    const video = await screen.findByTitle(campaignTexts.lectures.videoTitle('Richtig heizen'));
    expect(video.getAttribute('src')).toBe('https://video.example.at/embed/7');
    expect(video.getAttribute('sandbox')).not.toContain('allow-top-navigation');
  });

  it('shows the text of a lecture without a video', async () => {
    await renderScreen(<LectureScreen id={2} />, { loggedIn: false });
    expect(
      await screen.findByRole('heading', { name: 'Sicher zu Hause: Einbruchschutz' }),
    ).toBeTruthy();
    expect(screen.queryByTitle(/^Video/)).toBeNull();
    expect(screen.getByText(/zweimal ab/)).toBeTruthy();
  });
});
