import { Share } from '@capacitor/share';
import { isNative } from './platform.ts';

export type ShareContent = { title?: string; text?: string; url?: string };

/** A share that failed; its message is the platform's, for the caller's toast (SPEC 8). */
export class ShareError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ShareError';
  }
}

/** Whether there is a share sheet: always in the app, on the web where the browser has one. */
export function canShare(): boolean {
  return isNative() || 'share' in navigator;
}

// A DOMException is not an Error in every engine, so only name and message are relied on.
function describeFailure(error: unknown): { name: string; message: string } {
  if (typeof error === 'object' && error !== null && 'message' in error) {
    const name = 'name' in error ? String(error.name) : '';
    return { name, message: String(error.message) };
  }
  return { name: '', message: String(error) };
}

/** Opens the share sheet; 'cancelled' when the customer closed it without sharing. */
export async function shareContent(content: ShareContent): Promise<'shared' | 'cancelled'> {
  if (!canShare()) throw new ShareError('Sharing is not available in this browser.');
  try {
    if (isNative()) await Share.share(content);
    else await navigator.share(content);
    return 'shared';
  } catch (error) {
    const { name, message } = describeFailure(error);
    // The web rejects with an AbortError, Capacitor's share sheet with "Share canceled".
    if (name === 'AbortError' || /cancel/i.test(message)) return 'cancelled';
    throw new ShareError(message, { cause: error });
  }
}
