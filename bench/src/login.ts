import { CALLS, envelopeSchema, type JsonCall, type ResultOf } from '@servicebereich/protocol';

const DEMO_CUSTOMER = { verfuegernummer: '1000000001', passwort: 'Servicebereich2026!' };

export type Credentials = { cookie: string; csrfToken: string; firstName: string };

export function apiUrl(baseUrl: string, call: JsonCall): string {
  return `${baseUrl}/api?${new URLSearchParams({ Mode: call.mode, Function: call.fn }).toString()}`;
}

/** A cookie for a browser's cookie jar, in the shape both Playwright and Puppeteer take. */
export type BrowserCookie = { name: string; value: string; domain: string; path: string };

/**
 * The session's cookies for the browser's cookie jar, for the server at `baseUrl`. Not a Cookie
 * header sent with every request: once a page has set a cookie of its own (the typeface's note),
 * Chromium sends the jar's cookies instead of that header, and the app lost its session.
 */
export function browserCookies(credentials: Credentials, baseUrl: string): BrowserCookie[] {
  const domain = new URL(baseUrl).hostname;
  return credentials.cookie.split('; ').map((pair) => {
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: pair.slice(at + 1), domain, path: '/' };
  });
}

/** The cookies the answer sets, as a browser would send them back. */
function cookieHeader(response: Response): string {
  const pairs = response.headers.getSetCookie().map((header) => header.split(';', 1)[0] ?? '');
  if (pairs.length === 0) throw new Error('the answer set no session cookie');
  return pairs.join('; ');
}

function postForm(
  url: string,
  headers: Record<string, string>,
  form: Record<string, string> = {},
): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(form).toString(),
  });
}

async function successResult<C extends JsonCall>(
  call: C,
  response: Response,
): Promise<ResultOf<C>> {
  const answer = envelopeSchema(call.result).parse(await response.json());
  if (answer.Status !== 200) throw new Error(`${call.fn} failed: ${JSON.stringify(answer.Errors)}`);
  // The schema has checked the Result; its generic type is the call's own.
  return answer.Result as ResultOf<C>;
}

/** Logs in as the demo customer; the session and its token rotate at login. */
export async function logIn(baseUrl: string): Promise<Credentials> {
  const tokenResponse = await postForm(apiUrl(baseUrl, CALLS.getCsrfToken), {});
  const { CSRFToken: anonymousToken } = await successResult(CALLS.getCsrfToken, tokenResponse);
  const loginResponse = await postForm(
    apiUrl(baseUrl, CALLS.login),
    { Cookie: cookieHeader(tokenResponse), 'X-CSRF-Token': anonymousToken },
    { ...DEMO_CUSTOMER, includeschadensmeldung: 'true' },
  );
  const { CSRFToken, vorname } = await successResult(CALLS.login, loginResponse);
  return { cookie: cookieHeader(loginResponse), csrfToken: CSRFToken, firstName: vorname };
}
