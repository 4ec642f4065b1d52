import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard.ts';

describe('clipboard on the web', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('writes the text with the Clipboard API', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { clipboard: { writeText } });
    await copyText('AT61 1904 3002 3457 3201');
    expect(writeText).toHaveBeenCalledWith('AT61 1904 3002 3457 3201');
  });

  it('rejects where the browser refuses, for the caller to tell the customer', async () => {
    vi.stubGlobal('navigator', {
      clipboard: { writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) },
    });
    await expect(copyText('x')).rejects.toThrow('denied');
    vi.stubGlobal('navigator', {});
    await expect(copyText('x')).rejects.toThrow();
  });
});
