import type { Access, BinaryCall, CallName, CALLS, JsonCall } from '@servicebereich/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Readable } from 'node:stream';
import type { z } from 'zod/mini';
import type { StoredUpload } from '../files/upload-pipeline.ts';
import type { Session } from './session-store.ts';

export type SessionControl = {
  /**
   * Ends the current session and starts a new one (new id, new CSRF token), for a customer or
   * anonymous; a visitor's page unlocks go on to it (SessionStore.replace).
   */
  start: (customerId: string | null) => Promise<Session>;
  /** Deletes the current session and its cookie. */
  end: () => Promise<void>;
};

export type CallContext = {
  request: FastifyRequest;
  reply: FastifyReply;
  session: Session | null;
  sessions: SessionControl;
  now: number;
  /**
   * The files of a multipart call, in the order sent, checked and stored (images re-encoded, PDFs
   * read): read only when asked for, once. A handler asks after the checks that need no file, so
   * a refused request costs no work on its files. None for other calls.
   */
  uploads: () => Promise<readonly StoredUpload[]>;
};

export type CustomerContext = CallContext & { session: Session; customerId: string };

type ContextFor<A extends Access> = A extends 'customer' ? CustomerContext : CallContext;

export type FileAnswer = {
  contentType: string;
  fileName: string;
  body: Buffer | Readable;
  /** Images and PDFs are shown in the app; everything else is a download. */
  inline: boolean;
  /** The length of a streamed body, where it is known before it is read. */
  size?: number;
};

/**
 * A Result that is already JSON, put together from JSON the database stores: the endpoint sends it
 * as it is instead of parsing it into objects and serializing them again. Only for JSON that was
 * checked against its schema when it was written; outside production the endpoint checks the
 * Result like any other.
 */
export class JsonResult<R> {
  declare readonly result: R;
  readonly json: string;

  constructor(json: string) {
    this.json = json;
  }
}

export type HandlerFor<C> =
  C extends JsonCall<infer P, infer R, infer A>
    ? (params: z.output<P>, ctx: ContextFor<A>) => Promise<z.input<R> | JsonResult<z.input<R>>>
    : C extends BinaryCall<infer P, infer A>
      ? (params: z.output<P>, ctx: ContextFor<A>) => Promise<FileAnswer>
      : never;

export type Handlers = { [K in CallName]: HandlerFor<(typeof CALLS)[K]> };
