import { beforeEach, describe, expect, it, vi } from 'vitest';

// The adapters on a phone: platform Android, the Capacitor plugins replaced by recorders.
const plugins = vi.hoisted(() => ({
  preferences: new Map<string, string>(),
  browserOpen: vi.fn(() => Promise.resolve()),
  backButtonListeners: [] as ((event: { canGoBack: boolean }) => void)[],
  removeListener: vi.fn(() => Promise.resolve()),
  requestReview: vi.fn(() => Promise.resolve()),
  takePhoto: vi.fn(() =>
    Promise.resolve({ webPath: 'capacitor://localhost/_capacitor_file_/1.jpg' }),
  ),
}));

vi.mock('./platform.ts', () => ({ isNative: () => true, platformName: () => 'android' }));
vi.mock('@capacitor/preferences', () => ({
  Preferences: {
    get: ({ key }: { key: string }) =>
      Promise.resolve({ value: plugins.preferences.get(key) ?? null }),
    set: ({ key, value }: { key: string; value: string }) => {
      plugins.preferences.set(key, value);
      return Promise.resolve();
    },
    remove: ({ key }: { key: string }) => {
      plugins.preferences.delete(key);
      return Promise.resolve();
    },
  },
}));
vi.mock('@capacitor/browser', () => ({ Browser: { open: plugins.browserOpen } }));
vi.mock('@capacitor/app', () => ({
  App: {
    addListener: (_event: string, listener: (event: { canGoBack: boolean }) => void) => {
      plugins.backButtonListeners.push(listener);
      return Promise.resolve({ remove: plugins.removeListener });
    },
    getInfo: () =>
      Promise.resolve({ version: '3.2.1', build: '321', id: 'at.example.servicebereich' }),
  },
}));
vi.mock('@capacitor-community/in-app-review', () => ({
  InAppReview: { requestReview: plugins.requestReview },
}));
vi.mock('@capacitor/camera', () => ({ Camera: { takePhoto: plugins.takePhoto } }));
vi.mock('@capacitor/device', () => ({
  Device: { getId: () => Promise.resolve({ identifier: 'a1b2c3' }) },
}));

const { appVersion, onBackButton } = await import('./app-lifecycle.ts');
const { appReview } = await import('./app-review.ts');
const { takeNativePhoto } = await import('./camera.ts');
const { openInAppBrowser } = await import('./browser.ts');
const { pushDeviceId } = await import('./device.ts');
const { canShareFiles } = await import('./share.ts');
const { clearSessionData, readStored, writeStored } = await import('./storage.ts');

describe('native adapters', () => {
  beforeEach(() => {
    plugins.preferences.clear();
    localStorage.clear();
  });

  it('keeps device storage in Capacitor Preferences, not in localStorage', async () => {
    await writeStored('usernumber', '1000000001');
    await writeStored('checklists', []);
    expect(plugins.preferences.get('usernumber')).toBe('"1000000001"');
    expect(localStorage.length).toBe(0);
    expect(await readStored('usernumber')).toBe('1000000001');
    await clearSessionData();
    expect([...plugins.preferences.keys()]).toEqual(['usernumber']);
  });

  it('opens addresses in the in-app browser', async () => {
    await openInAppBrowser('https://www.example.at/');
    expect(plugins.browserOpen).toHaveBeenCalledWith({ url: 'https://www.example.at/' });
  });

  it('listens to the hardware back button until unsubscribed', async () => {
    const listener = vi.fn();
    const registered = plugins.backButtonListeners.length;
    const unsubscribe = onBackButton(listener);
    await vi.waitFor(() => {
      expect(plugins.backButtonListeners).toHaveLength(registered + 1);
    });
    plugins.backButtonListeners.at(-1)?.({ canGoBack: false });
    expect(listener).toHaveBeenCalledWith({ canGoBack: false });
    unsubscribe();
    await vi.waitFor(() => {
      expect(plugins.removeListener).toHaveBeenCalled();
    });
  });

  it("requests the store's rating sheet and opens the app's page in Google Play", async () => {
    await appReview.requestReview();
    expect(plugins.requestReview).toHaveBeenCalledOnce();
    await appReview.openStorePage();
    expect(plugins.browserOpen).toHaveBeenCalledWith({
      url: 'https://play.google.com/store/apps/details?id=at.example.servicebereich',
    });
  });

  it('takes camera photos at quality 90 as files to upload', async () => {
    // The photo's bytes as the web view's fetch gives them: a Blob of the page's own.
    const fetchPhoto = vi.fn(() =>
      Promise.resolve({
        blob: () => Promise.resolve(new Blob([new Uint8Array([0xff, 0xd8, 0xff])])),
      }),
    );
    vi.stubGlobal('fetch', fetchPhoto);
    try {
      const photo = await takeNativePhoto(new Date(2026, 2, 18, 10, 30, 5));
      expect(plugins.takePhoto).toHaveBeenCalledWith(expect.objectContaining({ quality: 90 }));
      expect(fetchPhoto).toHaveBeenCalledWith('capacitor://localhost/_capacitor_file_/1.jpg');
      expect(photo?.name).toBe('Foto-20260318-103005.jpg');
      expect(photo?.type).toBe('image/jpeg');
      expect(photo?.size).toBe(3);
      plugins.takePhoto.mockRejectedValueOnce(new Error('User cancelled photos app'));
      expect(await takeNativePhoto()).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('offers no file to the share sheet, which takes saved files only', () => {
    vi.stubGlobal('navigator', { share: vi.fn(), canShare: () => true });
    try {
      expect(canShareFiles([new File(['%PDF'], 'Brief.pdf', { type: 'application/pdf' })])).toBe(
        false,
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('reports the installed version and the device id', async () => {
    expect(await appVersion()).toEqual({ version: '3.2.1', build: '321' });
    expect(await pushDeviceId()).toBe('a1b2c3');
  });
});
