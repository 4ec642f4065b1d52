import { hash } from '@node-rs/argon2';
import type { DokboxFile } from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, type FactoryCustomer } from '../../../test/factory.ts';
import { jpeg } from '../../../test/files.ts';
import {
  captureLog,
  createTestApp,
  mentions,
  postgresUnavailable,
  type TestApp,
} from '../../../test/harness.ts';
import { outboxMails } from '../../../test/data-dir.ts';
import { mailSubject, mailText } from '../../../test/mail-text.ts';
import { lockDurationMs } from './login-guard.ts';

const WRONG = { general: 'Die Verfügernummer oder das Passwort ist nicht korrekt.' };
const CSRF = { GeneralCsrfToken: 'Deine Sitzung ist abgelaufen. Bitte versuche es noch einmal.' };
const NOT_LOGGED_IN = { notloggedin: 'Bitte melde dich an.' };

describe.skipIf(postgresUnavailable)('session, CSRF and login', () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let customerNumber: string;

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer({ firstName: 'Katharina' });
    customerNumber = customer.customerNumber;
  });
  afterEach(async () => {
    await t.close();
  });

  describe('CSRF', () => {
    it('hands out a token bound to a new session cookie, and the same token again', async () => {
      const client = t.client();
      const first = await client.fetchCsrfToken();
      expect(first.length).toBeGreaterThanOrEqual(43);
      const cookie = client.cookies.get('sb_session');
      expect(cookie).toBeDefined();
      expect(await client.fetchCsrfToken()).toBe(first);
      expect(client.cookies.get('sb_session')).toBe(cookie);
    });

    it('sets the session cookie HttpOnly and SameSite=Strict, Secure behind TLS', async () => {
      const answer = await t.client().call('getCsrfToken');
      const setCookie = String(answer.response.headers['set-cookie']);
      expect(setCookie).toMatch(/^sb_session=/);
      expect(setCookie).toContain('HttpOnly');
      expect(setCookie).toContain('SameSite=Strict');
      expect(setCookie).not.toContain('Secure');

      const secure = await createTestApp({ secureCookies: true });
      try {
        const tls = await secure.client().call('getCsrfToken');
        const tlsCookie = String(tls.response.headers['set-cookie']);
        expect(tlsCookie).toMatch(/^__Host-sb_session=/);
        expect(tlsCookie).toContain('Secure');
        expect(tls.response.headers['strict-transport-security']).toContain('max-age=31536000');
      } finally {
        await secure.close();
      }
    });

    it.each([
      ['no token', undefined],
      ['a wrong token', 'wrong'],
    ])('refuses a POST with %s and changes nothing', async (_label, token) => {
      const client = t.client();
      await client.fetchCsrfToken();
      client.csrfToken = token;
      const answer = await client.call('login', {
        verfuegernummer: customerNumber,
        passwort: DEFAULT_PASSWORD,
      });
      expect(answer.body).toEqual({ Status: 400, Errors: CSRF });
      const sessions = await t.db.selectFrom('sessions').select('customer_id').execute();
      expect(sessions.every((s) => s.customer_id === null)).toBe(true);
    });

    it("refuses another session's token", async () => {
      const attacker = t.client();
      const foreignToken = await attacker.fetchCsrfToken();
      const victim = t.client();
      await victim.login(customerNumber, DEFAULT_PASSWORD);
      victim.csrfToken = foreignToken;
      const answer = await victim.call('logout');
      expect(answer.body).toEqual({ Status: 400, Errors: CSRF });
      victim.csrfToken = undefined;
    });

    it('refuses a token without its session cookie', async () => {
      const client = t.client();
      await client.fetchCsrfToken();
      client.cookies.clear();
      const answer = await client.call('isLoggedIn');
      expect(answer.body).toEqual({ Status: 400, Errors: CSRF });
    });
  });

  describe('login', () => {
    it('logs in, rotates the session id and the token, and returns what the app stores', async () => {
      const contract = await t.factory.contract(customer);
      const client = t.client();
      const tokenBefore = await client.fetchCsrfToken();
      const cookieBefore = client.cookies.get('sb_session');
      const answer = await client.login(customerNumber, DEFAULT_PASSWORD);
      expect(answer.body.Status).toBe(200);
      const result = answer.body.Result as {
        vertraege: { ContractId: string }[];
        checklists: unknown[];
        vorname: string;
        CSRFToken: string;
      };
      expect(result.vorname).toBe('Katharina');
      expect(result.vertraege.map((v) => v.ContractId)).toEqual([contract.contractNumber]);
      expect(result.checklists).toEqual([]);
      expect(result.CSRFToken).not.toBe(tokenBefore);
      expect(client.cookies.get('sb_session')).not.toBe(cookieBefore);

      const isLoggedIn = await client.call('isLoggedIn');
      expect(isLoggedIn.body.Result).toEqual({ LoggedIn: true });
    });

    it('does not let a session id fixed before the login into the account', async () => {
      const attacker = t.client();
      await attacker.fetchCsrfToken();
      const victim = t.client();
      victim.cookies = new Map(attacker.cookies);
      victim.csrfToken = attacker.csrfToken;
      expect((await victim.login(customerNumber, DEFAULT_PASSWORD)).body.Status).toBe(200);

      const probe = await attacker.call('isLoggedIn');
      expect(probe.body).toEqual({ Status: 400, Errors: CSRF });
      const ping = await attacker.call('ping');
      expect(ping.body.Status).toBe(400);
    });

    it('keeps the new session when a call sent before the login is answered after it', async () => {
      const client = t.client();
      const tokenBefore = await client.fetchCsrfToken();
      const cookieBefore = client.cookies.get('sb_session') ?? 'missing';
      expect((await client.login(customerNumber, DEFAULT_PASSWORD)).body.Status).toBe(200);

      // The browser sent this one with the cookie it had then, and takes its answer into the
      // same cookie jar as the login's.
      const late = await client.raw({
        query: 'Mode=MeinServicebereich&Function=IsMaintenance',
        headers: { cookie: `sb_session=${cookieBefore}`, 'x-csrf-token': tokenBefore },
      });
      expect(late.body).toEqual({ Status: 400, Errors: CSRF });
      expect(late.response.headers['set-cookie']).toBeUndefined();
      expect((await client.call('isLoggedIn')).body.Result).toEqual({ LoggedIn: true });
    });

    it('answers an unknown number exactly like a wrong password', async () => {
      const wrong = await t.client().login(customerNumber, 'Falsch2026!');
      const unknown = await t.client().login('9999999999', DEFAULT_PASSWORD);
      expect(wrong.statusCode).toBe(unknown.statusCode);
      expect(wrong.body).toEqual({ Status: 400, Errors: WRONG });
      expect(unknown.body).toEqual(wrong.body);
    });

    it('takes about as long for an unknown number as for a wrong password', async () => {
      const time = async (number: string, password: string) => {
        const client = t.client();
        await client.fetchCsrfToken();
        const started = performance.now();
        await client.login(number, password);
        return performance.now() - started;
      };
      const wrong: number[] = [];
      const unknown: number[] = [];
      for (let i = 0; i < 6; i++) {
        wrong.push(await time(customerNumber, `Falsch${i}`));
        unknown.push(await time(`99999999${String(i).padStart(2, '0')}`, `Falsch${i}`));
      }
      const median = (xs: number[]) =>
        [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
      const ratio = median(unknown) / median(wrong);
      // Without the dummy hash an unknown number answers many times faster; the wide band
      // keeps the test steady beside other test files on a busy machine.
      expect(ratio).toBeGreaterThan(0.25);
      expect(ratio).toBeLessThan(4);
    });

    it.each([
      ['9 digits', '123456789'],
      ['11 digits', '12345678901'],
      ['letters', '12345abcde'],
    ])('requires a 10-digit number (%s)', async (_label, number) => {
      const answer = await t.client().login(number, DEFAULT_PASSWORD);
      expect(answer.body).toEqual({
        Status: 400,
        Errors: { verfuegernummer: 'Die Verfügernummer besteht aus 10 Ziffern.' },
      });
    });

    it('takes a password whatever Unicode form it is typed in', async () => {
      const password = 'Grüße-Café-2026!';
      const nfd = password.normalize('NFD');
      expect(nfd).not.toBe(password.normalize('NFC'));
      const holder = await t.factory.customer({ password: password.normalize('NFC') });
      for (const typed of [nfd, password.normalize('NFC')]) {
        expect((await t.client().login(holder.customerNumber, typed)).body.Status).toBe(200);
      }
    });

    it('still takes a password hashed in the form it was typed, and then hashes its NFC form', async () => {
      const nfd = 'Grüße-Café-2026!'.normalize('NFD');
      const holder = await t.factory.customer();
      await t.db
        .updateTable('customers')
        .set({ password_hash: await hash(nfd) })
        .where('id', '=', holder.id)
        .execute();
      expect((await t.client().login(holder.customerNumber, nfd)).body.Status).toBe(200);
      const nfc = nfd.normalize('NFC');
      expect((await t.client().login(holder.customerNumber, nfc)).body.Status).toBe(200);
      expect((await t.client().login(holder.customerNumber, nfd)).body.Status).toBe(200);
    });

    it('requires a password', async () => {
      const answer = await t.client().login(customerNumber, '');
      expect(answer.body.Errors).toEqual({ passwort: 'Bitte gib dein Passwort ein.' });
    });

    it('locks the number after 5 failures, refusing even the right password, and unlocks', async () => {
      for (let i = 0; i < 5; i++) {
        expect((await t.client().login(customerNumber, 'Falsch!')).body.Errors).toEqual(WRONG);
      }
      const locked = await t.client().login(customerNumber, DEFAULT_PASSWORD);
      expect(locked.body.Errors).toEqual({
        general:
          'Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in 1 Minute noch einmal.',
      });
      t.advance(61_000);
      expect((await t.client().login(customerNumber, DEFAULT_PASSWORD)).body.Status).toBe(200);
    });

    it('tells the customer by mail when the number is locked, once per lock', async () => {
      for (let i = 0; i < 5; i++) await t.client().login(customerNumber, 'Falsch!');
      // Attempts while it is locked are refused unchecked and send nothing more.
      for (let i = 0; i < 3; i++) await t.client().login(customerNumber, DEFAULT_PASSWORD);
      const [mail = ''] = await outboxMails(t.dataDir, 1);
      expect(mailSubject(mail)).toBe('Dein Servicebereich ist vorübergehend gesperrt');
      const text = mailText(mail);
      expect(text).toContain(
        `am 20.11.2026 um 10:00 Uhr wurde für deine Verfügernummer XXXXXXX${customerNumber.slice(-3)} mehrmals ein falsches Passwort eingegeben. Zu deinem Schutz ist die Anmeldung jetzt für 1 Minute gesperrt, bis 20.11.2026 um 10:01 Uhr.`,
      );
      expect(text).toContain('„Passwort vergessen?“');
      expect(text).not.toContain(customerNumber);
      // The next failure after the lock locks it again, for longer: a mail for that lock too.
      t.advance(61_000);
      await t.client().login(customerNumber, 'Falsch!');
      const mails = await outboxMails(t.dataDir, 2);
      expect(mails.map(mailText).join('\n')).toContain('für 2 Minuten gesperrt');
    });

    it('locks longer with every further failure', () => {
      expect(lockDurationMs(4)).toBe(0);
      expect(lockDurationMs(5)).toBe(60_000);
      expect(lockDurationMs(6)).toBe(120_000);
      expect(lockDurationMs(7)).toBe(240_000);
      expect(lockDurationMs(50)).toBe(3_600_000);
    });

    it('keeps the lock across a server restart', async () => {
      for (let i = 0; i < 6; i++) await t.client().login(customerNumber, 'Falsch!');
      await t.restart();
      const answer = await t.client().login(customerNumber, DEFAULT_PASSWORD);
      expect(answer.body.Errors?.general).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche/);
    });

    it('locks unknown numbers just like known ones', async () => {
      for (let i = 0; i < 5; i++) await t.client().login('9999999999', 'Falsch!');
      const answer = await t.client().login('9999999999', 'Falsch!');
      expect(answer.body.Errors?.general).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche/);
    });

    it('throttles login attempts per IP address', async () => {
      const limited = await createTestApp({ loginRateLimitPerMinute: 3 });
      try {
        const client = limited.client();
        for (let i = 0; i < 3; i++) {
          const answer = await client.login(`100000000${i}`, 'Falsch!');
          expect(answer.body.Errors).toEqual(WRONG);
        }
        const throttled = await client.login('1000000009', 'Falsch!');
        expect(throttled.statusCode).toBe(429);
        expect(throttled.body.Errors).toEqual({
          general: 'Zu viele Anfragen. Bitte warte kurz und versuche es dann noch einmal.',
        });
      } finally {
        await limited.close();
      }
    });

    it('leaves the Schadensmeldung features out unless asked for', async () => {
      await t.factory.contract(customer, {
        kind: 'KFZ',
        features: { SchadensmeldungKfz: true, Unwetter: true },
      });
      const client = t.client();
      await client.fetchCsrfToken();
      const answer = await client.call('login', {
        verfuegernummer: customerNumber,
        passwort: DEFAULT_PASSWORD,
        includeschadensmeldung: 'false',
      });
      const result = answer.body.Result as { vertraege: { Features: object }[] };
      expect(result.vertraege[0]?.Features).toEqual({ Unwetter: true });
    });
  });

  describe('a logged-in session', () => {
    let client: ReturnType<TestApp['client']>;
    beforeEach(async () => {
      client = t.client();
      expect((await client.login(customerNumber, DEFAULT_PASSWORD)).body.Status).toBe(200);
    });

    it('answers Ping and keeps the session alive past the idle timeout', async () => {
      for (let i = 0; i < 12; i++) {
        t.advance(5 * 60_000);
        expect((await client.call('ping')).body).toEqual({
          Status: 200,
          Result: { LoggedIn: true },
        });
      }
    });

    it('ends after 30 idle minutes', async () => {
      t.advance(29 * 60_000);
      expect((await client.call('ping')).body.Status).toBe(200);
      t.advance(30 * 60_000);
      const answer = await client.call('ping');
      expect(answer.body).toEqual({ Status: 400, Errors: CSRF });
      const count = await t.db.selectFrom('sessions').select('id_hash').execute();
      expect(count).toHaveLength(0);
    });

    it('ends after the absolute timeout even when active', async () => {
      for (let i = 0; i < 12 * 12; i++) {
        t.advance(5 * 60_000);
        await client.call('ping');
      }
      expect((await client.call('ping')).body).toEqual({ Status: 400, Errors: CSRF });
    });

    it('logs out: the row is deleted and the old cookie and token are worthless', async () => {
      const oldCookies = new Map(client.cookies);
      const oldToken = client.csrfToken;
      const answer = await client.call('logout');
      expect(answer.body).toEqual({ Status: 200, Result: { LoggedIn: false } });
      expect(await t.db.selectFrom('sessions').select('id_hash').execute()).toHaveLength(0);

      const replay = t.client();
      replay.cookies = oldCookies;
      replay.csrfToken = oldToken;
      expect((await replay.call('getVertraege')).body).toEqual({ Status: 400, Errors: CSRF });
      expect((await replay.call('isLoggedIn')).body).toEqual({ Status: 400, Errors: CSRF });
    });

    it('keeps sessions in the database across a restart', async () => {
      await t.restart();
      expect((await client.call('ping')).body.Status).toBe(200);
    });
  });

  it('refuses customer calls without a login', async () => {
    const client = t.client();
    await client.fetchCsrfToken();
    for (const name of ['ping', 'getVertraege', 'getTokenId', 'getUserAddress'] as const) {
      expect((await client.call(name)).body).toEqual({ Status: 400, Errors: NOT_LOGGED_IN });
    }
    expect((await client.call('isLoggedIn')).body).toEqual({
      Status: 200,
      Result: { LoggedIn: false },
    });
  });
});

describe.skipIf(postgresUnavailable)('the log', () => {
  it('holds no password, session cookie or CSRF token, even at trace level', async () => {
    const log = captureLog();
    const t = await createTestApp({ logLevel: 'trace' }, { logStream: log.stream });
    try {
      const customer = await t.factory.customer();
      const client = t.client();
      await client.login(customer.customerNumber, customer.password);
      await client.call('getVertraege');
      await client.call('login', {
        verfuegernummer: customer.customerNumber,
        passwort: 'Geheim-falsch-1',
      });
      expect(log.text()).toContain('/api?Mode=MeinServicebereich&Function=Login');
      for (const secret of [
        customer.password,
        'Geheim-falsch-1',
        client.csrfToken ?? 'missing',
        client.cookies.get('sb_session') ?? 'missing',
      ]) {
        expect(mentions(log.text(), secret), secret).toBe(false);
      }
    } finally {
      await t.close();
    }
  });

  it('holds no download token or share link: of a download, a refused download, a share page', async () => {
    const captured = captureLog();
    const t = await createTestApp({ logLevel: 'trace' }, { logStream: captured.stream });
    try {
      const customer = await t.factory.customer();
      const letter = await t.factory.postboxEntry(customer);
      const client = t.client();
      await client.login(customer.customerNumber, customer.password);
      const [photo] = (
        await client.upload(
          'addDokboxFile',
          { date: '2026-10-03', name: 'Keller', categoryId: '4', desc: '' },
          [{ name: 'keller.jpg', data: await jpeg() }],
        )
      ).body.Result as DokboxFile[];
      const fileId = photo?.fileId ?? '';
      const shared = (await client.call('shareFile', { fileId })).body.Result as DokboxFile;
      const sharePath = new URL(shared.fileShareUrl ?? '').pathname;
      const tokens: string[] = [];
      for (let i = 0; i < 2; i++) {
        const answer = await client.call('getTokenId', {
          call: 'GetPostBoxFile',
          fileid: letter.id,
        });
        tokens.push((answer.body.Result as { TokenId: string }).TokenId);
      }
      const [used, refused] = tokens as [string, string];
      const native = t.client();
      const download = await native.raw({
        method: 'GET',
        query: `Mode=MeinServicebereich&Function=GetPostBoxFile&fileid=${letter.id}&tokenid=${used}`,
      });
      expect(download.statusCode).toBe(200);
      const wrongFile = await native.raw({
        method: 'GET',
        query: `Mode=MeinServicebereich&Function=ShowDokboxFile&FileId=${fileId}&tokenid=${refused}`,
      });
      expect(wrongFile.body.Errors).toEqual(NOT_LOGGED_IN);
      expect((await t.app.inject({ method: 'GET', url: sharePath })).statusCode).toBe(200);

      const log = captured.text();
      expect(log).toContain(`Function=GetPostBoxFile&fileid=${letter.id}&tokenid=[Redacted]`);
      expect(log).toContain(`Function=ShowDokboxFile&FileId=${fileId}&tokenid=[Redacted]`);
      expect(log).toContain('"url":"/freigabe/[Redacted]"');
      for (const secret of [used, refused, sharePath.slice('/freigabe/'.length)]) {
        expect(mentions(log, secret), secret).toBe(false);
      }
    } finally {
      await t.close();
    }
  });
});
