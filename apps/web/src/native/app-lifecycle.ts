import type { PluginListenerHandle } from '@capacitor/core';
import { APP_BUILD, APP_VERSION } from '../app-config.ts';
import { isNative, platformName } from './platform.ts';

/** The app plugin, loaded where it is called: only the native app does (native/platform.ts). */
const app = () => import('@capacitor/app').then((plugin) => plugin.App);

export type AppVersion = { version: string; build: string };

/** Ends a listener; safe to call before the native registration has finished. */
export type Unsubscribe = () => void;

function nativeListener(handle: Promise<PluginListenerHandle>): Unsubscribe {
  return () => {
    void handle.then((registered) => registered.remove());
  };
}

/** The app comes back to the foreground; on the web, the tab becomes visible again. */
export function onResume(listener: () => void): Unsubscribe {
  if (isNative())
    return nativeListener(app().then((plugin) => plugin.addListener('resume', listener)));
  const handleVisibility = () => {
    if (document.visibilityState === 'visible') listener();
  };
  document.addEventListener('visibilitychange', handleVisibility);
  return () => {
    document.removeEventListener('visibilitychange', handleVisibility);
  };
}

/** Android's hardware back button; elsewhere there is none (the browser handles its own back). */
export function onBackButton(listener: (event: { canGoBack: boolean }) => void): Unsubscribe {
  if (platformName() !== 'android') return () => undefined;
  return nativeListener(app().then((plugin) => plugin.addListener('backButton', listener)));
}

/** Android: the app goes to the background (back on its first screen); elsewhere nothing. */
export async function leaveApp(): Promise<void> {
  if (platformName() === 'android') await (await app()).minimizeApp();
}

/** A deep link opened the native app (`servicebereich://…` or an app link). */
export function onAppUrlOpen(listener: (url: string) => void): Unsubscribe {
  if (!isNative()) return () => undefined;
  return nativeListener(
    app().then((plugin) => plugin.addListener('appUrlOpen', (event) => listener(event.url))),
  );
}

/** The installed app's version and build; on the web, the ones the build was made with. */
export async function appVersion(): Promise<AppVersion> {
  if (!isNative()) return { version: APP_VERSION, build: APP_BUILD };
  const info = await (await app()).getInfo();
  return { version: info.version, build: info.build };
}
