import type { z } from 'zod/mini';

export const MODES = ['General', 'MeinServicebereich', 'FlexibleLife', 'VollWert'] as const;
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

export function jsonCall<P extends z.ZodMiniType, R extends z.ZodMiniType, A extends Access>(
  call: Omit<JsonCall<P, R, A>, 'response'>,
): JsonCall<P, R, A> {
  return { ...call, response: 'json' };
}

export function binaryCall<P extends z.ZodMiniType, A extends Access>(
  call: Omit<BinaryCall<P, A>, 'response'>,
): BinaryCall<P, A> {
  return { ...call, response: 'binary' };
}

export type ParamsInput<C extends Call> = z.input<C['params']>;
export type Params<C extends Call> = z.output<C['params']>;
export type ResultOf<C extends JsonCall> = z.output<C['result']>;
export type ResultInput<C extends JsonCall> = z.input<C['result']>;

export function callKey(mode: string, fn: string): string {
  return `${mode}.${fn}`;
}
