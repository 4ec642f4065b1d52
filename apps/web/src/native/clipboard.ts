import { Clipboard } from '@capacitor/clipboard';
import { isNative } from './platform.ts';

/** Copies a text; rejects where the device or browser refuses (the caller shows a toast). */
export async function copyText(text: string): Promise<void> {
  if (isNative()) {
    await Clipboard.write({ string: text });
    return;
  }
  if (!('clipboard' in navigator)) throw new Error('The clipboard is not available.');
  await navigator.clipboard.writeText(text);
}
