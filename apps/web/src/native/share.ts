import { Share } from '@capacitor/share';
import { isNative } from './platform.ts';

/** `files` only where `canShareFiles` said yes: the app's share sheet takes no files. */
export type ShareContent = { title?: string; text?: string; url?: string; files?: File[] };

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

/**
 * Whether the browser's share sheet takes these files (`navigator.canShare`). Never in the app:
 * Capacitor's sheet takes paths of saved files, not the files in the page's memory.
 */
export function canShareFiles(files: File[]): boolean {
  return !isNative() && 'canShare' in navigator && navigator.canShare({ files });
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
    if (isNative()) {
      const { title, text, url } = content;
      await Share.share({ title, text, url });
    } else await navigator.share(content);
    return 'shared';
  } catch (error) {
    const { name, message } = describeFailure(error);
    // The web rejects with an AbortError, Capacitor's share sheet with "Share canceled".
    if (name === 'AbortError' || /cancel/i.test(message)) return 'cancelled';
    throw new ShareError(message, { cause: error });
  }
}
