import { EBIKE_TRACKER_ANCHOR, routePath } from '../routes.ts';
import { deepLinkTexts } from '../text/routes.ts';
import { APP_LINK_PATH_PREFIX, APP_URL_SCHEME, isAppLink } from './app-links.ts';
import { isControlCharacter } from './control-characters.ts';
import { resolveSafeTarget } from './safe-target.ts';

/** The deep links of SPEC 2, parsed and checked; see docs/decisions/007-navigation.md. */
export type DeepLink =
  | { kind: 'magazin'; url: string }
  | { kind: 'unwetterwarnung'; text: string }
  | { kind: 'biketrax'; text: string | null }
  | { kind: 'seite'; path: string }
  | { kind: 'seite-eingeloggt'; path: string };

/** An alert shown with a navigation. */
export type DeepLinkNotice = { header: string; message: string };

export type DeepLinkAction =
  | { kind: 'open-in-app-browser'; url: string }
  | ({ kind: 'alert' } & DeepLinkNotice)
  /** Go to `to`; the navigation guards decide on it like on any other path. */
  | { kind: 'navigate'; to: string; notice?: DeepLinkNotice }
  /** Remember `afterLogin` and go to the login first. */
  | { kind: 'login'; afterLogin: string; notice?: DeepLinkNotice };

/** Where `biketrax` leads: the e-bike trackers in the services list. */
export const BIKE_TRACKER_TARGET = `${routePath('services')}#${EBIKE_TRACKER_ANCHOR}`;

const MAX_ALERT_TEXT_LENGTH = 1000;

/** The action name and the query of a deep link, from either of its two forms. */
function actionOf(url: URL): { action: string; query: URLSearchParams } | null {
  if (url.protocol === APP_URL_SCHEME) {
    // `servicebereich://seite?…`: the action is in the host part.
    if (url.pathname !== '' && url.pathname !== '/') return null;
    return { action: url.hostname, query: url.searchParams };
  }
  if (isAppLink(url)) {
    const action = url.pathname.slice(APP_LINK_PATH_PREFIX.length).replace(/\/$/, '');
    return { action, query: url.searchParams };
  }
  return null;
}

/** Alert text as plain text: line breaks kept, other control characters dropped, bounded. */
function alertText(raw: string | null): string | null {
  if (raw === null) return null;
  let kept = '';
  for (const char of raw) if (char === '\n' || !isControlCharacter(char)) kept += char;
  const text = kept.trim().slice(0, MAX_ALERT_TEXT_LENGTH);
  return text === '' ? null : text;
}

/** Only https addresses without credentials open from a link someone else may have written. */
function webAddress(raw: string | null): string | null {
  if (raw === null || !URL.canParse(raw)) return null;
  const url = new URL(raw);
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  return url.toString();
}

/** A deep link the app understands, or null for anything else (ignored). */
export function parseDeepLink(raw: string): DeepLink | null {
  if (!URL.canParse(raw)) return null;
  const parsed = actionOf(new URL(raw));
  if (parsed === null) return null;
  const { action, query } = parsed;
  switch (action) {
    case 'magazin': {
      const url = webAddress(query.get('url'));
      return url === null ? null : { kind: 'magazin', url };
    }
    case 'unwetterwarnung': {
      const text = alertText(query.get('text'));
      return text === null ? null : { kind: 'unwetterwarnung', text };
    }
    case 'biketrax':
      return { kind: 'biketrax', text: alertText(query.get('text')) };
    case 'seite':
    case 'seite-eingeloggt': {
      const target = resolveSafeTarget(query.get('link'));
      return target === null ? null : { kind: action, path: target.path };
    }
    default:
      return null;
  }
}

/** What the app does for a deep link. */
export function resolveDeepLink(link: DeepLink, state: { loggedIn: boolean }): DeepLinkAction {
  switch (link.kind) {
    case 'magazin':
      return { kind: 'open-in-app-browser', url: link.url };
    case 'unwetterwarnung':
      return { kind: 'alert', header: deepLinkTexts.stormWarningHeader, message: link.text };
    case 'biketrax': {
      // The provider's message, where it sent one, shows over the trackers.
      const notice =
        link.text === null
          ? {}
          : { notice: { header: deepLinkTexts.bikeTrackerHeader, message: link.text } };
      return state.loggedIn
        ? { kind: 'navigate', to: BIKE_TRACKER_TARGET, ...notice }
        : { kind: 'login', afterLogin: BIKE_TRACKER_TARGET, ...notice };
    }
    case 'seite':
      return { kind: 'navigate', to: link.path };
    case 'seite-eingeloggt':
      return state.loggedIn
        ? { kind: 'navigate', to: link.path }
        : { kind: 'login', afterLogin: link.path };
  }
}
