/** Where the build writes the service worker (apps/web/vite.config.ts). */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker that keeps the app's code for a start without network
 * (decision 032). A new version's worker waits until every tab of the old one is closed, so a
 * page keeps the code it started with; the browser checks for one at every start.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: '/', updateViaCache: 'none' })
    .catch((error: unknown) => {
      // The app works without it (a private window may refuse it); only offline starts fail.
      console.warn('The service worker could not be registered', error);
    });
}
