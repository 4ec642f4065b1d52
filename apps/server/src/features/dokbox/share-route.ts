import { viennaIsoDate } from '@servicebereich/protocol';
import type { FastifyInstance } from 'fastify';
import type { BlobStore } from '../../files/blob-store.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import type { DokboxRepository } from './dokbox-repository.ts';

/** Where a shared file is served, without login: the path, then the link's secret. */
export const SHARE_PATH = '/freigabe/';

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The link is a secret: no search engine, cache or referrer may keep it. */
const PRIVATE_HEADERS = {
  'X-Robots-Tag': 'noindex, nofollow',
  'Referrer-Policy': 'no-referrer',
  'Cache-Control': 'no-store',
};

/**
 * Serves a file while it is shared, up to the link's last day; once unshared or past that day its
 * link answers 404 at once (nothing is cached). Misses are rate limited per address, so links
 * cannot be guessed at speed.
 */
export function shareRoute(
  app: FastifyInstance,
  deps: { dokbox: DokboxRepository; blobs: BlobStore; perMinute: number; clock: () => number },
): void {
  app.get(
    `${SHARE_PATH}:token`,
    {
      config: { rateLimit: { max: deps.perMinute, timeWindow: 60_000 } },
      // Before the rate limit: its answer is under the link too.
      onRequest: async (_request, reply) => {
        void reply.headers(PRIVATE_HEADERS);
      },
    },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      const row = TOKEN.test(token)
        ? await deps.dokbox.findShared(token, viennaIsoDate(deps.clock()))
        : undefined;
      if (row === undefined) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .send('Diese Datei ist nicht (mehr) freigegeben.');
      }
      return reply
        .type(row.content_type)
        .header(
          'Content-Disposition',
          contentDisposition({ fileName: row.file_name, inline: true }),
        )
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .send(deps.blobs.open(row.blob_hash));
    },
  );
}
