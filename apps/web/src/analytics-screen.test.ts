import { describe, expect, it } from 'vitest';
import { analyticsScreen } from './analytics-screen.ts';
import { PARAM_RULES, routePath, ROUTES } from './routes.ts';

const CONTRACT = '7400263190';

/** A real path of a route: every parameter filled with a value its rule takes. */
const SAMPLES: Readonly<Record<string, string>> = {
  motive: 'wohnen',
  contractId: CONTRACT,
  agentId: 'B-20417',
  day: '14',
  lecture: 'vortrag3',
  code: 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345',
};

const withContract = ROUTES.filter((route) => route.path.includes(':contractId'));

describe('the screen usage analytics counts', () => {
  it('has a sample for every route parameter', () => {
    expect(Object.keys(PARAM_RULES).filter((key) => SAMPLES[key] === undefined)).toEqual([]);
    expect(withContract.length).toBeGreaterThanOrEqual(25);
  });

  it.each(withContract.map((route) => [route.path, route] as const))(
    '%s is counted as its pattern, without the contract number',
    (_path, route) => {
      const path = routePath(route.name, SAMPLES);
      expect(path).toContain(CONTRACT);
      const screen = analyticsScreen(path);
      expect(screen).toBe(route.path);
      expect(screen).not.toMatch(/\d{4,}/);
    },
  );

  it('counts every route as its pattern', () => {
    for (const route of ROUTES)
      expect(analyticsScreen(routePath(route.name, SAMPLES))).toBe(route.path);
  });

  it("counts a confirmation's public check without its code", () => {
    expect(analyticsScreen('/bestaetigung/ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345')).toBe(
      '/bestaetigung/:code',
    );
  });

  it('counts the redirect as its target and a path no route names as not found', () => {
    expect(analyticsScreen('/')).toBe('/dashboard');
    expect(analyticsScreen(`/wohnen/vertraege/${CONTRACT}`)).toBe('*');
  });
});
