import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { generalError, MESSAGES } from './api-error.ts';

/**
 * Scheme and host as the browser saw them (behind a trusted proxy, the forwarded ones), written
 * as the browser writes an Origin: lower case, without the scheme's default port.
 */
export function ownOrigin(request: FastifyRequest): string {
  const { protocol } = request;
  const host = request.host.toLowerCase();
  const defaultPort = protocol === 'https' ? ':443' : ':80';
  return `${protocol}://${host.endsWith(defaultPort) ? host.slice(0, -defaultPort.length) : host}`;
}

/**
 * An onRequest hook for the POST calls of /api: refuses a state change another site's page
 * started, before the body is read. Browsers say so in `Sec-Fetch-Site` and `Origin`; a request
 * with neither (curl, older clients) passes, as the SameSite cookie and the CSRF token still
 * guard it. The native app's web view is another origin: it passes when its origin is
 * configured and it says `X-Requested-From: APP-API`, a header no page of another origin can
 * send without a CORS preflight, which this server never grants.
 */
export function refuseCrossSite(nativeAppOrigins: readonly string[]) {
  const native = new Set(nativeAppOrigins);

  function crossSite(request: FastifyRequest): boolean {
    const { origin, 'sec-fetch-site': site } = request.headers;
    if (origin !== undefined && native.has(origin)) {
      return request.headers['x-requested-from'] !== 'APP-API';
    }
    if (site === 'cross-site' || site === 'same-site') return true;
    return origin !== undefined && origin !== ownOrigin(request);
  }

  return (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    // 403: not the customer's to fix, and a retry with a new CSRF token would be refused again.
    done(crossSite(request) ? generalError(MESSAGES.crossSite, 403) : undefined);
  };
}
