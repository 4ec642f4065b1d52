import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../files/upload-pipeline.ts';
import { generalError, MESSAGES } from './api-error.ts';

/** Room beside the files of an upload for its form fields and the headers of its parts. */
const MULTIPART_OVERHEAD_BYTES = 1024 * 1024;

function declaresBody(headers: IncomingHttpHeaders): boolean {
  const length = headers['content-length'];
  return headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/**
 * Node and Fastify wait long for a body that trickles in byte by byte, or never comes; a client
 * doing that on purpose ties up a connection and memory. A body must arrive whole within the
 * deadline; uploads (multipart bodies) get a longer one. When it does not, whoever reads the body
 * (Fastify's form parser, the multipart reader of the upload pipeline) fails with a 408 error,
 * which the error handler answers with the envelope. An answer sent before its request's body
 * arrived whole closes the connection: the rest of that body would otherwise have to be read
 * before the next request, and it may be large or never come. An upload that declares more bytes
 than the upload limits allow is refused at once, before its body is read.
 */
export function bodyDeadline(
  app: FastifyInstance,
  deadlines: { formMs: number; uploadMs: number },
): void {
  // A callback, not an async function: this runs for every answer.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.raw.complete && declaresBody(request.headers)) {
      void reply.header('Connection', 'close');
    }
    done(null, payload);
  });

  // A callback too: this runs for every request.
  app.addHook('preParsing', (request, reply, payload, done) => {
    if (!declaresBody(request.headers)) {
      done(null, payload);
      return;
    }
    const upload = request.headers['content-type']?.startsWith('multipart/') === true;
    // The upload pipeline would refuse it too, but only after reading up to the limit.
    if (
      upload &&
      Number(request.headers['content-length']) >
        UPLOAD_LIMITS.requestBytes + MULTIPART_OVERHEAD_BYTES
    ) {
      done(generalError(UPLOAD_MESSAGES.requestTooLarge(UPLOAD_LIMITS.requestBytes), 413));
      return;
    }
    const timer = setTimeout(
      () => {
        // Readers of the body listen for the request's errors (Node itself emits a request's
        // errors only to listeners). With nobody reading, or the answer already under way, there
        // is nobody to tell: the connection is closed.
        if (!reply.sent && request.raw.listenerCount('error') > 0) {
          const message = upload ? MESSAGES.uploadTimeout : MESSAGES.bodyTimeout;
          request.raw.emit('error', generalError(message, 408));
        } else {
          request.socket.destroy();
        }
      },
      upload ? deadlines.uploadMs : deadlines.formMs,
    );
    timer.unref();
    const stop = () => {
      clearTimeout(timer);
    };
    // The body arrived whole; or the answer is out, and the connection closes after it.
    request.raw.once('end', stop);
    reply.raw.once('close', stop);
    done(null, payload);
  });
}
