import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PlatformName } from '../native/platform.ts';
import { readStored, writeStored } from '../native/storage.ts';
import type { AlertRequest } from './alert-store.ts';

// The customer's answer to the Android prompt: the index of the button chosen, or null.
const answer = vi.hoisted(() => ({ button: null as number | null, shown: [] as AlertRequest[] }));
vi.mock('./alert-store.ts', () => ({
  showAlert: (request: AlertRequest) => {
    answer.shown.push(request);
    return Promise.resolve(answer.button === null ? null : request.buttons[answer.button]);
  },
}));

const { isAskingForRating, promptForRating, setAskForRating } = await import('./rating-prompt.ts');

function on(platform: PlatformName) {
  const review = {
    requestReview: vi.fn(() => Promise.resolve()),
    openStorePage: vi.fn(() => Promise.resolve()),
  };
  return { deps: { platform, review }, review };
}

const NEVER = 0;
const LATER = 1;
const RATE = 2;

describe('the rating prompt', () => {
  beforeEach(() => {
    localStorage.clear();
    answer.shown = [];
    answer.button = null;
  });

  it('asks nothing until an upload has asked for a rating, and then once', async () => {
    const { deps } = on('android');
    await promptForRating(deps);
    expect(answer.shown).toHaveLength(0);
    setAskForRating();
    await promptForRating(deps);
    await promptForRating(deps);
    expect(answer.shown.map((a) => a.buttons.map((b) => b.text))).toEqual([
      ['Nein, danke', 'Später', 'Jetzt bewerten'],
    ]);
    expect(isAskingForRating()).toBe(false);
  });

  it('on Android, "Nein, danke" stores never-ask and opens nothing', async () => {
    const { deps, review } = on('android');
    answer.button = NEVER;
    setAskForRating();
    await promptForRating(deps);
    expect(await readStored('neveraskforrating')).toBe(true);
    expect(review.openStorePage).not.toHaveBeenCalled();
    setAskForRating();
    await promptForRating(deps);
    expect(answer.shown).toHaveLength(1);
  });

  it('on Android, "Später" asks again after the next upload', async () => {
    const { deps, review } = on('android');
    answer.button = LATER;
    setAskForRating();
    await promptForRating(deps);
    expect(await readStored('neveraskforrating')).toBeNull();
    setAskForRating();
    await promptForRating(deps);
    expect(answer.shown).toHaveLength(2);
    expect(review.openStorePage).not.toHaveBeenCalled();
  });

  it('on Android, "Jetzt bewerten" stores never-ask and opens the store page', async () => {
    const { deps, review } = on('android');
    answer.button = RATE;
    setAskForRating();
    await promptForRating(deps);
    expect(await readStored('neveraskforrating')).toBe(true);
    expect(review.openStorePage).toHaveBeenCalledOnce();
    expect(review.requestReview).not.toHaveBeenCalled();
  });

  it("on iOS, requests the platform's review at once, without a prompt of its own", async () => {
    const { deps, review } = on('ios');
    setAskForRating();
    await promptForRating(deps);
    expect(review.requestReview).toHaveBeenCalledOnce();
    expect(answer.shown).toHaveLength(0);
  });

  it('stays silent where never-ask is stored, and on the web', async () => {
    await writeStored('neveraskforrating', true);
    for (const platform of ['android', 'ios'] as const) {
      const { deps, review } = on(platform);
      setAskForRating();
      await promptForRating(deps);
      expect(review.requestReview).not.toHaveBeenCalled();
    }
    localStorage.clear();
    const { deps, review } = on('web');
    setAskForRating();
    await promptForRating(deps);
    expect(review.requestReview).not.toHaveBeenCalled();
    expect(answer.shown).toHaveLength(0);
  });
});
