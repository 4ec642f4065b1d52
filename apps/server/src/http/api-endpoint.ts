import {
  CALLS,
  decodeForm,
  ERROR_KEYS,
  findCall,
  type Call,
  type CallName,
  type Errors,
  type JsonCall,
} from '@servicebereich/protocol';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import {
  uploadedHashes,
  UPLOAD_MESSAGES,
  type IncomingUpload,
  type StoredUpload,
  type UploadPipeline,
} from '../files/upload-pipeline.ts';
import { logSecurityEvent } from '../security/security-log.ts';
import { sameToken } from '../security/tokens.ts';
import { ApiError, generalError, MESSAGES, RefusedIdError } from './api-error.ts';
import { contentDisposition } from './content-disposition.ts';
import { refuseCrossSite } from './cross-site.ts';
import {
  JsonResult,
  type CallContext,
  type CustomerContext,
  type FileAnswer,
  type Handlers,
  type SessionControl,
} from './handlers.ts';
import { sessionCookie } from './session-cookie.ts';
import type { Session, SessionStore } from './session-store.ts';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- only an interface merges with Fastify's
  interface FastifyRequest {
    /** The catalogue's name of the call, once the endpoint has found it; '' before and elsewhere. */
    callName: string;
  }
}

export type ApiEndpointOptions = {
  handlers: Handlers;
  sessions: SessionStore;
  clock: () => number;
  secureCookies: boolean;
  devCalls: boolean;
  validateResults: boolean;
  rateLimitPerMinute: number;
  /** Origins of the native app that may change state from there (http/cross-site.ts). */
  nativeAppOrigins: readonly string[];
  uploads: UploadPipeline;
  /** Where a client address is, for the list of signed-in devices; null when unknown. */
  placeOf: (ip: string) => string | null;
  /** The customer of a single-use download token (GetTokenId) for this call's file, or null. */
  redeemDownloadToken: (
    token: string,
    call: { name: CallName; params: unknown },
    now: number,
  ) => Promise<string | null>;
};

/** Start-up refuses a catalogue entry without a handler, and a handler without an entry. */
export function assertHandlersComplete(handlers: Record<string, unknown>): void {
  const missing = Object.keys(CALLS).filter((name) => typeof handlers[name] !== 'function');
  const unknown = Object.keys(handlers).filter((name) => !(name in CALLS));
  if (missing.length > 0 || unknown.length > 0) {
    throw new Error(
      `Call catalogue and handlers differ. Without handler: ${missing.join(', ') || '–'}; ` +
        `without catalogue entry: ${unknown.join(', ') || '–'}`,
    );
  }
}

function zodErrors(error: z.core.$ZodError): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : ERROR_KEYS.general;
    errors[key] ??= issue.message;
  }
  return errors;
}

function parseParams(call: Call, raw: unknown): unknown {
  const decoded = decodeForm(
    raw instanceof URLSearchParams ? raw : ((raw ?? {}) as Record<string, string | string[]>),
  );
  const parsed = call.params.safeParse(decoded);
  if (!parsed.success) throw new ApiError(zodErrors(parsed.error));
  return parsed.data;
}

/**
 * A handler's answer as the JSON of its Result; checked against the catalogue where results are
 * checked (outside production). A JsonResult is sent as it is stored.
 */
function resultJson(call: JsonCall, answer: unknown, validate: boolean): string {
  if (answer instanceof JsonResult) {
    if (validate) call.result.parse(JSON.parse(answer.json));
    return answer.json;
  }
  if (validate) call.result.parse(answer);
  return JSON.stringify(answer);
}

/** A page starts and ends no session: the calls it answers only read. */
const NO_SESSION_CHANGES: SessionControl = {
  start: () => Promise.reject(new Error('a page answers only reading calls')),
  end: () => Promise.reject(new Error('a page answers only reading calls')),
};

/**
 * Answers a customer's reading calls without parameters for a page the server sends (the
 * dashboard's first answers, app-page.ts): each handler runs as for the API, with the page's
 * request, and its Result is checked as the endpoint checks it. The JSON of each Result, keyed by
 * the call's Function.
 */
export function pageAnswers(options: {
  handlers: Handlers;
  calls: readonly JsonCall[];
  clock: () => number;
  validateResults: boolean;
}) {
  return async (
    session: Session & { customerId: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<Record<string, string>> => {
    const ctx: CustomerContext = {
      request,
      reply,
      session,
      customerId: session.customerId,
      now: options.clock(),
      sessions: NO_SESSION_CHANGES,
      uploads: () => Promise.resolve([]),
    };
    const answers = await Promise.all(
      options.calls.map(async (call) => {
        const handler = options.handlers[call.name as CallName] as (
          params: unknown,
          ctx: CallContext,
        ) => Promise<unknown>;
        const answer = await handler(call.params.parse({}), ctx);
        return [call.fn, resultJson(call, answer, options.validateResults)] as const;
      }),
    );
    return Object.fromEntries(answers);
  };
}

export function apiEndpoint(app: FastifyInstance, options: ApiEndpointOptions): void {
  const cookie = sessionCookie(options.secureCookies);
  app.decorateRequest('callName', '');

  function sessionControl(
    request: FastifyRequest,
    reply: FastifyReply,
    state: { session: Session | null },
  ): SessionControl {
    return {
      start: async (customerId) => {
        const created = await options.sessions.create(customerId, options.clock(), {
          userAgent: request.headers['user-agent'] ?? null,
          place: options.placeOf(request.ip),
        });
        if (state.session !== null) {
          await options.sessions.replace(state.session, created.session.idHash);
        }
        cookie.set(reply, created.cookieValue);
        state.session = created.session;
        return created.session;
      },
      end: async () => {
        if (state.session !== null) await options.sessions.remove(state.session.idHash);
        state.session = null;
        if (cookie.read(request) !== undefined) cookie.clear(reply);
      },
    };
  }

  async function handle(request: FastifyRequest, reply: FastifyReply): Promise<unknown> {
    void reply.header('Cache-Control', 'no-store');
    const query = request.query as Record<string, unknown>;
    const { Mode: mode, Function: fn, ...rest } = query;
    const found =
      typeof mode === 'string' && typeof fn === 'string' ? findCall(mode, fn) : undefined;
    if (
      found === undefined ||
      found.call.method !== request.method ||
      (found.call.access === 'dev' && !options.devCalls)
    ) {
      throw generalError(MESSAGES.unknownCall);
    }
    const { name, call } = found;
    request.callName = name;

    const now = options.clock();
    const cookieValue = cookie.read(request);
    const state = {
      session: cookieValue === undefined ? null : await options.sessions.find(cookieValue, now),
    };
    // A cookie without a session is left as it is: the browser may hold a newer one by the time
    // this answer arrives (a call sent before a login, answered after it), and clearing the
    // cookie would end that session in the browser.

    if (call.method === 'POST' && name !== 'getCsrfToken') {
      const header = request.headers['x-csrf-token'];
      if (
        state.session === null ||
        typeof header !== 'string' ||
        !sameToken(header, state.session.csrfToken)
      ) {
        throw new ApiError({ [ERROR_KEYS.csrf]: MESSAGES.csrf });
      }
    }
    let customerId = state.session?.customerId ?? null;
    // The native app downloads files without the cookie, with a token from GetTokenId (SPEC 6)
    // for the one file it names.
    if (call.response === 'binary' && customerId === null && typeof rest.tokenid === 'string') {
      const asked = { name, params: parseParams(call, rest) };
      customerId = await options.redeemDownloadToken(rest.tokenid, asked, now);
    }
    if (call.access === 'customer' && customerId === null) {
      throw new ApiError({ [ERROR_KEYS.notLoggedIn]: MESSAGES.notLoggedIn });
    }
    // A multipart call's fields are read here, after the checks above; its files only when the
    // handler asks for them (`ctx.uploads`), after its own checks, so a refused request has none
    // of its files read. A multipart call without files may send a form.
    const files = call.body === 'multipart' ? call.files : undefined;
    const incoming: IncomingUpload | null =
      files !== undefined && request.isMultipart()
        ? await options.uploads.receive(request, files)
        : null;
    let params: unknown;
    try {
      params = parseParams(
        call,
        call.method === 'GET'
          ? rest
          : incoming !== null
            ? new URLSearchParams(incoming.fields)
            : call.body === 'none'
              ? {}
              : request.body,
      );
    } catch (error) {
      await incoming?.skipFiles();
      throw error;
    }
    if (incoming === null && files?.required === true) {
      throw new ApiError({ [files.field]: UPLOAD_MESSAGES.missing });
    }
    const asked: { uploads?: Promise<readonly StoredUpload[]> } = {};
    const uploads = () =>
      (asked.uploads ??=
        incoming === null || files === undefined
          ? Promise.resolve([])
          : incoming
              .receiveFiles()
              .then((received) =>
                options.uploads.storeAll(received, files, request.log, customerId === null),
              ));

    const ctx: CallContext & { customerId: string | null } = {
      request,
      reply,
      now,
      session: state.session,
      customerId,
      sessions: sessionControl(request, reply, state),
      uploads,
    };
    const handler = options.handlers[name] as (
      params: unknown,
      ctx: CallContext,
    ) => Promise<unknown>;
    let answer: unknown;
    try {
      answer = await handler(params, ctx);
    } catch (error) {
      // The handler's transaction did not commit: the stored files are named by no row. Files it
      // did not ask for stay unread.
      const stored = (await asked.uploads?.catch(() => [])) ?? [];
      await incoming?.skipFiles();
      await options.uploads.abandon(uploadedHashes(stored));
      if (error instanceof RefusedIdError && customerId !== null) {
        logSecurityEvent(request, {
          event: 'refused-id',
          call: name,
          parameter: error.field,
          customerId,
        });
      }
      throw error;
    }
    await incoming?.skipFiles();

    if (call.response === 'binary') {
      const file = answer as FileAnswer;
      if (file.size !== undefined) void reply.header('Content-Length', String(file.size));
      void reply
        .header('Content-Type', file.contentType)
        .header('Content-Disposition', contentDisposition(file))
        .header(
          'Content-Security-Policy',
          // The app fetches a file and shows it itself, so no page may frame one. A file opened
          // on its own (the native app's download, a browser tab) is shown by the browser, which
          // refuses to render a PDF in a sandboxed document: PDFs get everything but the sandbox.
          file.contentType === 'application/pdf'
            ? "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'"
            : "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; sandbox",
        );
      return reply.send(file.body);
    }
    // A JSON type with a string answer: Fastify sends the string as it is.
    void reply.type('application/json; charset=utf-8');
    return `{"Status":200,"Result":${resultJson(call, answer, options.validateResults)}}`;
  }

  const routeOptions = {
    config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: 60_000 } },
  };
  app.post(
    '/api',
    { ...routeOptions, onRequest: refuseCrossSite(options.nativeAppOrigins) },
    handle,
  );
  app.get('/api', routeOptions, handle);
}
