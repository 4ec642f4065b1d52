import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import {
  campaignCalls,
  CONFIRMATION_PAGE_PATH,
  contractCalls,
  postboxCalls,
} from '@servicebereich/protocol';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.ts';
import { pageAnswers } from './api-endpoint.ts';
import { MESSAGES } from './api-error.ts';
import { appPage, type AppPageOptions } from './app-page.ts';
import type { Handlers } from './handlers.ts';
import { loadPageFrames } from './page-frames.ts';

/**
 * The web app's build, where there is one: its assets, and its page for every client-side route
 * (with the frame and first answers the page carries). Every other unknown path is a 404.
 */
export async function serveWebApp(
  app: FastifyInstance,
  config: Config,
  options: Pick<AppPageOptions, 'sessions' | 'clock' | 'firstName'> & { handlers: Handlers },
): Promise<void> {
  const hasWeb = existsSync(path.join(config.webDistDir, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: config.webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each asset. API answers stay uncompressed: they
      // carry CSRF tokens, and compressing secrets beside attacker-chosen text leaks them (BREACH).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        // Vite puts a content hash in every asset name, so assets never change under a URL.
        void res.header(
          'Cache-Control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const sendAppPage = appPage({
    webDistDir: config.webDistDir,
    frames: hasWeb ? await loadPageFrames(config.webDistDir) : null,
    sessions: options.sessions,
    clock: options.clock,
    secureCookies: config.secureCookies,
    firstName: options.firstName,
    // What the dashboard shows first: the contracts, the letters and the campaigns' sliders.
    firstAnswers: pageAnswers({
      handlers: options.handlers,
      calls: [contractCalls.getVertraege, postboxCalls.getPostBoxEntries, campaignCalls.getSliders],
      clock: options.clock,
      validateResults: config.validateResults,
    }),
  });
  app.setNotFoundHandler((request, reply) => {
    // Client routes have no file extension; a missing file (favicon.ico, an old asset) is a 404.
    const pathname = request.url.split('?')[0] ?? '';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    // Client-side routes (and the app's own not-found page) are all served by index.html.
    if (wantsPage && hasWeb) {
      // A confirmation's public check is for whom the document was handed, not for search engines.
      if (pathname.startsWith(CONFIRMATION_PAGE_PATH)) {
        void reply.header('X-Robots-Tag', 'noindex, nofollow');
      }
      return sendAppPage(request, reply);
    }
    return reply
      .code(404)
      .header('Cache-Control', 'no-store')
      .send({ Status: 400, Errors: { general: MESSAGES.unknownCall } });
  });
}
