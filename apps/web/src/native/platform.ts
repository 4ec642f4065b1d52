import { Capacitor } from '@capacitor/core';

export type PlatformName = 'android' | 'ios' | 'web';

export function platformName(): PlatformName {
  const platform = Capacitor.getPlatform();
  return platform === 'android' || platform === 'ios' ? platform : 'web';
}

/** Inside the Capacitor app on a phone, not in a browser. */
export function isNative(): boolean {
  return platformName() !== 'web';
}
