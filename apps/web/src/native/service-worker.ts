/** Where the build writes the service worker (apps/web/vite.config.ts). */
const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the service worker that keeps the app's code for a start without network
 * (decision 032) and shows push messages (decision 030); answers its registration, or null where
 * the browser has none or refuses it (a private window may). Registering again answers the same
 * registration. A new version's worker waits until every tab of the old one is closed, so a page
 * keeps the code it started with; the browser checks for one at every start.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  try {
    return await navigator.serviceWorker.register(SERVICE_WORKER_URL, {
      scope: '/',
      updateViaCache: 'none',
    });
  } catch (error) {
    // The app works without it; only offline starts and push messages fail.
    console.warn('The service worker could not be registered', error);
    return null;
  }
}
