import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sessionCookie } from './session-cookie.ts';

/** What a route that reads the cookie, then sets or clears it, answers for a Cookie header. */
async function roundTrip(
  secure: boolean,
  cookieHeader: string | undefined,
  action: 'set' | 'clear' | 'none' = 'none',
) {
  const cookie = sessionCookie(secure);
  const app = Fastify();
  app.get('/', (request, reply) => {
    if (action === 'set') cookie.set(reply, 'neuer-wert_1');
    if (action === 'clear') cookie.clear(reply);
    return { read: cookie.read(request) ?? null };
  });
  const answer = await app.inject({
    url: '/',
    headers: cookieHeader === undefined ? {} : { cookie: cookieHeader },
  });
  await app.close();
  return {
    read: answer.json<{ read: string | null }>().read,
    setCookie: answer.headers['set-cookie'],
  };
}

describe('the session cookie', () => {
  it.each([
    ['no Cookie header', undefined, null],
    ['only other cookies', 'theme=dark; lang=de', null],
    ['the cookie among others', 'theme=dark; sb_session=abc-DEF_123; lang=de', 'abc-DEF_123'],
    ['the cookie without spaces', 'sb_session=abc;theme=dark', 'abc'],
    ['a cookie whose name only ends like it', 'xsb_session=abc', null],
    ['an empty value', 'sb_session=', null],
    ['the cookie twice', 'sb_session=first; sb_session=second', 'first'],
  ])('reads %s', async (_label, header, expected) => {
    expect((await roundTrip(false, header)).read).toBe(expected);
  });

  it('is read by its __Host- name behind TLS, and by no other', async () => {
    expect((await roundTrip(true, 'sb_session=plain; __Host-sb_session=tls')).read).toBe('tls');
    expect((await roundTrip(true, 'sb_session=plain')).read).toBeNull();
  });

  it('is set for the whole site, for scripts out of reach and for this site only', async () => {
    expect((await roundTrip(false, undefined, 'set')).setCookie).toBe(
      'sb_session=neuer-wert_1; Path=/; HttpOnly; SameSite=Strict',
    );
    expect((await roundTrip(true, undefined, 'set')).setCookie).toBe(
      '__Host-sb_session=neuer-wert_1; Path=/; HttpOnly; SameSite=Strict; Secure',
    );
  });

  it('is cleared with the same attributes and a date in the past', async () => {
    expect((await roundTrip(true, '__Host-sb_session=alt', 'clear')).setCookie).toBe(
      '__Host-sb_session=; Path=/; HttpOnly; SameSite=Strict; Secure; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
  });
});
