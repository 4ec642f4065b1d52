import type { FastifyRequest } from 'fastify';

/** The address the customer reached the app at (behind a proxy: with TRUST_PROXY), for mailed links. */
export function publicOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
