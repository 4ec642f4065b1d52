import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_BUILD, APP_VERSION } from '../app-config.ts';
import { appVersion, onAppUrlOpen, onBackButton, onResume } from './app-lifecycle.ts';

function setVisibility(state: DocumentVisibilityState): void {
  vi.spyOn(document, 'visibilityState', 'get').mockReturnValue(state);
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('app lifecycle on the web', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('counts the tab coming back into view as a resume, until unsubscribed', () => {
    const listener = vi.fn();
    const unsubscribe = onResume(listener);
    setVisibility('hidden');
    expect(listener).not.toHaveBeenCalled();
    setVisibility('visible');
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    setVisibility('visible');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('has no hardware back button and no deep links to listen to', () => {
    expect(() => {
      onBackButton(vi.fn())();
      onAppUrlOpen(vi.fn())();
    }).not.toThrow();
  });

  it('reports the version and build the web app was built with', async () => {
    expect(await appVersion()).toEqual({ version: APP_VERSION, build: APP_BUILD });
  });
});
