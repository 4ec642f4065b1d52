import {
  encodeForm,
  envelopeSchema,
  FormEncodingError,
  type BinaryCall,
  type Call,
  type CallName,
  type Errors,
  type JsonCall,
  type ParamsInput,
  type ResultOf,
  generalCalls,
  sessionCalls,
} from '@servicebereich/protocol';
import { z } from 'zod/mini';
import { ApiCallError } from './api-error.ts';
import { callParams, withoutFiles } from './call-params.ts';
import { connection as appConnection, type Connection } from './connection.ts';
import { downloadTokenTarget } from './download-token.ts';
import {
  networkFailure,
  offlineFailure,
  presentErrors,
  requestFailure,
  type Presentation,
} from './error-catalogue.ts';
import { loadingStore, type LoadingStore } from './loading.ts';
import {
  NetworkError,
  type CallParams,
  type Transport,
  type TransportRequest,
  type DownloadProgress,
  type UploadProgress,
  type WireAnswer,
} from './transport.ts';

export type ApiClientOptions = {
  transport: Transport;
  /** A call answered `notloggedin`: the session is gone, log out. */
  onNotLoggedIn: () => void;
  /** No CSRF token could be fetched: show the session text and reload the page. */
  onSessionTokenFailure: () => void;
  /** Where running calls are counted; the app's one loading state unless a test brings its own. */
  loading?: LoadingStore;
  /** Told whether calls get answers; the app's connection unless a test brings its own. */
  connection?: Connection;
  /** The session's token known at start (the page's), kept as if it had been fetched. */
  csrfToken?: string;
  /** Told of every call that succeeded, with what it sent (usage analytics counts some). */
  onSucceeded?: (done: SucceededCall) => void;
  /**
   * The native app: files are fetched with a single-use download token (GetTokenId) and without
   * the cookie, and addresses of files carry one (SPEC 6, decision 026).
   */
  downloadTokens?: boolean;
};

/** A call that succeeded: its name, its parameters and how many files it sent. */
export type SucceededCall = { name: CallName; params: CallParams; files: number };

export type CallOptions = {
  /** Aborts the call (e.g. TanStack Query's signal); an aborted call rejects silently. */
  signal?: AbortSignal;
  /** The files of a multipart call, sent under its `files.field`. */
  files?: readonly Blob[];
  /** Told how many bytes of the files' upload are sent, for a progress display. */
  onUploadProgress?: UploadProgress;
  /** Told how many bytes of a file answer have arrived, for a progress display. */
  onDownloadProgress?: DownloadProgress;
};

export type ApiClient = {
  /** Sends a call and resolves with its schema-checked Result; rejects only with ApiCallError. */
  call: <C extends JsonCall>(
    call: C,
    params?: ParamsInput<C>,
    options?: CallOptions,
  ) => Promise<ResultOf<C>>;
  /**
   * Fetches a file (binary call) the way calls are sent: with the session, counted as loading,
   * and refused the way calls are (a `notloggedin` answer logs out). Rejects only with ApiCallError.
   */
  file: <C extends BinaryCall>(
    call: C,
    params: ParamsInput<C>,
    options?: Pick<CallOptions, 'signal' | 'onDownloadProgress'>,
  ) => Promise<Blob>;
  /** The address of a file (binary call) for an <img> or a link opened outside the app. */
  fileUrl: <C extends BinaryCall>(call: C, params: ParamsInput<C>) => string;
  /**
   * The same address where it must work without the session: in the native app with a fresh
   * download token for this one file (single use, 60 s); on the web as `fileUrl`.
   */
  tokenFileUrl: <C extends BinaryCall>(call: C, params: ParamsInput<C>) => Promise<string>;
  /** Whether file addresses need a download token (the native app). */
  needsDownloadTokens: () => boolean;
  /**
   * Asks the server for the session's token, uncounted as loading, only to learn whether it
   * answers: the connection's probe while calls get no answer. Never rejects.
   */
  probe: () => Promise<void>;
  /**
   * Sends a call in the background and forgets its answer: not counted as loading, never shown,
   * never retried, kept alive by the browser while the page closes. Only with the token the app
   * already holds, so it starts no session; resolves false when there is none yet (nothing was
   * sent), true once sent, whether or not an answer came. Never rejects.
   */
  beacon: <C extends JsonCall>(call: C, params: ParamsInput<C>) => Promise<boolean>;
  /** Another host (or the test mode): the kept token belongs to the old one. */
  setTransport: (transport: Transport) => void;
  dropCsrfToken: () => void;
};

type TokenOutcome = { ok: true; token: string } | { ok: false; presentation: Presentation };

type Answer =
  { kind: 'result'; result: unknown } | { kind: 'errors'; errors: Errors } | { kind: 'failure' };

const answerSchema = z.lazy(() => envelopeSchema(z.unknown()));
// Login's Result carries the token of the new session; the token call's Result schema picks it
// out, read where it parses: reading it builds the call's schemas (call.ts).
const tokenResult = () => generalCalls.getCsrfToken.result;

// Every call comes from an area of the catalogue (`callArea`), which names it by its key there.
function callName(call: Call): CallName {
  return call.name as CallName;
}

/**
 * The body's Status decides; an HTTP status of 500 or more is a server fault whatever the body
 * says, except 503: a busy database answers it with Status 400 and a message to retry shortly.
 * Rate limits (429), oversize (413) and late bodies (408) answer Status 400 with a message.
 */
function readAnswer({ httpStatus, body }: WireAnswer): Answer {
  if (httpStatus >= 500 && httpStatus !== 503) return { kind: 'failure' };
  const parsed = answerSchema.safeParse(body);
  if (!parsed.success) return { kind: 'failure' };
  if (parsed.data.Status === 400) return { kind: 'errors', errors: parsed.data.Errors };
  return httpStatus < 300 ? { kind: 'result', result: parsed.data.Result } : { kind: 'failure' };
}

function withFiles(call: Call, params: CallParams, files: readonly Blob[] | undefined): CallParams {
  if (files === undefined) return params;
  if (call.files === undefined) {
    throw new FormEncodingError(call.fn, `${call.fn} takes no files`);
  }
  return { ...params, [call.files.field]: files };
}

const neverAborted = new AbortController().signal;

/** Calls that start a new session at the server: their Result carries its new CSRF token. */
const TOKEN_ROTATING_CALLS: ReadonlySet<CallName> = new Set([
  'login',
  'activate',
  'changePassword',
  'deviceLogin',
  'passkeyLogin',
]);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const loading = options.loading ?? loadingStore;
  const connection = options.connection ?? appConnection;
  let transport = options.transport;
  // One fetch shared by every call waiting for it; null when there is no token to use.
  let token: Promise<TokenOutcome> | null =
    options.csrfToken === undefined
      ? null
      : Promise.resolve({ ok: true, token: options.csrfToken });

  /**
   * A call that got no answer. The first one while calls got answers is the server out of reach
   * (SPEC 8's network text); from then on, and while the device says it is offline, the action
   * needs a connection (decision 032).
   */
  function noAnswer(): Presentation {
    const presentation = connection.isOnline() ? networkFailure : offlineFailure;
    connection.unanswered();
    return presentation;
  }

  /** Sends a request; an answer of any kind tells the connection that calls get answers. */
  async function exchange(via: Transport, request: TransportRequest): Promise<WireAnswer> {
    const answer = await via.send(request);
    connection.answered();
    return answer;
  }

  function sendForToken(from: Transport): Promise<WireAnswer> {
    return exchange(from, {
      call: generalCalls.getCsrfToken,
      params: {},
      csrfToken: null,
      signal: neverAborted,
    });
  }

  async function fetchToken(from: Transport): Promise<TokenOutcome> {
    let answer: WireAnswer;
    try {
      answer = await sendForToken(from);
    } catch (error) {
      // No answer at all is the network's fault: reloading would only loop while offline.
      if (error instanceof NetworkError) return { ok: false, presentation: noAnswer() };
      throw error;
    }
    const read = readAnswer(answer);
    const parsed = read.kind === 'result' ? tokenResult().safeParse(read.result) : undefined;
    if (parsed?.success === true) return { ok: true, token: parsed.data.CSRFToken };
    options.onSessionTokenFailure();
    // The shell shows the session text and reloads; the waiting calls add no second message.
    return { ok: false, presentation: { kind: 'silent' } };
  }

  function keptToken(): Promise<TokenOutcome> {
    if (token === null) {
      const fetching = fetchToken(transport);
      token = fetching;
      void fetching.then(
        (outcome) => {
          if (!outcome.ok && token === fetching) token = null;
        },
        () => {
          if (token === fetching) token = null;
        },
      );
    }
    return token;
  }

  /** Drops the token a call used, unless another call has already replaced it. */
  function dropToken(used: Promise<TokenOutcome>): void {
    if (token === used) token = null;
  }

  /**
   * Holds back the calls that start while a session changes (a login, say) until it has: sent
   * meanwhile, they would carry the old session's cookie, be refused, and the token fetch that
   * follows could start a session at the server that replaces the new one in the browser. The
   * returned release hands them the new token, or the one used when the change failed; only its
   * first use counts.
   */
  function holdToken(): { held: Promise<TokenOutcome>; release: (next: TokenOutcome) => void } {
    let release: (next: TokenOutcome) => void = () => undefined;
    const held = new Promise<TokenOutcome>((resolve) => {
      release = resolve;
    });
    token = held;
    return { held, release };
  }

  /** The Result of a JSON call, checked by its schema, or the file a binary call answered. */
  async function send(
    name: CallName,
    call: Call,
    params: CallParams,
    signal: AbortSignal,
    progress: Pick<CallOptions, 'onUploadProgress' | 'onDownloadProgress'>,
  ): Promise<unknown> {
    for (let attempt = 1; ; attempt += 1) {
      const via = transport;
      const fetched = keptToken();
      const outcome = await fetched;
      if (!outcome.ok) throw new ApiCallError(name, outcome.presentation);
      const change = TOKEN_ROTATING_CALLS.has(name) ? holdToken() : null;
      const used = change?.held ?? fetched;
      try {
        const wire = await exchange(via, {
          call,
          params,
          csrfToken: outcome.token,
          signal,
          ...(progress.onUploadProgress === undefined
            ? {}
            : { onUploadProgress: progress.onUploadProgress }),
          ...(progress.onDownloadProgress === undefined
            ? {}
            : { onDownloadProgress: progress.onDownloadProgress }),
        });
        if (call.response === 'binary' && wire.httpStatus < 300 && wire.body instanceof Blob) {
          return wire.body;
        }
        const answer = readAnswer(wire);
        if (answer.kind === 'failure') throw new ApiCallError(name, requestFailure);
        if (answer.kind === 'result') {
          // A file call answers a file, or an envelope with Errors; a Result is no file.
          if (call.response === 'binary') throw new ApiCallError(name, requestFailure);
          const parsed = z.safeParse(call.result, answer.result);
          if (!parsed.success) {
            console.error(`${name}: Result does not match its schema`, parsed.error.issues);
            throw new ApiCallError(name, requestFailure, {}, { cause: parsed.error });
          }
          // Unless the host was switched meanwhile: the token belongs to the host that sent it.
          if (change !== null && via === transport) {
            const rotated = tokenResult().parse(parsed.data);
            const next: TokenOutcome = { ok: true, token: rotated.CSRFToken };
            token = Promise.resolve(next);
            change.release(next);
          }
          if (name === 'logout') dropToken(used);
          return parsed.data;
        }

        const { presentation, fieldErrors } = presentErrors(name, answer.errors);
        switch (presentation.kind) {
          case 'retry-csrf':
            dropToken(used);
            // Retried once; a token refused twice is not a stale token but a broken session.
            if (attempt === 1) continue;
            throw new ApiCallError(name, requestFailure);
          case 'logout':
            dropToken(used);
            options.onNotLoggedIn();
            throw new ApiCallError(name, presentation);
          case 'silent':
          case 'alert':
            throw new ApiCallError(name, presentation, fieldErrors, {
              errorKeys: Object.keys(answer.errors),
            });
        }
      } finally {
        // A failed change started no session: the token it used is still the session's.
        if (change !== null) {
          change.release(outcome);
          if (token === change.held) token = fetched;
        }
      }
    }
  }

  /** Sends a call counted as loading; every failure becomes an ApiCallError. */
  async function request(
    call: Call,
    params: unknown,
    { signal = neverAborted, files, ...progress }: CallOptions,
  ): Promise<unknown> {
    const name = callName(call);
    const end = loading.begin(name === 'login' ? 'login' : 'default');
    try {
      const sent = callParams(params);
      const answer = await send(name, call, withFiles(call, sent, files), signal, progress);
      options.onSucceeded?.({ name, params: sent, files: files?.length ?? 0 });
      return answer;
    } catch (error) {
      if (error instanceof ApiCallError) throw error;
      if (signal.aborted) throw new ApiCallError(name, { kind: 'silent' }, {}, { cause: error });
      if (error instanceof NetworkError) {
        throw new ApiCallError(name, noAnswer(), {}, { cause: error });
      }
      console.error(`${name}: the call failed in the app`, error);
      throw new ApiCallError(name, requestFailure, {}, { cause: error });
    } finally {
      end();
    }
  }

  async function call<C extends JsonCall>(
    call: C,
    params?: ParamsInput<C>,
    callOptions: CallOptions = {},
  ): Promise<ResultOf<C>> {
    // send() parsed it with this call's Result schema.
    return (await request(call, params, callOptions)) as ResultOf<C>;
  }

  /** The call's parameters with a download token for its file, where the app uses them. */
  async function withDownloadToken(
    call: BinaryCall,
    params: unknown,
    signal?: AbortSignal,
  ): Promise<unknown> {
    const target = options.downloadTokens
      ? downloadTokenTarget(call, params as Record<string, unknown>)
      : null;
    if (target === null) return params;
    const { TokenId } = await request(
      sessionCalls.getTokenId,
      target,
      signal ? { signal } : {},
    ).then((result) => sessionCalls.getTokenId.result.parse(result));
    return { ...(params as Record<string, unknown>), tokenid: TokenId };
  }

  async function file<C extends BinaryCall>(
    call: C,
    params: ParamsInput<C>,
    callOptions: Pick<CallOptions, 'signal' | 'onDownloadProgress'> = {},
  ): Promise<Blob> {
    const sent = await withDownloadToken(call, params, callOptions.signal);
    // send() answers a binary call with the file or not at all.
    return (await request(call, sent, callOptions)) as Blob;
  }

  function fileUrl(call: BinaryCall, params: unknown): string {
    return transport.fileUrl(
      call,
      Object.fromEntries(encodeForm(withoutFiles(callParams(params)))),
    );
  }

  return {
    call,
    file,
    fileUrl,
    tokenFileUrl: async (call, params) => fileUrl(call, await withDownloadToken(call, params)),
    needsDownloadTokens: () => options.downloadTokens === true,
    async probe() {
      try {
        await sendForToken(transport);
      } catch (error) {
        if (error instanceof NetworkError) connection.unanswered();
        else console.error('the connection probe failed in the app', error);
      }
    },
    async beacon(call, params) {
      try {
        const outcome = token === null ? null : await token;
        if (outcome === null || !outcome.ok) return false;
        await transport.send({
          call,
          params: callParams(params),
          csrfToken: outcome.token,
          signal: neverAborted,
          background: true,
        });
      } catch {
        // No answer: the events are gone, which costs nothing the customer sees.
      }
      return true;
    },
    setTransport(next) {
      transport = next;
      token = null;
    },
    dropCsrfToken() {
      token = null;
    },
  };
}
