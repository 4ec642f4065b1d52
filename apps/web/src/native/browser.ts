import { isNative } from './platform.ts';

/** Marks an address opened from the app, so the site can show its app view (SPEC 2). */
export function withReferrerApp(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('referrer', 'app');
  return parsed.toString();
}

/**
 * Opens a web address over the app: the in-app browser on a phone, a new tab on the web. Only
 * http(s): a `javascript:` address would run in the app's own origin.
 */
export async function openInAppBrowser(url: string): Promise<void> {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`Only http(s) addresses open in the browser, not ${parsed.protocol}`);
  }
  if (isNative()) {
    // Loaded here: only the native app calls it (native/platform.ts).
    const { Browser } = await import('@capacitor/browser');
    await Browser.open({ url: parsed.toString() });
    return;
  }
  window.open(parsed.toString(), '_blank', 'noopener');
}
