import {
  type Errors,
  sessionCalls,
  campaignCalls,
  generalCalls,
  adviserCalls,
  profileCalls,
  contractCalls,
  videoMeetingCalls,
  postboxCalls,
  dokboxCalls,
  passkeyCalls,
  analyticsCalls,
  claimCalls,
} from '@servicebereich/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorTexts } from '../text/errors.ts';
import { createApiClient, type ApiClientOptions } from './api-client.ts';
import { ApiCallError, isConnectionFailure, isOfflineFailure } from './api-error.ts';
import { createConnection } from './connection.ts';
import { createLoadingStore, type LoadingState } from './loading.ts';
import {
  NetworkError,
  type Transport,
  type TransportRequest,
  type WireAnswer,
} from './transport.ts';

type Handler = (request: TransportRequest) => WireAnswer | Promise<WireAnswer>;

const ok = (Result: unknown): WireAnswer => ({ httpStatus: 200, body: { Status: 200, Result } });
const refused = (Errors: Errors, httpStatus = 400): WireAnswer => ({
  httpStatus,
  body: { Status: 400, Errors },
});
const loggedIn = ok({ LoggedIn: true });

/** A server stand-in: answers per Function name, hands out token-1, token-2, … and records. */
function fakeServer(handlers: Partial<Record<string, Handler>> = {}) {
  const requests: TransportRequest[] = [];
  let tokens = 0;
  const defaults: Record<string, Handler> = {
    GetCSRFToken: () => ok({ CSRFToken: `token-${++tokens}` }),
    IsLoggedIn: () => loggedIn,
  };
  const transport: Transport = {
    send: async (request) => {
      requests.push(request);
      const handler = handlers[request.call.fn] ?? defaults[request.call.fn];
      if (handler === undefined) throw new Error(`no answer for ${request.call.fn}`);
      return handler(request);
    },
    fileUrl: (call, params) => `/api/${call.fn}?${new URLSearchParams(params).toString()}`,
  };
  return {
    transport,
    requests,
    tokenFetches: () => requests.filter((r) => r.call.fn === 'GetCSRFToken').length,
    tokensSentWith: (fn: string) =>
      requests.filter((r) => r.call.fn === fn).map((r) => r.csrfToken),
  };
}

function setup(server = fakeServer(), overrides: Partial<ApiClientOptions> = {}) {
  const loading = createLoadingStore();
  const onNotLoggedIn = vi.fn();
  const onSessionTokenFailure = vi.fn();
  const connection = createConnection();
  const api = createApiClient({
    transport: server.transport,
    onNotLoggedIn,
    onSessionTokenFailure,
    loading,
    connection,
    ...overrides,
  });
  return { api, server, loading, connection, onNotLoggedIn, onSessionTokenFailure };
}

async function failure(promise: Promise<unknown>): Promise<ApiCallError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiCallError))
    throw new Error(`expected an ApiCallError: ${String(error)}`);
  return error;
}

const loginParams = { verfuegernummer: '1234567891', passwort: 'geheim' };
const loginResult = { vertraege: [], checklists: [], vorname: 'Maria', CSRFToken: 'rotated' };

afterEach(() => {
  vi.restoreAllMocks();
});

/** A server whose Login waits until the test answers it. */
function serverWithHeldLogin() {
  const answerLogin = { current: (_answer: WireAnswer): void => undefined };
  const server = fakeServer({
    Login: () =>
      new Promise((resolve) => {
        answerLogin.current = resolve;
      }),
  });
  return { server, answerLogin };
}

async function loginSent(server: ReturnType<typeof fakeServer>): Promise<void> {
  await vi.waitFor(() => {
    expect(server.tokensSentWith('Login')).toEqual(['token-1']);
  });
}

describe('the CSRF token', () => {
  it('is fetched once, without a token, and shared by concurrent first calls', async () => {
    const { api, server } = setup();
    await Promise.all([
      api.call(sessionCalls.isLoggedIn),
      api.call(sessionCalls.isLoggedIn),
      api.call(sessionCalls.isLoggedIn),
    ]);
    await api.call(sessionCalls.isLoggedIn);
    expect(server.tokenFetches()).toBe(1);
    expect(server.tokensSentWith('GetCSRFToken')).toEqual([null]);
    expect(server.tokensSentWith('IsLoggedIn')).toEqual([
      'token-1',
      'token-1',
      'token-1',
      'token-1',
    ]);
  });

  it('is dropped on GeneralCsrfToken and the call retried once, silently, with a new one', async () => {
    let answers = 0;
    const server = fakeServer({
      IsLoggedIn: () => (++answers === 1 ? refused({ GeneralCsrfToken: 'abgelaufen' }) : loggedIn),
    });
    const { api, onNotLoggedIn, onSessionTokenFailure } = setup(server);
    await expect(api.call(sessionCalls.isLoggedIn)).resolves.toEqual({ LoggedIn: true });
    expect(server.tokensSentWith('IsLoggedIn')).toEqual(['token-1', 'token-2']);
    expect(onNotLoggedIn).not.toHaveBeenCalled();
    expect(onSessionTokenFailure).not.toHaveBeenCalled();
  });

  it.each([
    ['GetSliders', campaignCalls.getSliders, []],
    ['GetMy21Content', campaignCalls.getMy21Content, { Started: null, Days: [] }],
  ] as const)(
    'repeats %s after GeneralCsrfToken (SPEC 7: slider and my21 content calls)',
    async (fn, call, result) => {
      let answers = 0;
      const server = fakeServer({
        [fn]: () => (++answers === 1 ? refused({ GeneralCsrfToken: 'abgelaufen' }) : ok(result)),
      });
      const { api } = setup(server);
      await expect(api.call(call)).resolves.toEqual(result);
      expect(server.tokensSentWith(fn)).toEqual(['token-1', 'token-2']);
    },
  );

  it('is not fetched when the page brought one; a stale one is replaced like any other', async () => {
    let answers = 0;
    const server = fakeServer({
      Ping: () => loggedIn,
      IsLoggedIn: () => (++answers === 1 ? refused({ GeneralCsrfToken: 'abgelaufen' }) : loggedIn),
    });
    const { api } = setup(server, { csrfToken: 'from-page' });
    await api.call(generalCalls.ping);
    expect(server.tokenFetches()).toBe(0);
    expect(server.tokensSentWith('Ping')).toEqual(['from-page']);
    await api.call(sessionCalls.isLoggedIn);
    expect(server.tokensSentWith('IsLoggedIn')).toEqual(['from-page', 'token-1']);
  });

  it('makes a call fail when it is refused a second time', async () => {
    const server = fakeServer({ IsLoggedIn: () => refused({ GeneralCsrfToken: 'abgelaufen' }) });
    const { api } = setup(server);
    const error = await failure(api.call(sessionCalls.isLoggedIn));
    expect(error.presentation).toEqual({
      kind: 'alert',
      message: errorTexts.requestFailure,
      phoneLink: false,
    });
    expect(server.tokensSentWith('IsLoggedIn')).toEqual(['token-1', 'token-2']);
  });

  it('is fetched once more for concurrent calls refused with the same stale token', async () => {
    const server = fakeServer({
      IsLoggedIn: (r) =>
        r.csrfToken === 'token-1' ? refused({ GeneralCsrfToken: 'abgelaufen' }) : loggedIn,
    });
    const { api } = setup(server);
    await Promise.all([api.call(sessionCalls.isLoggedIn), api.call(sessionCalls.isLoggedIn)]);
    expect(server.tokenFetches()).toBe(2);
    expect(server.tokensSentWith('IsLoggedIn')).toEqual([
      'token-1',
      'token-1',
      'token-2',
      'token-2',
    ]);
  });

  it('reports a failed token fetch once to the shell and rejects the waiting calls silently', async () => {
    const server = fakeServer({
      GetCSRFToken: () => ({ httpStatus: 500, body: { Status: 500, Errors: { general: 'x' } } }),
    });
    const { api, onSessionTokenFailure } = setup(server);
    const errors = await Promise.all([
      failure(api.call(sessionCalls.isLoggedIn)),
      failure(api.call(sessionCalls.isLoggedIn)),
    ]);
    expect(onSessionTokenFailure).toHaveBeenCalledTimes(1);
    expect(errors.map((e) => e.presentation)).toEqual([{ kind: 'silent' }, { kind: 'silent' }]);
    expect(server.tokensSentWith('IsLoggedIn')).toEqual([]);
  });

  it('treats a token answer without a token as a session failure', async () => {
    const server = fakeServer({ GetCSRFToken: () => ok({}) });
    const { api, onSessionTokenFailure } = setup(server);
    await failure(api.call(sessionCalls.isLoggedIn));
    expect(onSessionTokenFailure).toHaveBeenCalledTimes(1);
  });

  it('shows the network text, not the session text, when the token fetch gets no answer', async () => {
    const server = fakeServer({
      GetCSRFToken: () => {
        throw new NetworkError('offline', false);
      },
    });
    const { api, onSessionTokenFailure } = setup(server);
    const error = await failure(api.call(sessionCalls.isLoggedIn));
    expect(error.presentation).toMatchObject({ message: errorTexts.networkFailure });
    expect(onSessionTokenFailure).not.toHaveBeenCalled();
  });

  it('is fetched again by the next call after a failed fetch', async () => {
    let fetches = 0;
    const server = fakeServer({
      GetCSRFToken: () => (++fetches === 1 ? ok({}) : ok({ CSRFToken: 'fresh' })),
    });
    const { api } = setup(server);
    await failure(api.call(sessionCalls.isLoggedIn));
    await api.call(sessionCalls.isLoggedIn);
    expect(server.tokensSentWith('IsLoggedIn')).toEqual(['fresh']);
  });

  it('is replaced by the token in the Result of Login', async () => {
    const server = fakeServer({ Login: () => ok(loginResult) });
    const { api } = setup(server);
    await expect(api.call(sessionCalls.login, loginParams)).resolves.toMatchObject({
      vorname: 'Maria',
    });
    await api.call(sessionCalls.isLoggedIn);
    expect(server.tokensSentWith('Login')).toEqual(['token-1']);
    expect(server.tokensSentWith('IsLoggedIn')).toEqual(['rotated']);
    expect(server.tokenFetches()).toBe(1);
  });

  it('holds back the calls that start during a login, and sends them with its token', async () => {
    const { server, answerLogin } = serverWithHeldLogin();
    const { api } = setup(server);
    const login = api.call(sessionCalls.login, loginParams);
    await loginSent(server);
    const during = api.call(sessionCalls.isLoggedIn);
    await Promise.resolve();
    expect(server.tokensSentWith('IsLoggedIn')).toEqual([]);
    answerLogin.current(ok(loginResult));
    await Promise.all([login, during]);
    expect(server.tokensSentWith('IsLoggedIn')).toEqual(['rotated']);
    expect(server.tokenFetches()).toBe(1);
  });

  it('sends the calls held back by a refused login with the token it used', async () => {
    const { server, answerLogin } = serverWithHeldLogin();
    const { api } = setup(server);
    const login = failure(api.call(sessionCalls.login, loginParams));
    await loginSent(server);
    const during = api.call(sessionCalls.isLoggedIn);
    answerLogin.current(
      refused({ general: 'Die Verfügernummer oder das Passwort ist nicht korrekt.' }),
    );
    expect((await login).presentation.kind).toBe('alert');
    await during;
    await api.call(sessionCalls.isLoggedIn);
    expect(server.tokensSentWith('IsLoggedIn')).toEqual(['token-1', 'token-1']);
    expect(server.tokenFetches()).toBe(1);
  });

  it('is replaced by the token of the new session a password change starts', async () => {
    const server = fakeServer({ ChangePassword: () => ok({ Changed: true, CSRFToken: 'after' }) });
    const { api } = setup(server);
    await api.call(profileCalls.changePassword, {
      verfuegernummer: '1000000001',
      passwordold: 'Bisheriges Passwort',
      passwordnew: 'Ein neues langes Passwort',
    });
    await api.call(sessionCalls.isLoggedIn);
    expect(server.tokensSentWith('IsLoggedIn')).toEqual(['after']);
  });

  it.each([
    [
      'a passkey login',
      'PasskeyLogin',
      () => passkeyCalls.passkeyLogin,
      { antwort: '{"id":"cGFzc2tleQ"}', includeschadensmeldung: true },
      { Verfuegernummer: '1000000001' },
    ],
    [
      'a biometric login',
      'DeviceLogin',
      () => sessionCalls.deviceLogin,
      {
        verfuegernummer: '1000000001',
        installationid: 'geraet-0123456789abcdef',
        secret: 'x'.repeat(43),
        includeschadensmeldung: true,
      },
      { DeviceSecret: 'y'.repeat(43) },
    ],
  ] as const)(
    'is replaced by the token of the new session %s starts',
    async (_name, fn, call, params, extra) => {
      const server = fakeServer({
        [fn]: () =>
          ok({ vertraege: [], checklists: [], vorname: 'Katharina', CSRFToken: 'after', ...extra }),
      });
      const { api } = setup(server);
      await api.call(call(), params);
      await api.call(sessionCalls.isLoggedIn);
      expect(server.tokensSentWith('IsLoggedIn')).toEqual(['after']);
    },
  );

  it('is dropped after Logout, whose session no longer exists', async () => {
    const server = fakeServer({ Logout: () => ok({ LoggedIn: false }) });
    const { api } = setup(server);
    await api.call(sessionCalls.logout);
    await api.call(sessionCalls.isLoggedIn);
    expect(server.tokensSentWith('IsLoggedIn')).toEqual(['token-2']);
  });

  it('is dropped on a host switch; the next call fetches one from the new host', async () => {
    const oldHost = fakeServer();
    const newHost = fakeServer({ GetCSRFToken: () => ok({ CSRFToken: 'other-host' }) });
    const { api } = setup(oldHost);
    await api.call(sessionCalls.isLoggedIn);
    api.setTransport(newHost.transport);
    await api.call(sessionCalls.isLoggedIn);
    expect(oldHost.tokensSentWith('IsLoggedIn')).toEqual(['token-1']);
    expect(newHost.tokensSentWith('IsLoggedIn')).toEqual(['other-host']);
  });

  it('is dropped on request', async () => {
    const { api, server } = setup();
    await api.call(sessionCalls.isLoggedIn);
    api.dropCsrfToken();
    await api.call(sessionCalls.isLoggedIn);
    expect(server.tokensSentWith('IsLoggedIn')).toEqual(['token-1', 'token-2']);
  });
});

describe('answers', () => {
  it('resolves with the Result checked by the call schema', async () => {
    const server = fakeServer({
      Beruf: () => ok([{ Value: 'B1', Text: 'Bankkauffrau', Extra: 'dropped' }]),
    });
    const { api } = setup(server);
    await expect(api.call(generalCalls.beruf, { geschlecht: 'w' })).resolves.toEqual([
      { Value: 'B1', Text: 'Bankkauffrau' },
    ]);
    expect(server.requests.at(-1)?.params).toEqual({ geschlecht: 'w' });
  });

  it('logs out on notloggedin, drops the token and rejects with the logout presentation', async () => {
    let answers = 0;
    const server = fakeServer({
      GetVertraege: () =>
        ++answers === 1 ? refused({ notloggedin: 'Bitte melde dich an.' }) : ok([]),
    });
    const { api, onNotLoggedIn } = setup(server);
    const error = await failure(api.call(contractCalls.getVertraege));
    expect(error.presentation).toEqual({ kind: 'logout' });
    expect(error.callName).toBe('getVertraege');
    expect(onNotLoggedIn).toHaveBeenCalledTimes(1);
    await api.call(contractCalls.getVertraege);
    expect(server.tokensSentWith('GetVertraege')).toEqual(['token-1', 'token-2']);
  });

  it('rejects with the catalogue presentation and the field errors of a Status 400', async () => {
    const server = fakeServer({
      Beruf: () => refused({ geschlecht: 'Bitte wähle Herr oder Frau.' }),
    });
    const { api } = setup(server);
    const error = await failure(api.call(generalCalls.beruf, { geschlecht: 'm' }));
    expect(error.presentation).toEqual({
      kind: 'alert',
      message: 'Bitte wähle Herr oder Frau.',
      phoneLink: false,
    });
    expect(error.fieldErrors).toEqual({ geschlecht: 'Bitte wähle Herr oder Frau.' });
  });

  it('rejects silently where the catalogue says so, keeping the field error', async () => {
    const server = fakeServer({ VideoCallGenerate: () => refused({ password: 'Falsch.' }) });
    const { api } = setup(server);
    const error = await failure(
      api.call(videoMeetingCalls.videoCallGenerate, {
        password: 'x',
        beraterid: 'B-1',
        checkpassword: true,
      }),
    );
    expect(error.presentation).toEqual({ kind: 'silent' });
    expect(error.fieldErrors).toEqual({ password: 'Falsch.' });
  });

  it('shows the message of a rate limit (HTTP 429 with Status 400)', async () => {
    const server = fakeServer({
      Login: () => refused({ general: 'Zu viele Anfragen.' }, 429),
    });
    const { api } = setup(server);
    const error = await failure(api.call(sessionCalls.login, loginParams));
    expect(error.presentation).toMatchObject({ message: 'Zu viele Anfragen.' });
  });

  it.each([
    [408, 'Die Dateien konnten nicht rechtzeitig übertragen werden.'],
    [413, 'Die Dateien sind zusammen zu groß (höchstens 60 MB).'],
  ])('shows the message of an upload refused with HTTP %i', async (httpStatus, message) => {
    const server = fakeServer({ Kontakt: () => refused({ general: message }, httpStatus) });
    const { api } = setup(server);
    const error = await failure(
      api.call(
        adviserCalls.kontakt,
        { headquarter: true, thema: 'vertrag', betreff: 'Frage', nachricht: 'Hallo' },
        { files: [new Blob(['%PDF'], { type: 'application/pdf' })] },
      ),
    );
    expect(error.presentation).toEqual({ kind: 'alert', message, phoneLink: false });
  });

  it('shows the message of a busy server (HTTP 503 with Status 400)', async () => {
    const message = 'Der Servicebereich ist gerade ausgelastet.';
    const server = fakeServer({ GetVertraege: () => refused({ general: message }, 503) });
    const { api } = setup(server);
    const error = await failure(api.call(contractCalls.getVertraege));
    expect(error.presentation).toMatchObject({ message });
  });

  it('shows the request-failure text for HTTP 503 without the envelope', async () => {
    const server = fakeServer({ GetVertraege: () => ({ httpStatus: 503, body: null }) });
    const { api } = setup(server);
    const error = await failure(api.call(contractCalls.getVertraege));
    expect(error.presentation).toMatchObject({ message: errorTexts.requestFailure });
  });

  it('shows the request-failure text for HTTP 500', async () => {
    const server = fakeServer({
      IsLoggedIn: () => ({
        httpStatus: 500,
        body: { Status: 500, Errors: { general: 'Es ist ein Fehler aufgetreten.' } },
      }),
    });
    const { api } = setup(server);
    const error = await failure(api.call(sessionCalls.isLoggedIn));
    expect(error.presentation).toEqual({
      kind: 'alert',
      message: errorTexts.requestFailure,
      phoneLink: false,
    });
  });

  it('shows the request-failure text for a body that is not the envelope', async () => {
    const server = fakeServer({ IsLoggedIn: () => ({ httpStatus: 200, body: null }) });
    const { api } = setup(server);
    const error = await failure(api.call(sessionCalls.isLoggedIn));
    expect(error.presentation).toMatchObject({ message: errorTexts.requestFailure });
  });

  it('shows the request-failure text, and logs, for a Result that fails its schema', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const server = fakeServer({ IsLoggedIn: () => ok({ LoggedIn: 'ja' }) });
    const { api } = setup(server);
    const error = await failure(api.call(sessionCalls.isLoggedIn));
    expect(error.presentation).toMatchObject({ message: errorTexts.requestFailure });
    expect(log).toHaveBeenCalledWith(
      'isLoggedIn: Result does not match its schema',
      expect.any(Array),
    );
  });

  it('shows the network text when no answer arrives', async () => {
    const server = fakeServer({
      IsLoggedIn: () => {
        throw new NetworkError('timeout', true);
      },
    });
    const { api } = setup(server);
    const error = await failure(api.call(sessionCalls.isLoggedIn));
    expect(error.presentation).toEqual({
      kind: 'alert',
      message: errorTexts.networkFailure,
      phoneLink: false,
    });
    expect(error.cause).toBeInstanceOf(NetworkError);
  });

  it('says the call needs a connection when no answer arrives while the device is offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const server = fakeServer({
      GetCSRFToken: () => {
        throw new NetworkError('offline', false);
      },
    });
    const { api, onSessionTokenFailure } = setup(server);
    const error = await failure(api.call(contractCalls.getVertraege));
    expect(error.presentation).toEqual({
      kind: 'alert',
      message: errorTexts.offline,
      phoneLink: false,
    });
    expect(isConnectionFailure(error)).toBe(true);
    expect(onSessionTokenFailure).not.toHaveBeenCalled();
  });

  it('counts as offline from a call without answer until a call gets one, the probe too', async () => {
    let reachable = false;
    const server = fakeServer({
      IsLoggedIn: () => {
        if (!reachable) throw new NetworkError('refused', false);
        return loggedIn;
      },
      GetCSRFToken: () => {
        if (!reachable) throw new NetworkError('refused', false);
        return ok({ CSRFToken: 'token' });
      },
    });
    const { api, connection } = setup(server);
    const first = await failure(api.call(sessionCalls.isLoggedIn));
    // The browser says it is online: the first call without answer finds the server unreachable.
    expect(first.presentation.kind === 'alert' && first.presentation.message).toBe(
      errorTexts.networkFailure,
    );
    expect(connection.isOnline()).toBe(false);
    // From then on, what the customer does needs the connection, and says so.
    expect(isOfflineFailure(await failure(api.call(sessionCalls.isLoggedIn)))).toBe(true);
    await api.probe();
    expect(connection.isOnline()).toBe(false);

    reachable = true;
    const reconnected = vi.fn();
    connection.onReconnect(reconnected);
    await api.probe();
    expect(connection.isOnline()).toBe(true);
    expect(reconnected).toHaveBeenCalledTimes(1);
    await expect(api.call(sessionCalls.isLoggedIn)).resolves.toEqual({ LoggedIn: true });
  });

  it('counts any answer as an answer, a refusal or a server fault too', async () => {
    let answer: WireAnswer | null = null;
    const server = fakeServer({
      IsLoggedIn: () => {
        if (answer === null) throw new NetworkError('refused', false);
        return answer;
      },
    });
    const { api, connection } = setup(server);
    await failure(api.call(sessionCalls.isLoggedIn));
    expect(connection.isOnline()).toBe(false);
    answer = { httpStatus: 502, body: 'Bad Gateway' };
    const fault = await failure(api.call(sessionCalls.isLoggedIn));
    expect(isConnectionFailure(fault)).toBe(false);
    expect(connection.isOnline()).toBe(true);
  });

  it('rejects silently when the caller aborts', async () => {
    const controller = new AbortController();
    const server = fakeServer({
      IsLoggedIn: (request) => {
        controller.abort();
        throw request.signal.reason;
      },
    });
    const { api } = setup(server);
    const error = await failure(
      api.call(sessionCalls.isLoggedIn, {}, { signal: controller.signal }),
    );
    expect(error.presentation).toEqual({ kind: 'silent' });
  });
});

describe('files', () => {
  it('resolves with the file of a binary call, sent with its params and counted as loading', async () => {
    const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
    const server = fakeServer({ GetPostBoxFile: () => ({ httpStatus: 200, body: pdf }) });
    const { api, loading } = setup(server);
    const seen: LoadingState[] = [];
    loading.subscribe(() => seen.push(loading.getSnapshot()));
    await expect(api.file(postboxCalls.getPostBoxFile, { fileid: 'P-7' })).resolves.toBe(pdf);
    expect(server.requests.at(-1)?.params).toEqual({ fileid: 'P-7' });
    expect(seen.map((state) => state.active)).toEqual([true, false]);
  });

  it('logs out when a file is refused with notloggedin', async () => {
    const server = fakeServer({
      ShowDokboxFile: () => refused({ notloggedin: 'Bitte melde dich an.' }),
    });
    const { api, onNotLoggedIn } = setup(server);
    const error = await failure(api.file(dokboxCalls.showDokboxFile, { FileId: '42' }));
    expect(error.presentation).toEqual({ kind: 'logout' });
    expect(onNotLoggedIn).toHaveBeenCalledTimes(1);
  });

  it('shows the request-failure text when a file call answers no file', async () => {
    const server = fakeServer({ ShowDokboxFile: () => ok({ fileId: '42' }) });
    const { api } = setup(server);
    const error = await failure(api.file(dokboxCalls.showDokboxFile, { FileId: '42' }));
    expect(error.presentation).toMatchObject({ message: errorTexts.requestFailure });
  });
});

describe('download tokens (native app)', () => {
  const tokenServer = () =>
    fakeServer({
      GetTokenId: () => ok({ TokenId: 'tok-1', ExpiresInSeconds: 60 }),
      ShowDokboxFile: () => ({ httpStatus: 200, body: new Blob(['img']) }),
    });

  it('fetches a file with a token for that one file', async () => {
    const server = tokenServer();
    const { api } = setup(server, { downloadTokens: true });
    await api.file(dokboxCalls.showDokboxFile, { FileId: '42', Thumb: true });
    expect(server.requests.map((r) => [r.call.fn, r.params])).toEqual([
      ['GetCSRFToken', {}],
      ['GetTokenId', { call: 'ShowDokboxFile', fileid: '42', Thumb: true }],
      ['ShowDokboxFile', { FileId: '42', Thumb: true, tokenid: 'tok-1' }],
    ]);
  });

  it('gives an address with a fresh token, and a postbox letter its own', async () => {
    const server = tokenServer();
    const { api } = setup(server, { downloadTokens: true });
    expect(api.needsDownloadTokens()).toBe(true);
    await expect(api.tokenFileUrl(postboxCalls.getPostBoxFile, { fileid: 'P-7' })).resolves.toBe(
      '/api/GetPostBoxFile?fileid=P-7&tokenid=tok-1',
    );
    expect(server.requests.find((r) => r.call.fn === 'GetTokenId')?.params).toEqual({
      call: 'GetPostBoxFile',
      fileid: 'P-7',
    });
  });

  it('asks for no token on the web', async () => {
    const server = tokenServer();
    const { api } = setup(server);
    expect(api.needsDownloadTokens()).toBe(false);
    await expect(
      api.tokenFileUrl(dokboxCalls.showDokboxFile, { FileId: '42', Thumb: true }),
    ).resolves.toBe('/api/ShowDokboxFile?FileId=42&Thumb=true');
    await api.file(dokboxCalls.showDokboxFile, { FileId: '42' });
    expect(server.requests.map((r) => r.call.fn)).not.toContain('GetTokenId');
  });
});

describe('params and files', () => {
  it('sends the files of a multipart call under its file field', async () => {
    const server = fakeServer({ Kontakt: () => ok({ Sent: true }) });
    const { api } = setup(server);
    const file = new Blob(['%PDF'], { type: 'application/pdf' });
    await api.call(
      adviserCalls.kontakt,
      { headquarter: true, thema: 'vertrag', betreff: 'Frage', nachricht: 'Hallo' },
      { files: [file] },
    );
    expect(server.requests.at(-1)?.params).toEqual({
      headquarter: true,
      thema: 'vertrag',
      betreff: 'Frage',
      nachricht: 'Hallo',
      file: [file],
    });
  });

  it('refuses files for a call without a file field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { api, server } = setup();
    const error = await failure(
      api.call(sessionCalls.isLoggedIn, {}, { files: [new Blob(['x'])] }),
    );
    expect(error.presentation).toMatchObject({ message: errorTexts.requestFailure });
    expect(server.requests).toEqual([]);
  });

  it('builds a file address with the values encoded like a form', () => {
    const { api } = setup();
    expect(api.fileUrl(dokboxCalls.showDokboxFile, { FileId: ' 42 ', Thumb: true })).toBe(
      '/api/ShowDokboxFile?FileId=42&Thumb=true',
    );
  });
});

describe('loading', () => {
  it('counts a call while it runs and returns to 0 after success and after failure', async () => {
    let release: (answer: WireAnswer) => void = () => undefined;
    const server = fakeServer({
      IsLoggedIn: () =>
        new Promise<WireAnswer>((resolve) => {
          release = resolve;
        }),
    });
    const { api, loading } = setup(server);
    const seen: LoadingState[] = [];
    loading.subscribe(() => seen.push(loading.getSnapshot()));

    const success = api.call(sessionCalls.isLoggedIn);
    expect(loading.getSnapshot()).toEqual({ active: true, mode: 'default' });
    await vi.waitFor(() => {
      expect(server.tokensSentWith('IsLoggedIn')).toHaveLength(1);
    });
    release(loggedIn);
    await success;
    expect(loading.getSnapshot()).toEqual({ active: false, mode: 'default' });

    const failed = api.call(sessionCalls.isLoggedIn);
    await vi.waitFor(() => {
      expect(server.tokensSentWith('IsLoggedIn')).toHaveLength(2);
    });
    release({ httpStatus: 500, body: null });
    await failure(failed);
    expect(loading.getSnapshot().active).toBe(false);
    expect(seen.map((s) => s.active)).toEqual([true, false, true, false]);
  });

  it('counts a login as a login', async () => {
    const server = fakeServer({ Login: () => ok(loginResult) });
    const { api, loading } = setup(server);
    const login = api.call(sessionCalls.login, loginParams);
    expect(loading.getSnapshot()).toEqual({ active: true, mode: 'login' });
    await login;
    expect(loading.getSnapshot()).toEqual({ active: false, mode: 'default' });
  });
});

describe('background calls (usage analytics)', () => {
  const events = { ereignisse: ['ansicht|/dashboard'] };

  it('send nothing while the app holds no token, and start no session', async () => {
    const { api, server } = setup();
    expect(await api.beacon(analyticsCalls.nutzungsstatistik, events)).toBe(false);
    expect(server.requests).toEqual([]);
  });

  it('go with the kept token, in the background, uncounted as loading', async () => {
    const { api, server, loading } = setup(
      fakeServer({ Nutzungsstatistik: () => ok({ Gezaehlt: 1 }) }),
      { csrfToken: 'page-token' },
    );
    const seen: LoadingState[] = [];
    loading.subscribe(() => seen.push(loading.getSnapshot()));
    expect(await api.beacon(analyticsCalls.nutzungsstatistik, events)).toBe(true);
    expect(server.requests).toMatchObject([
      {
        call: { fn: 'Nutzungsstatistik' },
        csrfToken: 'page-token',
        background: true,
        params: events,
      },
    ]);
    expect(seen).toEqual([]);
  });

  it('never reject and leave the connection alone when no answer comes', async () => {
    const { api, connection } = setup(
      fakeServer({
        Nutzungsstatistik: () => {
          throw new NetworkError('no answer', false);
        },
      }),
      { csrfToken: 'page-token' },
    );
    expect(await api.beacon(analyticsCalls.nutzungsstatistik, events)).toBe(true);
    expect(connection.isOnline()).toBe(true);
  });

  it('are told of calls that succeeded, with their parameters and files, not of failed ones', async () => {
    const onSucceeded = vi.fn();
    const { api } = setup(
      fakeServer({
        Melden: () => refused({ beschreibung: 'Bitte beschreibe den Schaden.' }),
      }),
      { onSucceeded },
    );
    await api.call(sessionCalls.isLoggedIn);
    await failure(
      api.call(claimCalls.schadensmeldungMelden, { typ: 'haushalt' } as never, {
        files: [new Blob(['x'])],
      }),
    );
    expect(onSucceeded.mock.calls).toEqual([[{ name: 'isLoggedIn', params: {}, files: 0 }]]);
  });
});
