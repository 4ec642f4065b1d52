import { PAGE_SESSION_META } from '@servicebereich/protocol';

/** What the server put into the page about the browser's live session (PAGE_SESSION_META). */
export type PageSession = {
  csrfToken: string;
  loggedIn: boolean;
  /** The logged-in customer's first name; null where the page has none. */
  firstName: string | null;
};

function metaContent(page: Document, name: string): string | undefined {
  return page.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content;
}

/**
 * The page's session, where the app calls the server that sent the page: a token from one host
 * means nothing to another. Null in the native app, whose page comes with the app, and where the
 * server knew no session.
 */
export function readPageSession(page: Document, apiBaseUrl: string): PageSession | null {
  if (new URL(apiBaseUrl || '/', page.baseURI).origin !== new URL(page.baseURI).origin) return null;
  const csrfToken = metaContent(page, PAGE_SESSION_META.csrfToken);
  const state = metaContent(page, PAGE_SESSION_META.session);
  if (csrfToken === undefined || csrfToken === '') return null;
  if (state !== 'anonymous' && state !== 'customer') return null;
  const loggedIn = state === 'customer';
  const firstName = metaContent(page, PAGE_SESSION_META.firstName);
  return { csrfToken, loggedIn, firstName: loggedIn && firstName ? firstName : null };
}
