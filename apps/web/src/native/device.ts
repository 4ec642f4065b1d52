import { Device } from '@capacitor/device';
import { isNative } from './platform.ts';

/**
 * The id the push service knows this installation by (shown in the testing-settings dialog);
 * null on the web, which gets no push notifications.
 */
export async function pushDeviceId(): Promise<string | null> {
  if (!isNative()) return null;
  const { identifier } = await Device.getId();
  return identifier === '' ? null : identifier;
}
