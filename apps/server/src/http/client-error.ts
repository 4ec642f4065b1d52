import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from './api-error.ts';
import { securityHeaderList, type HeaderOptions } from './security-headers.ts';

/** The status and message of a request Node refused, by Node's error code. */
function refusal(code: string | undefined): [status: number, message: string] {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return [431, MESSAGES.bodyTooLarge];
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return [408, MESSAGES.bodyTimeout];
    default:
      return [400, MESSAGES.badBody];
  }
}

/**
 * Fastify's `clientErrorHandler`: a request Node could not parse (a malformed request line or
 * header, headers over the size limit) or did not get whole in time never reaches the framework.
 * It is answered here, on the socket, with the envelope and the headers of every other answer,
 * and the connection is closed.
 */
export function clientErrorHandler(headerOptions: HeaderOptions) {
  const headers = securityHeaderList(headerOptions)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  return function handleClientError(
    this: FastifyInstance,
    error: NodeJS.ErrnoException,
    socket: Socket,
  ): void {
    // Node's own handler writes nothing either once an answer on this connection has begun.
    const answering =
      '_httpMessage' in socket &&
      (socket._httpMessage as { headersSent?: boolean } | null)?.headersSent === true;
    if (error.code === 'ECONNRESET' || !socket.writable || answering) {
      socket.destroy();
      return;
    }
    const [status, message] = refusal(error.code);
    this.log.info({ code: error.code }, 'request refused by the HTTP parser');
    const body = JSON.stringify({ Status: 400, Errors: { general: message } });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${headers}` +
        'Cache-Control: no-store\r\nContent-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      () => {
        socket.destroy();
      },
    );
  };
}
