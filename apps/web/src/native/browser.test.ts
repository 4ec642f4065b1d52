import { afterEach, describe, expect, it, vi } from 'vitest';
import { openInAppBrowser, withReferrerApp } from './browser.ts';

describe('in-app browser on the web', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('adds referrer=app to an address, keeping its query and fragment', () => {
    expect(withReferrerApp('https://www.example.at/a')).toBe(
      'https://www.example.at/a?referrer=app',
    );
    expect(withReferrerApp('https://www.example.at/a?x=1#teil')).toBe(
      'https://www.example.at/a?x=1&referrer=app#teil',
    );
    expect(withReferrerApp('https://www.example.at/?referrer=web')).toBe(
      'https://www.example.at/?referrer=app',
    );
  });

  it('opens a new tab without handing it this window', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await openInAppBrowser('https://www.example.at/magazin');
    expect(open).toHaveBeenCalledWith('https://www.example.at/magazin', '_blank', 'noopener');
  });

  it('refuses anything but http(s)', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    await expect(openInAppBrowser('javascript:alert(1)')).rejects.toThrow();
    await expect(openInAppBrowser('data:text/html,x')).rejects.toThrow();
    expect(open).not.toHaveBeenCalled();
  });
});
