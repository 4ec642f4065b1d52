import { maskNumbers } from '@servicebereich/protocol';
import { matchRoute, NOT_FOUND_ROUTE, redirectFor } from './routes.ts';

/**
 * What usage analytics counts for a screen: its route pattern (`/:motive/vertrag/:contractId`),
 * never the path with its contract number; a number that remained would be masked (SPEC 9).
 */
export function analyticsScreen(pathname: string): string {
  const target = redirectFor(pathname) ?? pathname;
  return maskNumbers((matchRoute(target)?.route ?? NOT_FOUND_ROUTE).path);
}
