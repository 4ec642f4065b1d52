import { afterEach, describe, expect, it } from 'vitest';
import { biometric } from './biometric.ts';
import { pushDeviceId } from './device.ts';
import { isNative, platformName } from './platform.ts';

type Bridged = { Capacitor?: { getPlatform?: () => string } };

describe('web fallbacks', () => {
  it('knows it runs in a browser, where no native runtime put its bridge', () => {
    expect(platformName()).toBe('web');
    expect(isNative()).toBe(false);
  });

  it('has no push device id and no biometric login on the web', async () => {
    expect(await pushDeviceId()).toBeNull();
    expect(await biometric.isAvailable()).toBe(false);
    expect(await biometric.kind()).toBeNull();
  });
});

describe('platform', () => {
  afterEach(() => {
    delete (globalThis as Bridged).Capacitor;
  });

  it("is the phone's platform where the native runtime put its bridge", () => {
    for (const platform of ['android', 'ios'] as const) {
      (globalThis as Bridged).Capacitor = { getPlatform: () => platform };
      expect(platformName()).toBe(platform);
      expect(isNative()).toBe(true);
    }
  });

  it("is the web where @capacitor/core's web runtime says so", () => {
    (globalThis as Bridged).Capacitor = { getPlatform: () => 'web' };
    expect(isNative()).toBe(false);
  });
});
