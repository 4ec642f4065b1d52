import { CALLS, envelopeSchema, type JsonCall, type ResultOf } from '@servicebereich/protocol';

const DEMO_CUSTOMER = { verfuegernummer: '1000000001', passwort: 'Servicebereich2026!' };

export type Credentials = { cookie: string; csrfToken: string; firstName: string };

export function apiUrl(baseUrl: string, call: JsonCall): string {
  return `${baseUrl}/api?${new URLSearchParams({ Mode: call.mode, Function: call.fn }).toString()}`;
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
