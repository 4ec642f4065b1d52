import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, postgresUnavailable, type TestApp } from '../../../test/harness.ts';
import { DEMO_PAGE_PASSWORD, PAGE_PASSWORD_ATTEMPTS_PER_MINUTE } from './page-handlers.ts';
import { pageUnlocks } from './page-unlocks.ts';

const PAGE = 'video-termin-abschluss';
const PASSWORD = 'Abschluss-2026';
const WRONG = { password: 'Das Passwort ist nicht korrekt. Bitte versuche es noch einmal.' };

describe.skipIf(postgresUnavailable)('page password', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  async function start(password: string | null, demoData = false) {
    t = await createTestApp({ pagePasswords: { [PAGE]: password }, demoData });
    return t;
  }

  async function unlockedPages(app: TestApp) {
    return app.db
      .selectFrom('session_page_unlocks')
      .innerJoin('sessions', 'sessions.id_hash', 'session_page_unlocks.session_id_hash')
      .select(['session_page_unlocks.page', 'sessions.csrf_token'])
      .execute();
  }

  async function sessionIdHash(app: TestApp, csrfToken: string) {
    const row = await app.db
      .selectFrom('sessions')
      .select('id_hash')
      .where('csrf_token', '=', csrfToken)
      .executeTakeFirstOrThrow();
    return row.id_hash;
  }

  it('unlocks the page with the right password for that session only', async () => {
    const app = await start(PASSWORD);
    const customer = app.client();
    const token = await customer.fetchCsrfToken();
    const other = app.client();
    const otherToken = await other.fetchCsrfToken();

    const answer = await customer.call('checkPagePassword', { page: PAGE, password: PASSWORD });
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toEqual({ Status: 200, Result: { Unlocked: true } });
    expect(await unlockedPages(app)).toEqual([{ page: PAGE, csrf_token: token }]);
    const unlocks = pageUnlocks(app.db);
    expect(await unlocks.isUnlocked(await sessionIdHash(app, token), PAGE)).toBe(true);
    expect(await unlocks.isUnlocked(await sessionIdHash(app, otherToken), PAGE)).toBe(false);

    // Unlocking twice keeps one record.
    await customer.call('checkPagePassword', { page: PAGE, password: PASSWORD });
    expect(await unlockedPages(app)).toHaveLength(1);
  });

  it('forgets the unlock with the session', async () => {
    const app = await start(PASSWORD);
    const client = app.client();
    await client.fetchCsrfToken();
    await client.call('checkPagePassword', { page: PAGE, password: PASSWORD });
    await client.call('logout');
    expect(await unlockedPages(app)).toEqual([]);
  });

  it('refuses a wrong password with the page password message and records nothing', async () => {
    const app = await start(PASSWORD);
    const client = app.client();
    await client.fetchCsrfToken();
    for (const password of ['abschluss-2026', `${PASSWORD} `, 'x'.repeat(201)]) {
      const answer = await client.call('checkPagePassword', { page: PAGE, password });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual({ Status: 400, Errors: WRONG });
    }
    expect(await unlockedPages(app)).toEqual([]);
  });

  it('answers a field error for a page that has no page password', async () => {
    const app = await start(PASSWORD);
    const client = app.client();
    await client.fetchCsrfToken();
    const unknown = await client.call('checkPagePassword', {
      page: 'dashboard',
      password: PASSWORD,
    });
    expect(unknown.body).toEqual({
      Status: 400,
      Errors: { page: 'Diese Seite ist nicht geschützt.' },
    });
    const empty = await client.call('checkPagePassword', { page: PAGE, password: '' });
    expect(empty.body).toEqual({
      Status: 400,
      Errors: { password: 'Bitte gib das Passwort ein.' },
    });
  });

  it('cannot be unlocked when no password is configured, whatever is typed', async () => {
    const app = await start(null);
    const client = app.client();
    await client.fetchCsrfToken();
    for (const password of [DEMO_PAGE_PASSWORD, PASSWORD, 'null']) {
      const answer = await client.call('checkPagePassword', { page: PAGE, password });
      expect(answer.body).toEqual({ Status: 400, Errors: WRONG });
    }
    expect(await unlockedPages(app)).toEqual([]);
  });

  it('uses the demo page password only while demo data is on', async () => {
    const demo = await start(null, true);
    const client = demo.client();
    await client.fetchCsrfToken();
    const answer = await client.call('checkPagePassword', {
      page: PAGE,
      password: DEMO_PAGE_PASSWORD,
    });
    expect(answer.body).toEqual({ Status: 200, Result: { Unlocked: true } });
  });

  it('prefers a configured password over the demo one', async () => {
    const app = await start(PASSWORD, true);
    const client = app.client();
    await client.fetchCsrfToken();
    const demo = await client.call('checkPagePassword', {
      page: PAGE,
      password: DEMO_PAGE_PASSWORD,
    });
    expect(demo.body).toEqual({ Status: 400, Errors: WRONG });
  });

  it('needs the CSRF token like every POST', async () => {
    const app = await start(PASSWORD);
    const client = app.client();
    await client.fetchCsrfToken();
    client.csrfToken = 'wrong';
    const answer = await client.call('checkPagePassword', { page: PAGE, password: PASSWORD });
    expect(answer.body.Errors).toHaveProperty('GeneralCsrfToken');
    expect(await unlockedPages(app)).toEqual([]);
  });

  it('throttles guesses per address, the right password too', async () => {
    const app = await start(PASSWORD);
    const client = app.client();
    await client.fetchCsrfToken();
    for (let i = 0; i < PAGE_PASSWORD_ATTEMPTS_PER_MINUTE; i++) {
      const answer = await client.call('checkPagePassword', { page: PAGE, password: 'falsch' });
      expect(answer.statusCode).toBe(400);
    }
    const throttled = await client.call('checkPagePassword', { page: PAGE, password: PASSWORD });
    expect(throttled.statusCode).toBe(429);
    expect(throttled.body).toEqual({
      Status: 400,
      Errors: { general: 'Zu viele Anfragen. Bitte warte kurz und versuche es dann noch einmal.' },
    });
    expect(await unlockedPages(app)).toEqual([]);
  });
});
