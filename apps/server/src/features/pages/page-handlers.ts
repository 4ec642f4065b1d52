import type { PagePasswordPage } from '@servicebereich/protocol';
import type { CallContext, Handlers } from '../../http/handlers.ts';
import type { PageUnlocks } from '../../http/page-unlocks.ts';

/**
 * How the feature of a protected page checks a password typed for it: the answer is what the
 * password opens, kept with the unlock for the page's calls; a wrong password is the check's field
 * error (`password`, SPEC 5). The check throttles guesses itself, as one limit per secret.
 */
export type PagePasswordCheck = (password: string, ctx: CallContext) => Promise<string>;

export function pageHandlers(deps: {
  unlocks: PageUnlocks;
  checks: Record<PagePasswordPage, PagePasswordCheck>;
}): Pick<Handlers, 'checkPagePassword'> {
  return {
    checkPagePassword: async ({ page, password }, ctx) => {
      const subject = await deps.checks[page](password, ctx);
      await deps.unlocks.unlock(ctx, page, subject);
      return { Unlocked: true as const };
    },
  };
}
