import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The page that starts the app without network: the build's index.html as it is, which says
 * nothing of a session, so the app asks the server (and, getting no answer, starts offline).
 */
export const APP_SHELL_URL = '/index.html';

/** Pages of the server itself, never the app's: calls and files, share links, health checks. */
export const SERVER_PAGES: readonly RegExp[] = [/^\/api(?:\/|$)/, /^\/freigabe\//, /^\/health\//];

/**
 * A page from the network, always: it carries the session's meta tags and CSRF token (decision
 * 003), so it is never stored. Only when no answer comes at all does the app start from the shell.
 */
export async function pageOrShell(
  fetchPage: () => Promise<Response>,
  shell: () => Promise<Response | undefined>,
): Promise<Response> {
  try {
    return await fetchPage();
  } catch (noNetwork) {
    const cached = await shell();
    if (cached === undefined) throw noNetwork;
    return cached;
  }
}

/**
 * The app's code for a start without network (decision 032): the build's files are stored at
 * install (`manifest`, written into the worker by the build) and served from there; pages come
 * from the network, or the shell when there is none. Nothing the API answers is stored.
 *
 * A new version's worker stores its files beside the old ones and takes over only once every
 * page of the old version is closed; then the old files go. Until then, a page of the old version
 * still gets the chunks it loads late, which the server no longer has.
 */
export function serveAppShell(manifest: readonly (PrecacheEntry | string)[]): void {
  registerRoute(
    new NavigationRoute(
      ({ request }) =>
        pageOrShell(
          () => fetch(request),
          () => matchPrecache(APP_SHELL_URL),
        ),
      { denylist: [...SERVER_PAGES] },
    ),
  );
  // Only the files by their own address: "/" is a page of the network, not the stored index.html.
  precacheAndRoute([...manifest], { directoryIndex: '', cleanURLs: false });
}
