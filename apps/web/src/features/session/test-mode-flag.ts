// The test mode lasts until logout, across reloads of the tab, but no longer than the tab:
// sessionStorage ends with it. Only this flag is kept, never a password; the test mode needs none.
const KEY = 'servicebereich.testMode';

/** Null where the browser refuses storage (blocked cookies): a reload then ends the test mode. */
function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function rememberTestMode(): void {
  try {
    tabStorage()?.setItem(KEY, 'on');
  } catch {
    // A full or refused storage: the test mode still runs, only a reload ends it.
  }
}

export function forgetTestMode(): void {
  tabStorage()?.removeItem(KEY);
}

export function isTestModeRemembered(): boolean {
  return tabStorage()?.getItem(KEY) === 'on';
}
