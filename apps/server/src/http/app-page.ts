import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';
import {
  CALLS,
  HIDE_AMOUNTS_COOKIE,
  PAGE_ANSWERS_ELEMENT_ID,
  PAGE_SESSION_META,
  TYPEFACE_AWAITED_CLASS,
  TYPEFACE_COOKIE,
  type Contract,
  type PageFrames,
  type PostboxEntry,
} from '@servicebereich/protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, sessionCookie } from './session-cookie.ts';
import type { Session, SessionStore } from './session-store.ts';

export type AppPageOptions = {
  webDistDir: string;
  sessions: SessionStore;
  clock: () => number;
  secureCookies: boolean;
  /** The frames of the web build (page-frames.ts); null where it has none. */
  frames: PageFrames | null;
  /** The first name of a customer, for the dashboard's greeting. */
  firstName: (customerId: string) => Promise<string | undefined>;
  /**
   * The Results of the calls the dashboard's first screen makes, for the customer of the session:
   * each as JSON, keyed by the call's Function.
   */
  firstAnswers: (
    session: Session & { customerId: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<Record<string, string>>;
};

const compressBrotli = promisify(brotliCompress);
const compressGzip = promisify(gzip);

/** The dashboard's paths: their page carries its first screen's answers for a customer. */
const DASHBOARD_PATHS: ReadonlySet<string> = new Set(['/', '/dashboard']);

/** The app's root element in index.html, with what it shows until the app has started. */
const APP_ROOT = /<div id="root">.*?<\/div>/s;

/** The root element's start tag in index.html. */
const ROOT_TAG = /<html\b[^>]*>/;

/** The root element's start tag with the class `name` added. */
function withClass(tag: string, name: string): string {
  return /\sclass="/.test(tag)
    ? tag.replace(/\sclass="/, (attribute) => `${attribute}${name} `)
    : tag.replace(/>$/, ` class="${name}">`);
}

function escapeAttribute(value: string): string {
  return value.replace(/[&"<>]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The answers as a JSON data block. `<` is written as its JSON escape, which only strings
 * contain: no text in them can end the element.
 */
function answersElement(answers: Record<string, string>): string {
  const json = `{${Object.entries(answers)
    .map(([fn, result]) => `${JSON.stringify(fn)}:${result}`)
    .join(',')}}`;
  return `<script type="application/json" id="${PAGE_ANSWERS_ELEMENT_ID}">${json.replace(/</g, '\\u003c')}</script>`;
}

/**
 * Sends index.html, the page of every client route, with meta tags that tell the app what it
 * would otherwise ask before its first screen: whether there is a session; if so its CSRF token
 * and whether a customer is logged in; and the customer's first name, so the dashboard greets at
 * once. The dashboard's page, for a logged-in customer, carries the answers of the calls its first
 * screen makes, so it shows without waiting for them, and shows that screen (its frame) from the
 * first paint until the app has started. The pages with a visitor's frame (the login, the
 * activation, the claim overview) show it to a visitor who is not logged in instead of the loading
 * line. Beside the root element every page carries the usage analytics question, hidden, which
 * the page's first script shows on a device that was never asked (decision 034). On a device that
 * has not had the typeface (its cookie), the page is drawn in the typeface's stand-in alone until
 * the typeface has come (TYPEFACE_AWAITED_CLASS, decision 009). A page with a token is stored by
 * no cache. The page is compressed per request: of the request it reflects only the device's
 * settings as two cookies say, nothing a third party could choose, so the token in it cannot be
 * guessed from the compressed length (BREACH needs reflected input).
 */
export function appPage(options: AppPageOptions) {
  const cookie = sessionCookie(options.secureCookies);
  const indexHtml = path.join(options.webDistDir, 'index.html');
  const visitorFrames = new Map(Object.entries(options.frames?.visitorFrames() ?? {}));
  // The same for every page of a visitor, and of a customer: rendered once each.
  const analyticsPrompts = {
    visitor: options.frames?.analyticsPromptFrame({ aboveTabBar: false }) ?? '',
    customer: options.frames?.analyticsPromptFrame({ aboveTabBar: true }) ?? '',
  };

  function metaTags(
    session: Session | null,
    firstName: string | undefined,
  ): [name: string, content: string][] {
    if (session === null) return [[PAGE_SESSION_META.session, 'none']];
    const tags: [name: string, content: string][] = [
      [PAGE_SESSION_META.session, session.customerId === null ? 'anonymous' : 'customer'],
      [PAGE_SESSION_META.csrfToken, session.csrfToken],
    ];
    if (firstName !== undefined) tags.push([PAGE_SESSION_META.firstName, firstName]);
    return tags;
  }

  /**
   * The dashboard's first screen from the page's answers (their JSON as the API sends it), or null
   * where one is missing. A frame that fails to render is left out: the page then shows the
   * loading line, as before there were frames.
   */
  function dashboardFrame(
    request: FastifyRequest,
    firstName: string,
    answers: Record<string, string>,
  ): string | null {
    const contracts = answers[CALLS.getVertraege.fn];
    const letters = answers[CALLS.getPostBoxEntries.fn];
    if (options.frames === null || contracts === undefined || letters === undefined) return null;
    try {
      return options.frames.dashboardFrame({
        firstName,
        contracts: JSON.parse(contracts) as Contract[],
        letters: JSON.parse(letters) as PostboxEntry[],
        hideAmounts: readCookie(request, HIDE_AMOUNTS_COOKIE) === '1',
        now: options.clock(),
      });
    } catch (error) {
      request.log.error({ err: error }, "the dashboard's frame failed");
      return null;
    }
  }

  return async function sendAppPage(request: FastifyRequest, reply: FastifyReply) {
    const cookieValue = cookie.read(request);
    const session =
      cookieValue === undefined ? null : await options.sessions.find(cookieValue, options.clock());
    const customerId = session?.customerId ?? null;
    const firstName = customerId === null ? undefined : await options.firstName(customerId);
    const meta = metaTags(session, firstName)
      .map(([name, content]) => `<meta name="${name}" content="${escapeAttribute(content)}">`)
      .join('');
    const pathname = request.url.split('?')[0] ?? '';
    const answers =
      session !== null && customerId !== null && DASHBOARD_PATHS.has(pathname)
        ? await options.firstAnswers({ ...session, customerId }, request, reply)
        : null;
    const frame =
      answers !== null && firstName !== undefined
        ? dashboardFrame(request, firstName, answers)
        : customerId === null
          ? (visitorFrames.get(pathname) ?? null)
          : null;
    const typefaceAwaited = readCookie(request, TYPEFACE_COOKIE) !== '1';
    const page = (await readFile(indexHtml, 'utf8'))
      .replace(ROOT_TAG, (tag) => (typefaceAwaited ? withClass(tag, TYPEFACE_AWAITED_CLASS) : tag))
      .replace('</head>', () => `${meta}${answers === null ? '' : answersElement(answers)}</head>`);
    const prompt = analyticsPrompts[customerId === null ? 'visitor' : 'customer'];
    const html = Buffer.from(
      page.replace(
        APP_ROOT,
        (root) => `${frame === null ? root : `<div id="root">${frame}</div>`}${prompt}`,
      ),
    );
    const accepted = request.headers['accept-encoding'] ?? '';
    void reply
      .header('Cache-Control', session === null ? 'no-cache' : 'no-store')
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
