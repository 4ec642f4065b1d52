// Addresses the navigation leaves the app for or is entered by. The hosts are placeholders under
// the reserved .example domain until operations names the real ones (docs/decisions/007).

/** The external service site the claim-only mode sends every other route to (SPEC 2). */
export const SERVICE_SITE_URL = 'https://www.servicebereich.example/';

/** Custom scheme of the native app's deep links: `servicebereich://seite?link=/vertraege`. */
export const APP_URL_SCHEME = 'servicebereich:';

/** App links (Android App Links, iOS Universal Links): `https://<host>/app/seite?link=…`. */
export const APP_LINK_ORIGIN = 'https://app.servicebereich.example';
export const APP_LINK_PATH_PREFIX = '/app/';

/** Whether an address is an app link, which the web app opened at it follows too. */
export function isAppLink(url: URL): boolean {
  return url.origin === APP_LINK_ORIGIN && url.pathname.startsWith(APP_LINK_PATH_PREFIX);
}
