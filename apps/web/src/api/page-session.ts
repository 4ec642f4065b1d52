import { PAGE_SESSION_META, type PageSessionState } from '@servicebereich/protocol';

/** What the server put into the page about the browser's session (PAGE_SESSION_META). */
export type PageSession = {
  loggedIn: boolean;
  /** The session's token; null where there is no session yet (the first call starts one). */
  csrfToken: string | null;
  /** The logged-in customer's first name; null where the page has none. */
  firstName: string | null;
};

const STATES: ReadonlySet<string> = new Set<PageSessionState>(['none', 'anonymous', 'customer']);

function metaContent(page: Document, name: string): string | null {
  return page.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content || null;
}

/**
 * The page's session, where the app calls the server that sent the page: a token from one host
 * means nothing to another. Null where the page says nothing: in the native app, whose page
 * comes with the app, and from a development server.
 */
export function readPageSession(page: Document, apiBaseUrl: string): PageSession | null {
  if (new URL(apiBaseUrl || '/', page.baseURI).origin !== new URL(page.baseURI).origin) return null;
  const state = metaContent(page, PAGE_SESSION_META.session);
  if (state === null || !STATES.has(state)) return null;
  if (state === 'none') return { loggedIn: false, csrfToken: null, firstName: null };
  const csrfToken = metaContent(page, PAGE_SESSION_META.csrfToken);
  if (csrfToken === null) return null;
  const loggedIn = state === 'customer';
  return {
    loggedIn,
    csrfToken,
    firstName: loggedIn ? metaContent(page, PAGE_SESSION_META.firstName) : null,
  };
}
