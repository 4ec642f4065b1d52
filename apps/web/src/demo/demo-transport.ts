import {
  decodeForm,
  encodeForm,
  ERROR_KEYS,
  // eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the test mode answers every call; it loads only when chosen
  findCall,
  FormEncodingError,
  type Call,
  type Errors,
  type FormScalar,
  type FormValue,
} from '@servicebereich/protocol';
import type { z } from 'zod/mini';
import type { CallParams, Transport, WireAnswer } from '../api/transport.ts';
import { DEMO_MESSAGES, DemoCallError } from './demo-call.ts';
import { createDemoState, demoHandlers, type DemoState } from './demo-handlers.ts';

// The test mode (Verfügernummer 1234567890): every call of the catalogue is answered from bundled
// data, with no server. It checks parameters, access and files as the server does, so the app
// behaves the same in both modes. The CSRF token is not checked: with no server and no cookie,
// there is no forged request to stop.

/** First issue per top-level field, keyed by the field's wire name, as the server builds them. */
function zodErrors(error: z.core.$ZodError): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : ERROR_KEYS.general;
    errors[key] ??= issue.message;
  }
  return errors;
}

function failure(errors: Errors): WireAnswer {
  return { httpStatus: 400, body: { Status: 400, Errors: errors } };
}

function isList<T>(value: T | readonly T[]): value is readonly T[] {
  return Array.isArray(value);
}

/** Form values go the way of a real request (trimmed, arrays bracketed); files are kept apart. */
function splitParams(call: Call, params: CallParams) {
  const form: Record<string, FormValue> = {};
  const files: Blob[] = [];
  for (const [key, value] of Object.entries(params)) {
    const values = isList(value) ? value : [value];
    const blobs = values.filter((v): v is Blob => v instanceof Blob);
    const scalars = values.filter((v): v is FormScalar => !(v instanceof Blob));
    if (key === call.files?.field) files.push(...blobs);
    else if (blobs.length === 0) form[key] = isList(value) ? scalars : scalars[0];
  }
  return { form, files };
}

function fileErrors(call: Call, files: readonly Blob[]): Errors {
  if (call.files === undefined) return {};
  const { field, maxCount, required } = call.files;
  if (files.length === 0 && required) return { [field]: DEMO_MESSAGES.fileMissing };
  if (files.length > maxCount) return { [field]: DEMO_MESSAGES.tooManyFiles(maxCount) };
  const accepted = (file: Blob) =>
    file.type === 'application/pdf' || file.type.startsWith('image/');
  return files.every(accepted) ? {} : { [field]: DEMO_MESSAGES.wrongFileType };
}

/**
 * A `Transport` that answers every call of the catalogue from the test customer's data, kept in
 * memory while the test mode runs. `now` fixes "today" for the data; tests pass a date.
 */
/** `loggedIn`: a test mode resumed after a reload, whose customer logged in before it. */
export function createDemoTransport(
  now: Date = new Date(),
  options: { loggedIn?: boolean } = {},
): Transport {
  const state: DemoState = { ...createDemoState(now), loggedIn: options.loggedIn ?? false };
  // One address per file content, so images do not reload when a list is fetched again.
  const objectUrls = new WeakMap<Blob, string>();

  function urlOf(blob: Blob): string {
    const known = objectUrls.get(blob);
    if (known !== undefined) return known;
    const url = URL.createObjectURL(blob);
    objectUrls.set(blob, url);
    return url;
  }

  const handlers = demoHandlers(state, urlOf);

  /** A success carries the Result (or, for a file, the Blob itself); everything else Errors. */
  function answer(requested: Call, params: CallParams): WireAnswer {
    const found = findCall(requested.mode, requested.fn);
    if (found === undefined) return failure({ [ERROR_KEYS.general]: DEMO_MESSAGES.unknownCall });
    const { name, call } = found;
    if (call.access === 'customer' && !state.loggedIn) {
      return failure({ [ERROR_KEYS.notLoggedIn]: DEMO_MESSAGES.notLoggedIn });
    }
    const { form, files } = splitParams(call, params);
    let decoded;
    try {
      decoded = decodeForm(encodeForm(form));
    } catch (error) {
      if (error instanceof FormEncodingError) {
        return failure({ [error.key]: DEMO_MESSAGES.repeatedKey });
      }
      throw error;
    }
    const parsed = call.params.safeParse(decoded);
    const errors = {
      ...(parsed.success ? {} : zodErrors(parsed.error)),
      ...fileErrors(call, files),
    };
    if (!parsed.success || Object.keys(errors).length > 0) return failure(errors);
    const handler = handlers[name] as (params: unknown, files: readonly Blob[]) => unknown;
    try {
      const result = handler(parsed.data, files);
      if (result instanceof Blob) return { httpStatus: 200, body: result };
      // A copy, as a parsed HTTP body would be: later changes must not reach answers already given.
      return { httpStatus: 200, body: structuredClone({ Status: 200, Result: result }) };
    } catch (error) {
      if (error instanceof DemoCallError) return failure(error.errors);
      throw error;
    }
  }

  return {
    send: (request) =>
      new Promise((resolve) => {
        request.signal.throwIfAborted();
        resolve(answer(request.call, request.params));
      }),
    fileUrl: (call, params) => {
      const { body } = answer(call, params);
      // Where the server would answer a file with an error envelope, so does the address here.
      return urlOf(
        body instanceof Blob
          ? body
          : new Blob([JSON.stringify(body)], { type: 'application/json' }),
      );
    },
  };
}
