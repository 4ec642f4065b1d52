import { describe, expect, it } from 'vitest';
import { parseProtectedPage, protectedPagePath } from './protected-page.ts';

describe('protected page', () => {
  it('keeps the page and the full link through the password prompt', () => {
    const target = '/services/video-termin-abschluss?termin=abc';
    const path = protectedPagePath('video-termin-abschluss', target);
    expect(path).toBe(
      '/protected?page=video-termin-abschluss&ziel=%2Fservices%2Fvideo-termin-abschluss%3Ftermin%3Dabc',
    );
    expect(parseProtectedPage(path.slice(path.indexOf('?')))).toEqual({
      page: 'video-termin-abschluss',
      target,
    });
  });

  it('continues to the page itself when the kept link leads elsewhere or is missing', () => {
    const expected = { page: 'video-termin-abschluss', target: '/services/video-termin-abschluss' };
    expect(parseProtectedPage('?page=video-termin-abschluss')).toEqual(expected);
    expect(parseProtectedPage('?page=video-termin-abschluss&ziel=%2Fvertraege')).toEqual(expected);
    expect(
      parseProtectedPage('?page=video-termin-abschluss&ziel=https%3A%2F%2Fevil.example'),
    ).toEqual(expected);
  });

  it('knows no page without a page password', () => {
    expect(parseProtectedPage('?page=dashboard')).toBeNull();
    expect(parseProtectedPage('')).toBeNull();
  });
});
