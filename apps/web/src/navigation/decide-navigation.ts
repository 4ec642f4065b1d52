import type { PagePasswordPage } from '@servicebereich/protocol';
import { matchPath } from 'react-router-dom';
import { matchRoute, redirectFor, type RouteMatch } from '../routes.ts';
import { withReferrerApp } from '../native/browser.ts';
import { SERVICE_SITE_URL } from './app-links.ts';
import { isPagePasswordPage, protectedPagePath } from './protected-page.ts';

export type NavigationState = {
  loggedIn: boolean;
  /** The mode in which the app offers only the claim routes (SPEC 2). */
  claimOnlyMode: boolean;
  /** Protected pages this session has unlocked with their page password. */
  unlockedPages: ReadonlySet<PagePasswordPage>;
};

export type NavigationDecision =
  /** Show the route; a null match shows the not-found page. */
  | { kind: 'allow'; match: RouteMatch | null }
  /** Replace the location with `to`, which is decided on in turn. */
  | { kind: 'redirect'; to: string }
  /** Remember `afterLogin` and replace the location with the login. */
  | { kind: 'login'; afterLogin: string }
  /** Open the address in the in-app browser and stay where the customer is. */
  | { kind: 'open-in-app-browser'; url: string }
  /** Leave the app for the address (the browser navigates away). */
  | { kind: 'leave-app'; url: string }
  /** Stay where the customer is. */
  | { kind: 'cancel' };

/** In the claim-only mode, the overview, the new overview and every form below them. */
export const CLAIM_ONLY_PREFIX = '/services/schadensmeldung';

const CANCELLED_PATH = '/aktion';

// Routers fold `//` to `/`, so `/https:/host` is an address too.
const EMBEDDED_ADDRESS = /https?:\/\/?[^/]/i;

function splitPath(path: string): { pathname: string; rest: string } {
  const end = path.search(/[?#]/);
  return end === -1
    ? { pathname: path, rest: '' }
    : { pathname: path.slice(0, end), rest: path.slice(end) };
}

function decodedOrRaw(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The http(s) address a path carries (content links are pushed as routes), or null. */
function embeddedAddress(pathname: string, rest: string): string | null {
  const decoded = decodedOrRaw(pathname);
  const found = EMBEDDED_ADDRESS.exec(decoded);
  if (found === null) return null;
  const address = `${decoded.slice(found.index)}${rest}`.replace(/^(https?:)\/*/i, '$1//');
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * The guards of SPEC 2, 4 and 6 for a path (pathname with optional query and hash) the app is
 * about to show. Pure: the caller carries the decision out.
 */
export function decideNavigation(path: string, state: NavigationState): NavigationDecision {
  const { pathname, rest } = splitPath(path);

  const address = embeddedAddress(pathname, rest);
  if (address !== null) return { kind: 'open-in-app-browser', url: withReferrerApp(address) };
  if (matchPath({ path: CANCELLED_PATH, caseSensitive: true, end: true }, pathname) !== null) {
    return { kind: 'cancel' };
  }

  const match = matchRoute(pathname);
  if (state.claimOnlyMode && match?.route.path.startsWith(CLAIM_ONLY_PREFIX) !== true) {
    return { kind: 'leave-app', url: SERVICE_SITE_URL };
  }

  const redirect = redirectFor(pathname);
  if (redirect !== null) return { kind: 'redirect', to: redirect };
  if (match === null) return { kind: 'allow', match: null };

  const { route } = match;
  if (!route.public && !state.loggedIn) return { kind: 'login', afterLogin: path };
  if (isPagePasswordPage(route.name) && !state.unlockedPages.has(route.name)) {
    return { kind: 'redirect', to: protectedPagePath(route.name, path) };
  }
  return { kind: 'allow', match };
}
