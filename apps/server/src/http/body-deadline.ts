import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';

class BodyDeadlineError extends Error {
  readonly statusCode = 408;
  readonly code = 'BODY_DEADLINE';
}

/**
 * Node and Fastify wait long for a body that trickles in byte by byte; a client doing that on
 * purpose ties up a connection and memory. A body must arrive whole within the deadline, or the
 * request is answered 408 and the connection closed.
 */
export function bodyDeadline(app: FastifyInstance, deadlineMs: number): void {
  app.addHook('preParsing', async (_request, reply, payload) => {
    const guarded = new PassThrough();
    const timer = setTimeout(() => {
      payload.unpipe(guarded);
      void reply.header('Connection', 'close');
      guarded.destroy(new BodyDeadlineError('Request body deadline exceeded'));
    }, deadlineMs);
    timer.unref();
    guarded.once('close', () => {
      clearTimeout(timer);
    });
    payload.once('end', () => {
      clearTimeout(timer);
    });
    return payload.pipe(guarded);
  });
}
