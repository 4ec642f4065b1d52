import { afterEach, describe, expect, it, vi } from 'vitest';
import { canShare, shareContent, ShareError } from './share.ts';

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

  it('throws a ShareError where the browser has no share sheet', async () => {
    vi.stubGlobal('navigator', {});
    expect(canShare()).toBe(false);
    await expect(shareContent(CONTENT)).rejects.toBeInstanceOf(ShareError);
  });
});
