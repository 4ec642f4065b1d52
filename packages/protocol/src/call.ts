import type { z } from 'zod/mini';

export const MODES = [
  'General',
  'MeinServicebereich',
  'FlexibleLife',
  'VollWert',
  'Schadensmeldung',
  'Bestaetigung',
] as const;
export type Mode = (typeof MODES)[number];

/**
 * public: anyone; customer: a logged-in customer; dev: only when the server runs in development.
 * The server denies by default: an entry without a handler stops it from starting.
 */
export type Access = 'public' | 'customer' | 'dev';

export type BodyKind = 'form' | 'multipart' | 'none';

export type FilePart = {
  /** Multipart field name of the file(s). */
  field: string;
  maxCount: number;
  required: boolean;
  /** The server keeps a thumbnail of each file (and the Result names it); costly for PDFs. */
  thumbnails: boolean;
};

type CallBase<P extends z.ZodMiniType, A extends Access> = {
  /** The call's code name, its key in its area (`callArea`); errors in the app name it. */
  readonly name: string;
  mode: Mode;
  fn: string;
  method: 'POST' | 'GET';
  access: A;
  body: BodyKind;
  /** Query parameters for GET, body fields for POST (without the files of a multipart body). */
  params: P;
  files?: FilePart;
};

/** A call answered with the JSON envelope `{Status, Result}` / `{Status, Errors}`. */
export type JsonCall<
  P extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
  A extends Access = Access,
> = CallBase<P, A> & {
  response: 'json';
  result: R;
};

/** A call answered with a file (or an envelope with Errors when it fails). */
export type BinaryCall<
  P extends z.ZodMiniType = z.ZodMiniType,
  A extends Access = Access,
> = CallBase<P, A> & {
  response: 'binary';
};

export type Call = JsonCall | BinaryCall;

type SchemaKey = 'params' | 'result';

/** What a call file writes: the schemas as functions that build them. */
type Definition<C extends Call> = Omit<C, 'name' | 'response' | SchemaKey> & {
  [K in Extract<SchemaKey, keyof C>]: () => C[K];
};

/**
 * A call whose schemas are built when first read, not when the catalogue loads: building every
 * call's schemas up front held up the app's start by tens of milliseconds, and a screen needs few.
 */
function withSchemas<C extends Call>(definition: Definition<C>, response: C['response']): C {
  const call: Record<string, unknown> = { ...definition, response };
  for (const key of ['params', 'result'] satisfies SchemaKey[]) {
    const build = call[key] as (() => unknown) | undefined;
    if (build === undefined) continue;
    let built: unknown;
    Object.defineProperty(call, key, { enumerable: true, get: () => (built ??= build()) });
  }
  return call as C;
}

/* @__NO_SIDE_EFFECTS__ */
export function jsonCall<P extends z.ZodMiniType, R extends z.ZodMiniType, A extends Access>(
  definition: Definition<JsonCall<P, R, A>>,
): JsonCall<P, R, A> {
  return withSchemas(definition, 'json');
}

/* @__NO_SIDE_EFFECTS__ */
export function binaryCall<P extends z.ZodMiniType, A extends Access>(
  definition: Definition<BinaryCall<P, A>>,
): BinaryCall<P, A> {
  return withSchemas(definition, 'binary');
}

/**
 * An area's calls, each given its key as its code name. The app imports the calls by area, so a
 * screen's code carries the calls it makes and no others, and still knows each call's name.
 */
/* @__NO_SIDE_EFFECTS__ */
export function callArea<const T extends Record<string, Call>>(calls: T): T {
  for (const [name, call] of Object.entries(calls)) {
    Object.defineProperty(call, 'name', { value: name });
  }
  return calls;
}

export type ParamsInput<C extends Call> = z.input<C['params']>;
export type Params<C extends Call> = z.output<C['params']>;
export type ResultOf<C extends JsonCall> = z.output<C['result']>;
export type ResultInput<C extends JsonCall> = z.input<C['result']>;

export function callKey(mode: string, fn: string): string {
  return `${mode}.${fn}`;
}
