import { type DokboxFile, dokboxCalls } from '@servicebereich/protocol';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../api/api-client.ts';
import { ApiProvider } from '../api/api-context.tsx';
import { createQueryClient } from '../api/query-client.ts';
import type { Transport } from '../api/transport.ts';
import { createDemoTransport } from '../demo/demo-transport.ts';
import { FileViewer } from './file-viewer.tsx';
import type { FileViewerProps, ViewedFile } from './file-viewer/viewed-file.ts';
import { AlertHost } from './notification-hosts.tsx';
import { showApiError } from './show-api-error.ts';
import { testModeApi } from '../../test/test-mode-api.ts';

const platform = vi.hoisted(() => ({ native: false }));
vi.mock('../native/platform.ts', () => ({
  isNative: () => platform.native,
  platformName: () => (platform.native ? 'android' : 'web'),
}));
const openInAppBrowser = vi.hoisted(() => vi.fn((_url: string) => Promise.resolve()));
vi.mock('../native/browser.ts', () => ({ openInAppBrowser }));

// The viewer against the test mode's transport: the same files the app gets for 1234567890.

/** Object URLs are not part of jsdom; these stand for the Blob they were made of. */
const objectUrls = new Map<string, Blob>();
beforeAll(() => {
  Object.defineProperties(URL, {
    createObjectURL: {
      configurable: true,
      value: (blob: Blob) => {
        const url = `blob:test/${objectUrls.size + 1}`;
        objectUrls.set(url, blob);
        return url;
      },
    },
    revokeObjectURL: { configurable: true, value: () => undefined },
  });
});

afterEach(() => {
  cleanup();
  platform.native = false;
  openInAppBrowser.mockClear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

type Sent = { fn: string; params: Readonly<Record<string, unknown>> };

/** Logged in to the test mode; `sent` notes the calls and the addresses of files asked for. */
async function loggedIn(): Promise<{ api: ApiClient; sent: Sent[] }> {
  const demo = createDemoTransport(new Date(2026, 2, 18, 10, 30));
  const sent: Sent[] = [];
  const transport: Transport = {
    send: (request) => {
      sent.push({ fn: request.call.fn, params: request.params });
      return demo.send(request);
    },
    fileUrl: (call, params) => {
      sent.push({ fn: call.fn, params });
      return demo.fileUrl(call, params);
    },
  };
  const api = await testModeApi(transport, { downloadTokens: platform.native });
  return { api, sent };
}

async function demoPhoto(api: ApiClient): Promise<DokboxFile> {
  const { groups } = await api.call(dokboxCalls.getDokboxFiles, { limitStart: 0, limit: 50 });
  const photo = groups
    .flatMap((group) => group.files)
    .find((file) => file.fileType !== 'pdf' && !file.fileIs360);
  if (photo === undefined) throw new Error('no photo in the test data');
  return photo;
}

function photoViewed(photo: DokboxFile): ViewedFile {
  return {
    source: { call: 'ShowDokboxFile', fileId: photo.fileId },
    title: photo.fileName,
    fileName: `${photo.fileName}.png`,
    kind: 'image',
  };
}

function show(api: ApiClient, props: FileViewerProps) {
  render(
    <ApiProvider client={api} queryClient={createQueryClient({ onError: showApiError })}>
      <FileViewer {...props} />
      <AlertHost />
    </ApiProvider>,
  );
}

/** The blob a download link pointed at, and the name it gave, when the viewer clicks it. */
function recordDownloads(): { href: string; download: string }[] {
  const downloads: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function click(
    this: HTMLAnchorElement,
  ) {
    downloads.push({ href: this.href, download: this.download });
  });
  return downloads;
}

describe('the file viewer', () => {
  it('shows an image inside the app, titled with its name, and zooms it', async () => {
    const { api } = await loggedIn();
    const photo = await demoPhoto(api);
    show(api, { file: photoViewed(photo), onClose: () => undefined });
    const viewer = await screen.findByRole('dialog', { name: photo.fileName });
    const image = await within(viewer).findByRole('img', { name: photo.fileName });
    const shown = objectUrls.get(image.getAttribute('src') ?? '');
    expect(shown?.type).toBe('image/png');

    const level = within(viewer).getByRole('status', { name: 'Zoomstufe' });
    expect(level.textContent).toBe('100\u00A0%');
    const zoomOut = within(viewer).getByRole('button', { name: 'Verkleinern' });
    expect((zoomOut as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(viewer).getByRole('button', { name: 'Vergrößern' }));
    expect(level.textContent).toBe('150\u00A0%');
    expect(image.style.transform).toContain('scale(1.5)');
    fireEvent.keyDown(within(viewer).getByRole('group', { name: `Bild ${photo.fileName}` }), {
      key: '+',
    });
    expect(level.textContent).toBe('225\u00A0%');
    fireEvent.click(zoomOut);
    expect(level.textContent).toBe('150\u00A0%');
  });

  it('closes with "Schließen"', async () => {
    const { api } = await loggedIn();
    const onClose = vi.fn();
    show(api, { file: photoViewed(await demoPhoto(api)), onClose });
    const viewer = await screen.findByRole('dialog');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('downloads the file it shows, with the file’s name', async () => {
    const { api } = await loggedIn();
    const downloads = recordDownloads();
    const photo = await demoPhoto(api);
    show(api, { file: photoViewed(photo), onClose: () => undefined });
    const viewer = await screen.findByRole('dialog');
    const image = await within(viewer).findByRole('img');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Herunterladen' }));
    expect(downloads.map((d) => d.download)).toEqual([`${photo.fileName}.png`]);
    // The same file as the one shown.
    const shown = objectUrls.get(image.getAttribute('src') ?? '');
    const saved = objectUrls.get(downloads[0]?.href ?? '');
    expect(saved).toBeInstanceOf(File);
    expect(await saved?.arrayBuffer()).toEqual(await shown?.arrayBuffer());
  });

  it('shares the file itself where the browser can share files', async () => {
    const { api } = await loggedIn();
    const share = vi.fn((_data: ShareData) => Promise.resolve());
    vi.stubGlobal('navigator', { share, canShare: () => true });
    const onShareLink = vi.fn();
    const photo = await demoPhoto(api);
    show(api, { file: photoViewed(photo), onClose: () => undefined, onShareLink });
    const viewer = await screen.findByRole('dialog');
    await within(viewer).findByRole('img');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Teilen' }));
    await waitFor(() => {
      expect(share).toHaveBeenCalledOnce();
    });
    const [shared] = share.mock.calls[0]?.[0].files ?? [];
    expect(shared?.name).toBe(`${photo.fileName}.png`);
    expect(shared?.type).toBe('image/png');
    expect(onShareLink).not.toHaveBeenCalled();
  });

  it('offers the DokBox’s share link where the browser cannot share files', async () => {
    const { api } = await loggedIn();
    vi.stubGlobal('navigator', { share: vi.fn() });
    const onShareLink = vi.fn();
    show(api, { file: photoViewed(await demoPhoto(api)), onClose: () => undefined, onShareLink });
    const viewer = await screen.findByRole('dialog');
    await within(viewer).findByRole('img');
    fireEvent.click(within(viewer).getByRole('button', { name: 'Teilen' }));
    expect(onShareLink).toHaveBeenCalledOnce();
  });

  it('offers no "Teilen" for a file without a link of its own where the browser cannot share files', async () => {
    const { api } = await loggedIn();
    vi.stubGlobal('navigator', {});
    show(api, { file: photoViewed(await demoPhoto(api)), onClose: () => undefined });
    const viewer = await screen.findByRole('dialog');
    await within(viewer).findByRole('img');
    expect(within(viewer).getByRole('button', { name: 'Herunterladen' })).toBeTruthy();
    expect(within(viewer).queryByRole('button', { name: 'Teilen' })).toBeNull();
  });

  it('says so when the file cannot be loaded, with the error of the call', async () => {
    const { api } = await loggedIn();
    show(api, {
      file: {
        source: { call: 'ShowDokboxFile', fileId: 'DB-404' },
        title: 'Gelöscht.pdf',
        fileName: 'Gelöscht.pdf',
        kind: 'pdf',
      },
      onClose: () => undefined,
    });
    const viewer = await screen.findByRole('dialog', { name: 'Gelöscht.pdf' });
    expect(await within(viewer).findByText('Die Datei konnte nicht geladen werden.')).toBeTruthy();
    const alert = await screen.findByRole('alertdialog', { hidden: true });
    expect(within(alert).getByText('Bitte beachten')).toBeTruthy();
  });

  it('in the native app, downloads with a token for this one file in the in-app browser', async () => {
    platform.native = true;
    const { api, sent } = await loggedIn();
    const photo = await demoPhoto(api);
    const onShareLink = vi.fn();
    show(api, { file: photoViewed(photo), onClose: () => undefined, onShareLink });
    const viewer = await screen.findByRole('dialog');
    await within(viewer).findByRole('img');
    sent.length = 0;
    fireEvent.click(within(viewer).getByRole('button', { name: 'Herunterladen' }));
    await waitFor(() => {
      expect(openInAppBrowser).toHaveBeenCalledOnce();
    });
    expect(sent).toEqual([
      { fn: 'GetTokenId', params: { call: 'ShowDokboxFile', fileid: photo.fileId } },
      { fn: 'ShowDokboxFile', params: { FileId: photo.fileId, tokenid: 'testmodus-download' } },
    ]);
    const opened = objectUrls.get(openInAppBrowser.mock.calls[0]?.[0] ?? '');
    expect(opened?.type).toBe('image/png');
    // The app's share sheet takes no file from the page: the DokBox's link is shared.
    fireEvent.click(within(viewer).getByRole('button', { name: 'Teilen' }));
    expect(onShareLink).toHaveBeenCalledOnce();
  });
});
