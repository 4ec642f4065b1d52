import { describe, expect, it } from 'vitest';
import { parseDeepLink, resolveDeepLink } from './deep-links.ts';

describe('parseDeepLink', () => {
  it('reads both forms of a link', () => {
    const expected = { kind: 'seite', path: '/vertraege' };
    expect(parseDeepLink('servicebereich://seite?link=/vertraege')).toEqual(expected);
    expect(parseDeepLink('servicebereich://seite/?link=%2Fvertraege')).toEqual(expected);
    expect(parseDeepLink('https://app.servicebereich.example/app/seite?link=%2Fvertraege')).toEqual(
      expected,
    );
  });

  it('reads every action', () => {
    expect(
      parseDeepLink('servicebereich://magazin?url=https%3A%2F%2Fwww.example.at%2Fmagazin%2F1'),
    ).toEqual({ kind: 'magazin', url: 'https://www.example.at/magazin/1' });
    expect(parseDeepLink('servicebereich://unwetterwarnung?text=Hagel%20in%201060%20Wien')).toEqual(
      { kind: 'unwetterwarnung', text: 'Hagel in 1060 Wien' },
    );
    expect(parseDeepLink('servicebereich://biketrax')).toEqual({ kind: 'biketrax', text: null });
    expect(
      parseDeepLink(
        'servicebereich://seite-eingeloggt?link=%2Fwohnen%2Fvertrag%2F1234567890%2Fumsaetze',
      ),
    ).toEqual({ kind: 'seite-eingeloggt', path: '/wohnen/vertrag/1234567890/umsaetze' });
  });

  it('keeps alert texts plain and bounded', () => {
    const link = parseDeepLink(
      `servicebereich://unwetterwarnung?text=${encodeURIComponent(`Sturm\u0007\nmorgen ${'x'.repeat(2000)}`)}`,
    );
    expect(link).toMatchObject({ kind: 'unwetterwarnung' });
    const text = link?.kind === 'unwetterwarnung' ? link.text : '';
    expect(text.startsWith('Sturm\nmorgen ')).toBe(true);
    expect(text).toHaveLength(1000);
  });

  it.each([
    ['a page outside the app', 'servicebereich://seite?link=https%3A%2F%2Fevil.example'],
    ['a protocol-relative page', 'servicebereich://seite?link=%2F%2Fevil.example'],
    ['a backslash page', 'servicebereich://seite-eingeloggt?link=%2F%5Cevil.example'],
    ['a script page', 'servicebereich://seite?link=javascript%3Aalert(1)'],
    ['an unknown page', 'servicebereich://seite?link=%2Fgibt-es-nicht'],
    ['a page link without a link', 'servicebereich://seite'],
    ['a magazine link to a script', 'servicebereich://magazin?url=javascript%3Aalert(1)'],
    ['a magazine link without TLS', 'servicebereich://magazin?url=http%3A%2F%2Fwww.example.at'],
    ['a magazine link with credentials', 'servicebereich://magazin?url=https%3A%2F%2Fa%3Ab%40x.at'],
    ['a storm warning without text', 'servicebereich://unwetterwarnung?text=%20'],
    ['an unknown action', 'servicebereich://loeschen?link=%2Fvertraege'],
    ['an action with a path', 'servicebereich://seite/mehr?link=%2Fvertraege'],
    ['another host', 'https://evil.example/app/seite?link=%2Fvertraege'],
    ['another scheme', 'otherapp://seite?link=%2Fvertraege'],
    ['a path outside /app/', 'https://app.servicebereich.example/seite?link=%2Fvertraege'],
    ['no address at all', 'seite?link=/vertraege'],
  ])('ignores %s', (_label, url) => {
    expect(parseDeepLink(url)).toBeNull();
  });
});

describe('resolveDeepLink', () => {
  it('opens the magazine in the in-app browser', () => {
    expect(
      resolveDeepLink({ kind: 'magazin', url: 'https://www.example.at/' }, { loggedIn: false }),
    ).toEqual({ kind: 'open-in-app-browser', url: 'https://www.example.at/' });
  });

  it('shows storm warnings and e-bike news in an alert', () => {
    expect(resolveDeepLink({ kind: 'unwetterwarnung', text: 'Hagel' }, { loggedIn: true })).toEqual(
      { kind: 'alert', header: 'Unwetterwarnung', message: 'Hagel' },
    );
  });

  it('leads biketrax to the e-bike trackers in services, through the login when logged out', () => {
    expect(resolveDeepLink({ kind: 'biketrax', text: null }, { loggedIn: true })).toEqual({
      kind: 'navigate',
      to: '/services#ebike-tracker',
    });
    expect(
      resolveDeepLink(
        { kind: 'biketrax', text: 'Dein E-Bike hat sich bewegt.' },
        { loggedIn: false },
      ),
    ).toEqual({
      kind: 'login',
      afterLogin: '/services#ebike-tracker',
      notice: { header: 'E-Bike-Tracker', message: 'Dein E-Bike hat sich bewegt.' },
    });
  });

  it('pushes a page, or logs in first for a logged-in page', () => {
    expect(resolveDeepLink({ kind: 'seite', path: '/vertraege' }, { loggedIn: false })).toEqual({
      kind: 'navigate',
      to: '/vertraege',
    });
    expect(
      resolveDeepLink({ kind: 'seite-eingeloggt', path: '/dashboard' }, { loggedIn: true }),
    ).toEqual({ kind: 'navigate', to: '/dashboard' });
    expect(
      resolveDeepLink({ kind: 'seite-eingeloggt', path: '/dashboard' }, { loggedIn: false }),
    ).toEqual({ kind: 'login', afterLogin: '/dashboard' });
  });
});
