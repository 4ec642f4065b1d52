import { DEVICE_COOKIE_MAX_AGE_SECONDS, HIDE_AMOUNTS_COOKIE } from '@servicebereich/protocol';
import { readStored, writeStored } from '../native/storage.ts';
import { isNative } from '../native/platform.ts';
import type { HiddenAmountsStorage } from './hidden-amounts.tsx';

function cookieSaysHidden(): boolean {
  return document.cookie.split(';').some((pair) => pair.trim() === `${HIDE_AMOUNTS_COOKIE}=1`);
}

/** The web app's copy of the setting for the server's pages (HIDE_AMOUNTS_COOKIE). */
function writeCookie(hidden: boolean): void {
  const attributes = `; Path=/; SameSite=Strict${location.protocol === 'https:' ? '; Secure' : ''}`;
  document.cookie = hidden
    ? `${HIDE_AMOUNTS_COOKIE}=1${attributes}; Max-Age=${String(DEVICE_COOKIE_MAX_AGE_SECONDS)}`
    : `${HIDE_AMOUNTS_COOKIE}=${attributes}; Max-Age=0`;
}

/**
 * "Beträge ausblenden" kept on the device. The web app keeps a copy in a cookie, so the server's
 * page of the dashboard masks its amounts from the first paint, and the app's first render does
 * too before the storage has been read (decision 009). A setting stored before the copy existed
 * is copied when it is read.
 */
export const deviceHiddenAmounts: HiddenAmountsStorage = {
  initial: () => !isNative() && cookieSaysHidden(),
  load: async () => {
    const stored = await readStored('hideAmounts');
    if (!isNative() && stored !== null && stored !== cookieSaysHidden()) writeCookie(stored);
    return stored;
  },
  save: async (hidden) => {
    await writeStored('hideAmounts', hidden);
    if (!isNative()) writeCookie(hidden);
  },
};
