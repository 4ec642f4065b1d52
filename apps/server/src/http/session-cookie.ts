import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * The session cookie is the only cookie the server sets, and one of two it reads (the other is the
 * web app's copy of "Beträge ausblenden", app-page.ts), so cookies are read and written here
 * instead of by a cookie plugin, which parsed every cookie of every request in a hook of its own
 * and serialized in another (docs/decisions/016-api-performance.md). Its value is a token of
 * URL-safe characters (`security/tokens.ts`), which needs no encoding.
 */
export type SessionCookie = {
  /** The cookie's value in the request, or undefined when it has none (or an empty one). */
  read: (request: FastifyRequest) => string | undefined;
  set: (reply: FastifyReply, value: string) => void;
  clear: (reply: FastifyReply) => void;
};

export function sessionCookieName(secure: boolean): string {
  // __Host- makes the browser refuse the cookie unless it is Secure, host-only and for path /.
  return secure ? '__Host-sb_session' : 'sb_session';
}

/** A cookie's value in the request, or undefined when it has none (or an empty one). */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (header === undefined) return undefined;
  // The first pair of that name counts, as in every common cookie parser.
  for (const pair of header.split(';')) {
    const separator = pair.indexOf('=');
    if (separator !== -1 && pair.slice(0, separator).trim() === name) {
      const value = pair.slice(separator + 1).trim();
      return value === '' ? undefined : value;
    }
  }
  return undefined;
}

export function sessionCookie(secure: boolean): SessionCookie {
  const name = sessionCookieName(secure);
  const attributes = `; Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  return {
    read: (request) => readCookie(request, name),
    set: (reply, value) => {
      void reply.header('Set-Cookie', `${name}=${value}${attributes}`);
    },
    clear: (reply) => {
      void reply.header(
        'Set-Cookie',
        `${name}=${attributes}; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`,
      );
    },
  };
}
