import { createHash } from 'node:crypto';
import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import { PAGE_SCRIPT } from '@servicebereich/protocol';

/**
 * What the headers depend on: TLS in front, and the origins whose pages the app embeds (the video
 * meeting's provider, the lectures' video players).
 */
export type HeaderOptions = { secure: boolean; frameOrigins: readonly string[] };

/** PAGE_SCRIPT as a source of the Content-Security-Policy: by its hash. */
const PAGE_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(PAGE_SCRIPT).digest('base64')}'`;

function helmetOptions({ secure, frameOrigins }: HeaderOptions) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        // The page's own script: a frame's form asked to submit, the typeface's stand-in.
        scriptSrc: ["'self'", PAGE_SCRIPT_SOURCE],
        // Ionic sets inline styles on its components at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // The video meeting's room (a Jitsi Meet compatible server) and the lectures' video
        // players of the content folder are the only foreign frames.
        frameSrc: ["'self'", ...frameOrigins],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        ...(secure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // HSTS means something only over TLS; on plain HTTP it would only mislead.
    strictTransportSecurity: secure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginEmbedderPolicy: false,
  } as const;
}

/**
 * Every answer carries helmet's headers. They depend only on the options, so they are computed
 * once at start and copied onto each answer: helmet's own middleware builds them anew for every
 * request (the CSP string alone is a few microseconds), which the profile of a plain call showed.
 */
export function securityHeaders(app: FastifyInstance, options: HeaderOptions): void {
  const headers = Object.fromEntries(securityHeaderList(options));
  // A callback, not an async function: this runs for every request.
  app.addHook('onRequest', (request, reply, done) => {
    // The request id rides along in the same hook (each hook costs): a customer or a monitor can
    // quote it from any answer, an error's too, and it finds the request's log lines.
    void reply.headers(headers).header('X-Request-Id', request.id);
    done();
  });
}

/**
 * The headers helmet sets on every answer: set by the hook above, and written by hand on the few
 * answers that never reach Fastify (Node's own refusals of a request it could not parse).
 */
export function securityHeaderList(options: HeaderOptions): [name: string, value: string][] {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(helmetOptions(options))(request, response, () => undefined);
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
}
