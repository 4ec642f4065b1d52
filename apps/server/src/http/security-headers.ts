import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

// A literal (as const) that both the plugin's typings and helmet's own accept: they come from
// helmet's CommonJS and ES module builds, which TypeScript takes for different types.
function helmetOptions(secure: boolean) {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Ionic sets inline styles on its components at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
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

export async function securityHeaders(app: FastifyInstance, secure: boolean): Promise<void> {
  await app.register(fastifyHelmet, helmetOptions(secure));
}

/**
 * The headers helmet sets on every answer, for the few answers written to the socket by hand
 * (Node's own refusals of a request it could not parse).
 */
export function securityHeaderList(secure: boolean): [name: string, value: string][] {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  helmet(helmetOptions(secure))(request, response, () => undefined);
  return Object.entries(response.getHeaders()).map(([name, value]) => [name, String(value)]);
}
