import { describe, expect, it } from 'vitest';
import { biometric } from './biometric.ts';
import { pushDeviceId } from './device.ts';
import { isNative, platformName } from './platform.ts';

describe('web fallbacks', () => {
  it('knows it runs in a browser', () => {
    expect(platformName()).toBe('web');
    expect(isNative()).toBe(false);
  });

  it('has no push device id and no biometric login on the web', async () => {
    expect(await pushDeviceId()).toBeNull();
    expect(await biometric.isAvailable()).toBe(false);
    expect(await biometric.kind()).toBeNull();
  });
});
