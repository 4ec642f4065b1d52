import { PassThrough } from 'node:stream';
import type { FastifyInstance } from 'fastify';

class BodyDeadlineError extends Error {
  readonly statusCode = 408;
  readonly code = 'BODY_DEADLINE';
}

/**
 * Node and Fastify wait long for a body that trickles in byte by byte; a client doing that on
 * purpose ties up a connection and memory. A body must arrive whole within the deadline, or the
 * request is answered 408 and the connection closed. Uploads (multipart) get a longer deadline;
 * they are read from the raw request by the upload pipeline, so one that misses it is cut off.
 */
export function bodyDeadline(
  app: FastifyInstance,
  deadlines: { formMs: number; uploadMs: number },
): void {
  app.addHook('preParsing', async (request, reply, payload) => {
    if (request.headers['content-type']?.startsWith('multipart/') === true) {
      const timer = setTimeout(() => {
        request.raw.destroy(new BodyDeadlineError('Upload deadline exceeded'));
      }, deadlines.uploadMs);
      timer.unref();
      const stop = () => {
        clearTimeout(timer);
      };
      request.raw.once('end', stop);
      request.raw.once('close', stop);
      // The multipart reader takes the raw request; piping it here would drain it first.
      return payload;
    }
    const guarded = new PassThrough();
    const timer = setTimeout(() => {
      payload.unpipe(guarded);
      void reply.header('Connection', 'close');
      guarded.destroy(new BodyDeadlineError('Request body deadline exceeded'));
    }, deadlines.formMs);
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
