import { MOTIVE_IDS, PAGE_PASSWORD_PAGES } from '@servicebereich/protocol';
import { describe, expect, it } from 'vitest';
import {
  isClaimPath,
  isPublicPath,
  matchRoute,
  NOT_FOUND_ROUTE,
  PARAM_RULES,
  redirectFor,
  routePath,
  ROUTES,
} from './routes.ts';
import { routeTitles } from './text/routes.ts';

const CONTRACT = '1234567890';

// Every route of SPEC section 2 with a sample path: [path, name, params].
const SPEC_ROUTES: [string, string, Record<string, string>][] = [
  ['/login', 'login', {}],
  ['/aktivierung', 'aktivierung', {}],
  ['/dashboard', 'dashboard', {}],
  ['/services', 'services', {}],
  ['/vertraege', 'vertraege', {}],
  ['/nachrichten', 'nachrichten', {}],
  ['/menu', 'menu', {}],
  ['/services/me1ns', 'me1ns', {}],
  ['/services/me1ns/me1nzuhause', 'me1nzuhause', {}],
  ['/services/me1ns/me1nzuhause/vortrag7', 'me1nzuhause-vortrag', { lecture: 'vortrag7', id: '7' }],
  ['/services/me1ns/my21/', 'my21', {}],
  ['/services/me1ns/my21', 'my21', {}],
  ['/services/me1ns/my21/1', 'my21-day', { day: '1' }],
  ['/services/me1ns/my21/21', 'my21-day', { day: '21' }],
  ['/services/berater', 'berater', {}],
  [`/services/berater/${CONTRACT}`, 'berater-vertrag', { contractId: CONTRACT }],
  [
    `/services/berater/${CONTRACT}/video-termin/AG-17`,
    'video-termin',
    { contractId: CONTRACT, agentId: 'AG-17' },
  ],
  ['/services/berater/video-termin/AG-17', 'video-termin', { agentId: 'AG-17' }],
  ['/services/video-meeting', 'video-meeting', {}],
  ['/services/video-termin-abschluss', 'video-termin-abschluss', {}],
  ['/services/dokbox', 'dokbox', {}],
  // Beyond the spec: the household inventory (decision 045).
  ['/services/hausrat', 'hausrat', {}],
  ['/services/unwetterwarnung', 'unwetterwarnung', {}],
  [`/services/unwetterwarnung/${CONTRACT}`, 'unwetterwarnung', { contractId: CONTRACT }],
  [`/services/unwetterwarnung-neu/${CONTRACT}`, 'unwetterwarnung-neu', { contractId: CONTRACT }],
  ['/profil', 'profil', {}],
  ['/einstellungen', 'einstellungen', {}],
  ['/hilfe', 'hilfe', {}],
  ['/barrierefreiheit', 'barrierefreiheit', {}],
  ['/bestfit', 'bestfit', {}],
  ['/protected', 'protected', {}],
  // Public names of SPEC 2 whose paths the SPEC does not show.
  ['/services/immowert', 'immowert', {}],
  ['/services/schmerzlinderung', 'services-schmerzlinderung', {}],
  ['/services/schadensmeldung', 'schadensmeldung', {}],
  ['/services/schadensmeldung-neu', 'schadensmeldung-neu', {}],
  ['/services/schadensmeldung/krankenhaus', 'schadensmeldung-krankenhaus', {}],
  [
    `/services/schadensmeldung/krankenhaus/${CONTRACT}`,
    'schadensmeldung-krankenhaus',
    { contractId: CONTRACT },
  ],
  ['/services/schadensmeldung/unfall', 'schadensmeldung-unfall', {}],
  [
    `/services/schadensmeldung/unfall/${CONTRACT}`,
    'schadensmeldung-unfall',
    { contractId: CONTRACT },
  ],
  ...['kfz', 'haushalt', 'sachversicherung', 'rechtsschutz'].flatMap(
    (type): [string, string, Record<string, string>][] => [
      [`/services/schadensmeldung/${type}`, `schadensmeldung-${type}`, {}],
      [
        `/services/schadensmeldung/${type}/${CONTRACT}`,
        `schadensmeldung-${type}`,
        { contractId: CONTRACT },
      ],
      [`/services/schadensmeldung/${type}-neu`, `schadensmeldung-${type}-neu`, {}],
      [
        `/services/schadensmeldung/${type}-neu/${CONTRACT}`,
        `schadensmeldung-${type}-neu`,
        { contractId: CONTRACT },
      ],
      [
        `/mobilitaet/vertrag/${CONTRACT}/schadensmeldung/${type}`,
        `vertrag-schadensmeldung-${type}`,
        { motive: 'mobilitaet', contractId: CONTRACT },
      ],
    ],
  ),
  [
    `/wohnen/vertrag/${CONTRACT}/schadensmeldung`,
    'vertrag-schadensmeldung',
    { motive: 'wohnen', contractId: CONTRACT },
  ],
  // Beyond the spec: the customer's own claims with their status (issue 11).
  ['/services/meine-schaeden', 'meine-schaeden', {}],
  // Beyond the spec: the link that confirms a new e-mail address (issue 13).
  ['/profil/email-bestaetigung', 'email-bestaetigung', {}],
  // Beyond the spec: a confirmation's public check (decision 043).
  [
    '/bestaetigung/ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345',
    'bestaetigung',
    { code: 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345' },
  ],
  [`/geld/vertrag/${CONTRACT}`, 'vertrag', { motive: 'geld', contractId: CONTRACT }],
  ...[
    'gutschein',
    'sepa-lastschrift',
    'kfz-begutachtung',
    'vertragsdetails',
    'umsaetze',
    'berater',
    'fonds',
    'spontanrueckzahlung',
    'unwetterwarnung',
    'einzahlung',
    'anpassen',
    'uebersicht',
    'auszahlung',
    // Beyond the spec: the contract's confirmations (decision 043).
    'bestaetigungen',
  ].map((page): [string, string, Record<string, string>] => [
    `/zukunft/vertrag/${CONTRACT}/${page}`,
    `vertrag-${page}`,
    { motive: 'zukunft', contractId: CONTRACT },
  ]),
  ...MOTIVE_IDS.map((motive): [string, string, Record<string, string>] => [
    `/${motive}/kreditcheckliste`,
    'kreditcheckliste',
    { motive },
  ]),
];

// SPEC 2, "Route names reachable without login", and every name containing schadensmeldung.
const SPEC_PUBLIC_NAMES = [
  'login',
  'page-not-found',
  'aktivierung',
  'dashboard',
  'immowert',
  'video-meeting',
  'video-termin',
  'video-termin-abschluss',
  'services-schmerzlinderung',
  'my21',
  'my21-day',
  'me1ns',
  'me1nzuhause',
  'me1nzuhause-vortrag',
  'protected',
  'profil',
  // Beyond the spec: opened from a mail, on any device.
  'email-bestaetigung',
  // Beyond the spec: the help answers visitors' questions too.
  'hilfe',
  // Beyond the spec: the accessibility statement is for everyone.
  'barrierefreiheit',
  // Beyond the spec: whoever was handed a confirmation checks it.
  'bestaetigung',
];

describe('route table', () => {
  it.each(SPEC_ROUTES)('%s is %s', (path, name, params) => {
    const match = matchRoute(path);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it('has exactly the routes above, each name once', () => {
    const names = ROUTES.map((route) => route.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...new Set(SPEC_ROUTES.map(([, name]) => name))].sort()).toEqual([...names].sort());
    expect(names.filter((name) => /^vertrag-(?!schadensmeldung)/.test(name))).toHaveLength(14);
  });

  it.each([
    '/unbekannt',
    '/dashboard/extra',
    '/services/schadensmeldung/moped',
    '/haus/vertrag/1234567890',
    '/Wohnen/kreditcheckliste',
    '/services/kreditcheckliste',
    '/wohnen/vertrag/abc/umsaetze',
    '/wohnen/vertrag/1234567890/unbekannt',
    '/services/unwetterwarnung123456',
    '/bestaetigung',
    '/bestaetigung/ABCD_EFGH',
    '/services/schadensmeldung/kfz123456',
    '/services/berater/video-termin',
    '/services/berater/12/video-termin/AG-1',
    '/services/me1ns/me1nzuhause/vortrag',
    '/services/me1ns/me1nzuhause/7',
    '/services/me1ns/my21/22',
    '/services/me1ns/my21/0',
    '/services/unwetterwarnung-neu',
    '/DASHBOARD',
    '/',
    '',
  ])('%s is not a route (not-found page)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('redirects / to the dashboard and nothing else', () => {
    expect(redirectFor('/')).toBe('/dashboard');
    expect(redirectFor('/dashboard')).toBeNull();
    expect(redirectFor('/x')).toBeNull();
  });

  it('makes exactly the specified names public', () => {
    const publicNames = [...ROUTES, NOT_FOUND_ROUTE]
      .filter((route) => route.public)
      .map((route) => route.name)
      .sort();
    const claimNames = ROUTES.map((route) => route.name).filter((name) =>
      name.includes('schadensmeldung'),
    );
    expect(claimNames.length).toBeGreaterThan(15);
    expect(publicNames).toEqual([...new Set([...SPEC_PUBLIC_NAMES, ...claimNames])].sort());
  });

  it('tells public paths from customer-only ones', () => {
    expect(isPublicPath('/dashboard')).toBe(true);
    expect(isPublicPath('/')).toBe(true);
    expect(isPublicPath(`/wohnen/vertrag/${CONTRACT}/schadensmeldung/haushalt`)).toBe(true);
    expect(isPublicPath('/gibt-es-nicht')).toBe(true);
    expect(isPublicPath('/vertraege')).toBe(false);
    expect(isPublicPath(`/wohnen/vertrag/${CONTRACT}/umsaetze`)).toBe(false);
    expect(isPublicPath('/nachrichten')).toBe(false);
    expect(isPublicPath('/hilfe')).toBe(true);
  });

  it('tells claim pages by their route names, the contract-bound ones too', () => {
    expect(isClaimPath('/services/schadensmeldung')).toBe(true);
    expect(isClaimPath('/services/schadensmeldung/kfz-neu')).toBe(true);
    expect(isClaimPath(`/wohnen/vertrag/${CONTRACT}/schadensmeldung`)).toBe(true);
    expect(isClaimPath(`/mobilitaet/vertrag/${CONTRACT}/schadensmeldung/kfz`)).toBe(true);
    expect(isClaimPath(`/wohnen/vertrag/${CONTRACT}`)).toBe(false);
    expect(isClaimPath('/services/meine-schaeden')).toBe(false);
    expect(isClaimPath('/services/schadensmeldungen')).toBe(false);
  });

  it('asks for the page password on exactly the pages of the protocol allow-list', () => {
    const protectedNames = ROUTES.filter((route) => route.pagePassword === true).map((r) => r.name);
    expect(protectedNames).toEqual([...PAGE_PASSWORD_PAGES]);
  });

  it('gives every route its German title and a rule for every parameter', () => {
    for (const route of [...ROUTES, NOT_FOUND_ROUTE]) {
      expect(route.title).toBe(routeTitles[route.name]);
      for (const [, param] of route.path.matchAll(/:([\w-]+)/g)) {
        expect(PARAM_RULES).toHaveProperty(param ?? '');
      }
    }
    expect(Object.keys(routeTitles).sort()).toEqual(
      [...ROUTES, NOT_FOUND_ROUTE].map((route) => route.name).sort(),
    );
  });

  it('builds paths from names and parameters', () => {
    expect(routePath('vertrag-umsaetze', { motive: 'geld', contractId: CONTRACT })).toBe(
      `/geld/vertrag/${CONTRACT}/umsaetze`,
    );
    expect(routePath('schadensmeldung-kfz')).toBe('/services/schadensmeldung/kfz');
    expect(routePath('video-termin', { agentId: 'AG-1' })).toBe(
      '/services/berater/video-termin/AG-1',
    );
  });
});
