import { once } from 'node:events';
import { Worker } from 'node:worker_threads';
import { CALLS, envelopeSchema, type JsonCall, type ResultOf } from '@servicebereich/protocol';
import { measureLoad, type LoadFigure } from './load.ts';
import { startServer } from './server-process.ts';

const DEMO_CUSTOMER = { verfuegernummer: '1000000001', passwort: 'Servicebereich2026!' };

type Credentials = { cookie: string; csrfToken: string };

function apiUrl(baseUrl: string, call: JsonCall): string {
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
async function logIn(baseUrl: string): Promise<Credentials> {
  const tokenResponse = await postForm(apiUrl(baseUrl, CALLS.getCsrfToken), {});
  const { CSRFToken: anonymousToken } = await successResult(CALLS.getCsrfToken, tokenResponse);
  const loginResponse = await postForm(
    apiUrl(baseUrl, CALLS.login),
    { Cookie: cookieHeader(tokenResponse), 'X-CSRF-Token': anonymousToken },
    { ...DEMO_CUSTOMER, includeschadensmeldung: 'true' },
  );
  const { CSRFToken } = await successResult(CALLS.login, loginResponse);
  return { cookie: cookieHeader(loginResponse), csrfToken: CSRFToken };
}

async function measureServer(): Promise<LoadFigure[]> {
  // The API's per-IP limit would otherwise answer most of the load with 429.
  const server = await startServer({ RATE_LIMIT_PER_MINUTE: '100000000' });
  try {
    const { cookie, csrfToken } = await logIn(server.baseUrl);
    const headers = { Cookie: cookie, 'X-CSRF-Token': csrfToken };
    return [
      await measureLoad({
        name: 'Ping (logged in)',
        url: apiUrl(server.baseUrl, CALLS.ping),
        method: 'POST',
        headers,
      }),
      await measureLoad({
        name: 'GetVertraege (logged in)',
        url: apiUrl(server.baseUrl, CALLS.getVertraege),
        method: 'POST',
        headers,
      }),
    ];
  } finally {
    await server.stop();
  }
}

/** Bare Fastify on a thread of its own, so it does not share one with the load generator. */
async function measureBaseline(): Promise<LoadFigure> {
  const worker = new Worker(new URL('./baseline-server.ts', import.meta.url));
  try {
    const [port] = (await once(worker, 'message')) as [number];
    return await measureLoad({
      name: 'bare Fastify, one POST route',
      url: `http://127.0.0.1:${port}/api`,
      method: 'POST',
    });
  } finally {
    await worker.terminate();
  }
}

/** Requests per second and latency of authenticated calls, beside a bare Fastify app. */
export async function apiBench(): Promise<LoadFigure[]> {
  return [...(await measureServer()), await measureBaseline()];
}
