import {
  ERROR_KEYS,
  PAGE_PASSWORD_PAGES,
  PAGE_PASSWORD_WRONG,
  type PagePasswordPage,
} from '@servicebereich/protocol';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Tables } from '../../db/tables.ts';
import { fieldError, generalError, MESSAGES } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handlers.ts';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../security/passwords.ts';
import { pageUnlocks } from './page-unlocks.ts';

/** The page password of every protected page while demo data is on, unless one is configured. */
export const DEMO_PAGE_PASSWORD = 'Video2026!';

/** Page passwords are short shared secrets: guesses per IP address and minute. */
export const PAGE_PASSWORD_ATTEMPTS_PER_MINUTE = 10;

export type PageFeatureDeps = {
  db: Kysely<Tables>;
  config: Pick<Config, 'pagePasswords' | 'demoData'>;
  app: Pick<FastifyInstance, 'createRateLimit'>;
};

/** Only argon2id hashes of the page passwords stay in memory; they are made once, at start. */
async function hashPagePasswords(
  config: PageFeatureDeps['config'],
): Promise<Record<PagePasswordPage, string | null>> {
  const entries = await Promise.all(
    PAGE_PASSWORD_PAGES.map(async (page) => {
      const password = config.pagePasswords[page] ?? (config.demoData ? DEMO_PAGE_PASSWORD : null);
      return [page, password === null ? null : await hashPassword(password)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<PagePasswordPage, string | null>;
}

export async function pageHandlers(
  deps: PageFeatureDeps,
): Promise<Pick<Handlers, 'checkPagePassword'>> {
  const hashes = await hashPagePasswords(deps.config);
  const unlocks = pageUnlocks(deps.db);
  const limiter = deps.app.createRateLimit({
    max: PAGE_PASSWORD_ATTEMPTS_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => `page-password:${request.ip}`,
  });

  return {
    checkPagePassword: async ({ page, password }, ctx) => {
      const limit = await limiter(ctx.request);
      if (!limit.isAllowed && limit.isExceeded) throw generalError(MESSAGES.tooManyRequests, 429);
      const hash = hashes[page];
      // Without a configured password the check costs the same and answers the same, so the
      // answer does not tell whether a page can be unlocked at all.
      const valid =
        hash === null ? await verifyAgainstDummy(password) : await verifyPassword(hash, password);
      if (!valid) throw fieldError(ERROR_KEYS.password, PAGE_PASSWORD_WRONG);
      // The endpoint demands the CSRF token of a session for every POST; should a session be
      // missing anyway, the unlock gets one of its own as GetCSRFToken would.
      const session = ctx.session ?? (await ctx.sessions.start(null));
      await unlocks.record(session.idHash, page, ctx.now);
      return { Unlocked: true as const };
    },
  };
}
