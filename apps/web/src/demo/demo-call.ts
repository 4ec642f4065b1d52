import type { BinaryCall, CallName, CALLS, Errors, JsonCall } from '@servicebereich/protocol';
import type { z } from 'zod/mini';

// What every handler of the test mode shares: the shape of a handler, and the answer the server
// gives with Status 400.

/** What the server would answer with Status 400: the customer can act on it. */
export class DemoCallError extends Error {
  readonly errors: Errors;

  constructor(errors: Errors) {
    super(Object.keys(errors).join(', '));
    this.name = 'DemoCallError';
    this.errors = errors;
  }
}

type DemoHandlerFor<C> =
  C extends JsonCall<infer P, infer R>
    ? (params: z.output<P>, files: readonly Blob[]) => z.input<R>
    : C extends BinaryCall<infer P>
      ? (params: z.output<P>) => Blob
      : never;

/** One handler per call of the catalogue: a call without one does not compile. */
export type DemoHandlers = { [K in CallName]: DemoHandlerFor<(typeof CALLS)[K]> };
