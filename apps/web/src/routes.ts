import {
  CONFIRMATION_PAGE_PATH,
  EMAIL_CONFIRMATION_PATH,
  MOTIVE_IDS,
  PAGE_PASSWORD_PAGES,
  VIDEO_COMPLETION_PATH,
  VIDEO_MEETING_PATH,
} from '@servicebereich/protocol';
import { generatePath, matchPath } from 'react-router-dom';
import { routeTitles } from './text/routes.ts';

// The route table of SPEC section 2: pure data and pure functions. app.tsx maps each name to its
// screen; the navigation guards decide with `matchRoute`.

export type RouteName = keyof typeof routeTitles;

/** The feature that builds the screen (`features/<area>`, or the shell). */
export type RouteArea =
  | 'shell'
  | 'session'
  | 'dashboard'
  | 'services'
  | 'menu'
  | 'help'
  | 'contracts'
  | 'postbox'
  | 'dokbox'
  | 'checklists'
  | 'claims'
  | 'adviser'
  | 'video'
  | 'storm-warning'
  | 'immowert'
  | 'bestfit'
  | 'campaigns'
  | 'profile'
  | 'settings'
  | 'page-password'
  | 'accessibility'
  | 'confirmations'
  | 'inventory';

export type AppRoute = {
  readonly name: RouteName;
  /** A react-router 6 pattern; every parameter is checked by PARAM_RULES before a route matches. */
  readonly path: string;
  /** Reachable without login (SPEC 2: the listed names and every claim route). */
  readonly public: boolean;
  readonly title: string;
  readonly area: RouteArea;
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
 * fileId) over the list; a link, a reload and the back button keep the file open.
 */
export const DOKBOX_FILE_PARAM = 'datei';

/** The anchor of the e-bike trackers in the services list, where the `biketrax` deep link leads. */
export const EBIKE_TRACKER_ANCHOR = 'ebike-tracker';

type Entry = readonly [name: RouteName, path: string, area: RouteArea, isPublic: boolean];

const CLAIM_TYPES = ['kfz', 'haushalt', 'sachversicherung', 'rechtsschutz'] as const;

const CONTRACT_PAGES = [
  ['gutschein', 'contracts'],
  ['sepa-lastschrift', 'contracts'],
  ['kfz-begutachtung', 'contracts'],
  ['vertragsdetails', 'contracts'],
  ['umsaetze', 'contracts'],
  ['berater', 'adviser'],
  ['fonds', 'contracts'],
  ['spontanrueckzahlung', 'contracts'],
  ['unwetterwarnung', 'storm-warning'],
  ['einzahlung', 'contracts'],
  ['anpassen', 'contracts'],
  ['uebersicht', 'contracts'],
  ['auszahlung', 'contracts'],
  // Beyond the spec: the contract's confirmations (decision 043).
  ['bestaetigungen', 'confirmations'],
] as const satisfies readonly (readonly [string, RouteArea])[];

const ENTRIES: readonly Entry[] = [
  ['login', '/login', 'session', true],
  ['aktivierung', '/aktivierung', 'session', true],
  // Public: logged out it shows the "nicht eingeloggt" variant of the dashboard.
  ['dashboard', '/dashboard', 'dashboard', true],
  ['services', '/services', 'services', false],
  ['vertraege', '/vertraege', 'contracts', false],
  ['nachrichten', '/nachrichten', 'postbox', false],
  ['menu', '/menu', 'menu', false],
  ['me1ns', '/services/me1ns', 'campaigns', true],
  ['me1nzuhause', '/services/me1ns/me1nzuhause', 'campaigns', true],
  ['me1nzuhause-vortrag', '/services/me1ns/me1nzuhause/:lecture', 'campaigns', true],
  ['my21', '/services/me1ns/my21/', 'campaigns', true],
  ['my21-day', '/services/me1ns/my21/:day', 'campaigns', true],
  ['berater', '/services/berater', 'adviser', false],
  ['berater-vertrag', '/services/berater/:contractId', 'adviser', false],
  ['video-termin', '/services/berater/:contractId?/video-termin/:agentId', 'video', true],
  ['video-meeting', VIDEO_MEETING_PATH, 'video', true],
  ['video-termin-abschluss', VIDEO_COMPLETION_PATH, 'video', true],
  ['kreditcheckliste', '/:motive/kreditcheckliste', 'checklists', false],
  ['dokbox', '/services/dokbox', 'dokbox', false],
  // Beyond the spec: the household inventory (decision 045).
  ['hausrat', '/services/hausrat', 'inventory', false],
  ['immowert', '/services/immowert', 'immowert', true],
  ['services-schmerzlinderung', '/services/schmerzlinderung', 'campaigns', true],
  ['unwetterwarnung', '/services/unwetterwarnung/:contractId?', 'storm-warning', false],
  ['unwetterwarnung-neu', '/services/unwetterwarnung-neu/:contractId', 'storm-warning', false],
  ['profil', '/profil', 'profile', true],
  // Beyond the spec: the link mailed to a new e-mail address, opened on any device.
  ['email-bestaetigung', EMAIL_CONFIRMATION_PATH, 'profile', true],
  ['einstellungen', '/einstellungen', 'settings', false],
  // Public beyond the spec's list: its answers (a claim "auch ohne Anmeldung") are for visitors too.
  ['hilfe', '/hilfe', 'help', true],
  // Beyond the spec: the accessibility statement (§ 19 BaFG) is for everyone.
  ['barrierefreiheit', '/barrierefreiheit', 'accessibility', true],
  // Beyond the spec: a confirmation's public check, for whom the customer handed it.
  ['bestaetigung', `${CONFIRMATION_PAGE_PATH}:code`, 'confirmations', true],
  ['bestfit', '/bestfit', 'bestfit', false],
  ['protected', '/protected', 'page-password', true],

  ['schadensmeldung', '/services/schadensmeldung', 'claims', true],
  ['schadensmeldung-neu', '/services/schadensmeldung-neu', 'claims', true],
  ...CLAIM_TYPES.flatMap((type): Entry[] => [
    [`schadensmeldung-${type}`, `/services/schadensmeldung/${type}/:contractId?`, 'claims', true],
    [
      `schadensmeldung-${type}-neu`,
      `/services/schadensmeldung/${type}-neu/:contractId?`,
      'claims',
      true,
    ],
  ]),
  [
    'schadensmeldung-krankenhaus',
    '/services/schadensmeldung/krankenhaus/:contractId?',
    'claims',
    true,
  ],
  ['schadensmeldung-unfall', '/services/schadensmeldung/unfall/:contractId?', 'claims', true],
  ['vertrag-schadensmeldung', '/:motive/vertrag/:contractId/schadensmeldung', 'claims', true],
  ...CLAIM_TYPES.map((type): Entry => [
    `vertrag-schadensmeldung-${type}`,
    `/:motive/vertrag/:contractId/schadensmeldung/${type}`,
    'claims',
    true,
  ]),

  ['meine-schaeden', '/services/meine-schaeden', 'claims', false],

  ['vertrag', '/:motive/vertrag/:contractId', 'contracts', false],
  ...CONTRACT_PAGES.map(([page, area]): Entry => [
    `vertrag-${page}`,
    `/:motive/vertrag/:contractId/${page}`,
    area,
    false,
  ]),
];

// The protocol's allow-list of the page password call names the routes that need it.
const PAGE_PASSWORD_ROUTES = new Set<RouteName>(PAGE_PASSWORD_PAGES);

export const ROUTES: readonly AppRoute[] = ENTRIES.map(([name, path, area, isPublic]) => ({
  name,
  path,
  area,
  public: isPublic,
  title: routeTitles[name],
  ...(PAGE_PASSWORD_ROUTES.has(name) ? { pagePassword: true as const } : {}),
}));

/** Shown for every path no route matches; public like the other pages a visitor may reach. */
export const NOT_FOUND_ROUTE: AppRoute = {
  name: 'page-not-found',
  path: '*',
  area: 'shell',
  public: true,
  title: routeTitles['page-not-found'],
};

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

// Most specific first, so a literal segment wins over a parameter in the same place.
const CANDIDATES = ROUTES.flatMap((route) =>
  explodeOptionalSegments(route.path).map((pattern) => ({
    route,
    pattern,
    specificity: specificity(pattern),
  })),
).sort((a, b) => b.specificity - a.specificity);

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
  for (const { route, pattern } of CANDIDATES) {
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
