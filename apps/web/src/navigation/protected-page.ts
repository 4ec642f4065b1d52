import { PAGE_PASSWORD_PAGES, type PagePasswordPage } from '@servicebereich/protocol';
import { routePath } from '../routes.ts';
import { resolveSafeTarget } from './safe-target.ts';

/** Query parameters of `/protected`: the page to unlock and the full link to continue to. */
export const PROTECTED_PAGE_PARAM = 'page';
export const PROTECTED_TARGET_PARAM = 'ziel';

export function isPagePasswordPage(value: string | null): value is PagePasswordPage {
  return PAGE_PASSWORD_PAGES.some((page) => page === value);
}

/** The password prompt for a page; `target` keeps the query of the link that was asked for. */
export function protectedPagePath(page: PagePasswordPage, target: string): string {
  const query = new URLSearchParams({
    [PROTECTED_PAGE_PARAM]: page,
    [PROTECTED_TARGET_PARAM]: target,
  });
  return `${routePath('protected')}?${query.toString()}`;
}

/**
 * What the prompt at `/protected?page=…` unlocks and where it continues once unlocked: the kept
 * link when it leads to that very page, otherwise the page itself. Null for a page without one.
 */
export function parseProtectedPage(
  search: string,
): { page: PagePasswordPage; target: string } | null {
  const query = new URLSearchParams(search);
  const page = query.get(PROTECTED_PAGE_PARAM);
  if (!isPagePasswordPage(page)) return null;
  const kept = resolveSafeTarget(query.get(PROTECTED_TARGET_PARAM));
  return { page, target: kept?.match.route.name === page ? kept.path : routePath(page) };
}
