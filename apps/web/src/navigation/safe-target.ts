import { matchRoute, type RouteMatch } from '../routes.ts';
import { isControlCharacter } from './control-characters.ts';

const MAX_TARGET_LENGTH = 2048;
const BASE = 'https://app.invalid';

// Browsers drop some control characters inside URLs, which turns `/\t/evil` into `//evil`.
function hasControlCharacter(text: string): boolean {
  for (const char of text) if (isControlCharacter(char)) return true;
  return false;
}

function looksSafe(path: string): boolean {
  return (
    path.startsWith('/') &&
    !path.startsWith('//') &&
    // Browsers read a backslash as a slash, so `/\evil` is `//evil`.
    !path.includes('\\') &&
    !hasControlCharacter(path)
  );
}

/** A safe same-app link (see `safeAfterLoginTarget`) together with its route. */
export function resolveSafeTarget(
  raw: string | null | undefined,
): { path: string; match: RouteMatch } | null {
  if (raw === null || raw === undefined || raw.length > MAX_TARGET_LENGTH) return null;
  if (!looksSafe(raw)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    return null;
  }
  if (!looksSafe(decoded)) return null;
  const url = new URL(raw, BASE);
  if (url.origin !== BASE) return null;
  const match = matchRoute(url.pathname);
  if (match === null) return null;
  return { path: `${url.pathname}${url.search}${url.hash}`, match };
}

/**
 * A link to go to after login (or from a deep link), or null when it is not a path of this app: it
 * must be a relative path with a single leading slash, even once percent-decoded, and name a route
 * of the table. Anything else could send the customer to another site (an open redirect).
 */
export function safeAfterLoginTarget(raw: string | null | undefined): string | null {
  const target = resolveSafeTarget(raw);
  // Login after login would go round in circles.
  if (target === null || target.match.route.name === 'login') return null;
  return target.path;
}
