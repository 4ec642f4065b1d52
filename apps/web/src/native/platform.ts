export type PlatformName = 'android' | 'ios' | 'web';

/**
 * What the native app's runtime puts on `window` before the app's code runs (Capacitor's native
 * bridge); a browser has none. Read there, not through `@capacitor/core`, which the web app then
 * loads only with a plugin it calls (3 kB gzip of the first load).
 */
type NativeBridge = { getPlatform?: () => string };

export function platformName(): PlatformName {
  const platform = (globalThis as { Capacitor?: NativeBridge }).Capacitor?.getPlatform?.();
  return platform === 'android' || platform === 'ios' ? platform : 'web';
}

/** Inside the Capacitor app on a phone, not in a browser. */
export function isNative(): boolean {
  return platformName() !== 'web';
}
