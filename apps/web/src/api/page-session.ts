import {
  PAGE_ANSWERS_ELEMENT_ID,
  PAGE_SESSION_META,
  type PageSessionState,
} from '@servicebereich/protocol';

/** What the server put into the page about the browser's session (PAGE_SESSION_META). */
export type PageSession = {
  loggedIn: boolean;
  /** The session's token; null where there is no session yet (the first call starts one). */
  csrfToken: string | null;
  /** The logged-in customer's first name; null where the page has none. */
  firstName: string | null;
  /**
   * The Results of the first screen's calls by Function, where the page carries them (the
   * dashboard's, for a logged-in customer); unchecked until used (page-answers.ts).
   */
  answers: Readonly<Record<string, unknown>>;
};

const STATES: ReadonlySet<string> = new Set<PageSessionState>(['none', 'anonymous', 'customer']);

/** The page's answers; none where it carries none or they are not an object of JSON. */
function pageAnswers(page: Document): Readonly<Record<string, unknown>> {
  const text = page.getElementById(PAGE_ANSWERS_ELEMENT_ID)?.textContent ?? '';
  if (text === '') return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

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
  if (state === 'none') return { loggedIn: false, csrfToken: null, firstName: null, answers: {} };
  const csrfToken = metaContent(page, PAGE_SESSION_META.csrfToken);
  if (csrfToken === null) return null;
  const loggedIn = state === 'customer';
  return {
    loggedIn,
    csrfToken,
    firstName: loggedIn ? metaContent(page, PAGE_SESSION_META.firstName) : null,
    answers: loggedIn ? pageAnswers(page) : {},
  };
}
