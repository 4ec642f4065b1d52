import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import { PAGE_SESSION_META, type PageSessionState } from '@servicebereich/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sessionCookieName } from './api-endpoint.ts';
import type { SessionStore } from './session-store.ts';

export type AppPageOptions = {
  webDistDir: string;
  sessions: SessionStore;
  clock: () => number;
  secureCookies: boolean;
  /** The first name of a customer, for the dashboard's greeting. */
  firstName: (customerId: string) => Promise<string | undefined>;
};

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * Sends index.html, the page of every client route. A request with a live session gets the
 * session's CSRF token, whether a customer is logged in and their first name as meta tags, so the
 * app asks for none of them before its first screen: the dashboard greets at once. Such a page is never
 * stored by any cache. It is compressed per request: it reflects nothing of the request, so the
 * token beside it cannot be guessed from the compressed length (BREACH needs reflected input).
 */
export function appPage(options: AppPageOptions) {
  const cookieName = sessionCookieName(options.secureCookies);
  const indexHtml = path.join(options.webDistDir, 'index.html');

  return async function sendAppPage(request: FastifyRequest, reply: FastifyReply) {
    const cookie = request.cookies[cookieName];
    const session =
      cookie === undefined ? null : await options.sessions.find(cookie, options.clock());
    if (session === null) return reply.header('Cache-Control', 'no-cache').sendFile('index.html');

    const state: PageSessionState = session.customerId === null ? 'anonymous' : 'customer';
    const firstName =
      session.customerId === null ? undefined : await options.firstName(session.customerId);
    const tags: [name: string, content: string][] = [
      [PAGE_SESSION_META.csrfToken, session.csrfToken],
      [PAGE_SESSION_META.session, state],
    ];
    if (firstName !== undefined) tags.push([PAGE_SESSION_META.firstName, firstName]);
    const meta = tags
      .map(([name, content]) => `<meta name="${name}" content="${escapeAttribute(content)}">`)
      .join('');
    const html = Buffer.from(
      (await readFile(indexHtml, 'utf8')).replace('</head>', `${meta}</head>`),
    );
    const accepted = request.headers['accept-encoding'] ?? '';
    void reply
      .header('Cache-Control', 'no-store')
      .header('Vary', 'Accept-Encoding, Cookie')
      .type('text/html; charset=utf-8');
    if (/\bbr\b/.test(accepted)) {
      return reply.header('Content-Encoding', 'br').send(
        await compressBrotli(html, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 5 },
        }),
      );
    }
    if (/\bgzip\b/.test(accepted)) {
      return reply.header('Content-Encoding', 'gzip').send(await compressGzip(html));
    }
    return reply.send(html);
  };
}
