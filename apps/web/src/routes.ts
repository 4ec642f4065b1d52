import { MOTIVE_IDS, PAGE_PASSWORD_PAGES } from '@servicebereich/protocol';
import { generatePath, matchPath } from 'react-router-dom';
import { NOT_FOUND, ROUTE_TABLE, type RouteDeclaration, type RouteName } from './route-table.tsx';
import { routeTitles } from './text/routes.ts';

// The paths of the route table (route-table.tsx): which route a path shows, the path of a route,
// which paths are public. Pure functions; features import them to link, and the navigation guards
// decide with `matchRoute`.

export type AppRoute = RouteDeclaration & {
  readonly name: RouteName;
  readonly title: string;
  /** Also needs the page password (SPEC 6); the name is one of the protocol's PAGE_PASSWORD_PAGES. */
  readonly pagePassword?: true;
};

export type RouteParams = Readonly<Record<string, string>>;
export type RouteMatch = { readonly route: AppRoute; readonly params: RouteParams };

const motivePattern = new RegExp(`^(?:${MOTIVE_IDS.join('|')})$`);

/**
 * What each path parameter may hold; a path whose parameter breaks its rule is not found. Named
 * groups become parameters of their own (`vortrag12` gives `id` 12).
 */
export const PARAM_RULES: Readonly<Record<string, RegExp>> = {
  motive: motivePattern,
  // As the protocol's vertragsnummer.
  contractId: /^\d{6,12}$/,
  // As the protocol's beraterid.
  agentId: /^[A-Za-z0-9-]{1,40}$/,
  // my21 is a programme of 21 days.
  day: /^(?:[1-9]|1\d|2[01])$/,
  lecture: /^vortrag(?<id>[1-9]\d{0,5})$/,
  // A confirmation's verification code as printed or typed; the server reads it.
  code: /^[0-9A-Za-z-]{1,64}$/,
};

/** The optional query parameter of `/services/berater` that opens the direct contact (SPEC 2). */
export const DIRECT_CONTACT_PARAM = 'direktkontakt';
/** Its value for the head office; any other value names an adviser. */
export const DIRECT_CONTACT_HEAD_OFFICE = 'zentrale';

/**
 * The optional query parameter of the video booking screen that opens the move flow for one of
 * the customer's appointments with that adviser; its value is the appointment's id.
 */
export const MOVE_APPOINTMENT_PARAM = 'verschieben';

/**
 * The optional query parameter of `/services/dokbox` that shows one file of the DokBox (its
 * fileId) over the list; a link and a reload show it again, the back button closes it.
 */
export const DOKBOX_FILE_PARAM = 'datei';

/**
 * The optional query parameter of `/nachrichten` that shows one letter of the postbox (its Key) in
 * the viewer or the reading pane; a link and a reload show it again, the back button closes it.
 */
export const POSTBOX_LETTER_PARAM = 'brief';

/** The anchor of the e-bike trackers in the services list, where the `biketrax` deep link leads. */
export const EBIKE_TRACKER_ANCHOR = 'ebike-tracker';

// The protocol's allow-list of the page password call names the routes that need it.
const PAGE_PASSWORD_ROUTES = new Set<RouteName>(PAGE_PASSWORD_PAGES);

function appRoute(name: RouteName, declaration: RouteDeclaration): AppRoute {
  return {
    ...declaration,
    name,
    title: routeTitles[name],
    ...(PAGE_PASSWORD_ROUTES.has(name) ? { pagePassword: true as const } : {}),
  };
}

export const ROUTES: readonly AppRoute[] = Object.entries(ROUTE_TABLE).map(([name, declaration]) =>
  // Object.entries knows the table's keys only as strings; they are its route names.
  appRoute(name as RouteName, declaration),
);

/** Shown for every path no route matches; public like the other pages a visitor may reach. */
export const NOT_FOUND_ROUTE: AppRoute = appRoute('page-not-found', NOT_FOUND);

const ROOT_REDIRECT = { from: '/', to: '/dashboard' } as const;

/** Where a path is sent instead of being shown: `/` goes to the dashboard. */
export function redirectFor(pathname: string): string | null {
  const match = matchPath({ path: ROOT_REDIRECT.from, caseSensitive: true, end: true }, pathname);
  return match === null ? null : ROOT_REDIRECT.to;
}

const byName = new Map<RouteName, AppRoute>(
  [...ROUTES, NOT_FOUND_ROUTE].map((route) => [route.name, route]),
);

export function routeByName(name: RouteName): AppRoute {
  const route = byName.get(name);
  if (route === undefined) throw new Error(`No route named ${name}`);
  return route;
}

/** The path of a route with its parameters filled in (optional ones may be left out). */
export function routePath(name: RouteName, params: RouteParams = {}): string {
  return generatePath(routeByName(name).path, params);
}

/**
 * A pattern with optional segments stands for one pattern per combination, as react-router's own
 * ranking does: matchPath would otherwise let `/unwetterwarnung123456` fill the optional id.
 */
function explodeOptionalSegments(path: string): string[] {
  const optional = /\/:[\w-]+\?/.exec(path);
  if (optional === null) return [path];
  const before = path.slice(0, optional.index);
  const after = path.slice(optional.index + optional[0].length);
  const required = optional[0].slice(0, -1);
  return explodeOptionalSegments(after).flatMap((rest) => [
    `${before}${required}${rest}`,
    `${before}${rest}`,
  ]);
}

function specificity(pattern: string): number {
  return pattern
    .split('/')
    .filter((segment) => segment !== '')
    .reduce((score, segment) => score + (segment.startsWith(':') ? 3 : 10), 0);
}

/** A pattern's segments; null for one with a splat, which any path may match. */
function segmentsOf(pattern: string): string[] | null {
  return pattern.includes('*') ? null : pattern.split('/').filter((segment) => segment !== '');
}

// Most specific first, so a literal segment wins over a parameter in the same place.
const CANDIDATES = ROUTES.flatMap((route) =>
  explodeOptionalSegments(route.path).map((pattern) => ({
    route,
    pattern,
    segments: segmentsOf(pattern),
    specificity: specificity(pattern),
  })),
).sort((a, b) => b.specificity - a.specificity);

/**
 * Whether a pattern can match the path's segments: as many, and its literal ones the same. It
 * only spares matchPath, which compiles the pattern at each call, the patterns that cannot match:
 * matchPath still decides.
 */
function mayMatch(segments: readonly string[] | null, pathSegments: readonly string[]): boolean {
  if (segments === null) return true;
  return (
    segments.length === pathSegments.length &&
    segments.every((segment, index) => segment.startsWith(':') || segment === pathSegments[index])
  );
}

function checkedParams(raw: Readonly<Record<string, string | undefined>>): RouteParams | null {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    const rule = PARAM_RULES[key];
    const found = rule?.exec(value);
    if (found === null || found === undefined) return null;
    params[key] = value;
    Object.assign(params, found.groups);
  }
  return params;
}

function findRoute(pathname: string): RouteMatch | null {
  const pathSegments = pathname.split('/').filter((segment) => segment !== '');
  for (const { route, pattern, segments } of CANDIDATES) {
    if (!mayMatch(segments, pathSegments)) continue;
    const match = matchPath({ path: pattern, caseSensitive: true, end: true }, pathname);
    if (match === null) continue;
    const params = checkedParams(match.params);
    if (params !== null) return { route, params };
  }
  return null;
}

// matchPath compiles a pattern each time, and every render of a route asks: the answers for the
// paths seen lately are kept (the route table never changes).
const MATCHES_KEPT = 64;
const matches = new Map<string, RouteMatch | null>();

/** The route of a pathname (no query, no hash) with its checked parameters, or null: not found. */
export function matchRoute(pathname: string): RouteMatch | null {
  if (!matches.has(pathname)) {
    if (matches.size >= MATCHES_KEPT) matches.clear();
    matches.set(pathname, findRoute(pathname));
  }
  return matches.get(pathname) ?? null;
}

/**
 * Whether the pathname is a claim page: a route whose name contains schadensmeldung (SPEC 2), the
 * contract's own claim routes as well as those under /services.
 */
export function isClaimPath(pathname: string): boolean {
  return matchRoute(pathname)?.route.name.includes('schadensmeldung') === true;
}

/** Whether a visitor may see this pathname without login; the not-found page is public. */
export function isPublicPath(pathname: string): boolean {
  const target = redirectFor(pathname) ?? pathname;
  return (matchRoute(target)?.route ?? NOT_FOUND_ROUTE).public;
}
