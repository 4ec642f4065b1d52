import { afterEach, describe, expect, it, vi } from 'vitest';
import { canShare, canShareFiles, shareContent, ShareError } from './share.ts';

const CONTENT = { title: 'DokBox', url: 'https://www.example.at/freigabe/abc' };

describe('share sheet on the web', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shares with the Web Share API', async () => {
    const share = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { share });
    expect(canShare()).toBe(true);
    expect(await shareContent(CONTENT)).toBe('shared');
    expect(share).toHaveBeenCalledWith(CONTENT);
  });

  it('treats closing the sheet as no error', async () => {
    vi.stubGlobal('navigator', {
      share: () => Promise.reject(new DOMException('Share canceled', 'AbortError')),
    });
    expect(await shareContent(CONTENT)).toBe('cancelled');
  });

  it('throws a ShareError with the platform message for the toast', async () => {
    vi.stubGlobal('navigator', {
      share: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')),
    });
    const failure = shareContent(CONTENT);
    await expect(failure).rejects.toBeInstanceOf(ShareError);
    await expect(failure).rejects.toThrow('Permission denied');
  });

  it('shares a file where the browser takes it', async () => {
    const share = vi.fn(() => Promise.resolve());
    const canShareData = vi.fn(() => true);
    vi.stubGlobal('navigator', { share, canShare: canShareData });
    const files = [new File(['%PDF'], 'Rechnung.pdf', { type: 'application/pdf' })];
    expect(canShareFiles(files)).toBe(true);
    expect(canShareData).toHaveBeenCalledWith({ files });
    expect(await shareContent({ title: 'Rechnung.pdf', files })).toBe('shared');
    expect(share).toHaveBeenCalledWith({ title: 'Rechnung.pdf', files });
  });

  it('offers no file where the browser cannot share files', () => {
    const files = [new File(['%PDF'], 'Rechnung.pdf', { type: 'application/pdf' })];
    vi.stubGlobal('navigator', { share: vi.fn() });
    expect(canShareFiles(files)).toBe(false);
    vi.stubGlobal('navigator', { share: vi.fn(), canShare: () => false });
    expect(canShareFiles(files)).toBe(false);
  });

  it('throws a ShareError where the browser has no share sheet', async () => {
    vi.stubGlobal('navigator', {});
    expect(canShare()).toBe(false);
    await expect(shareContent(CONTENT)).rejects.toBeInstanceOf(ShareError);
  });
});
