import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MESSAGES,
  PASSWORD_WRONG,
  passwordLength,
} from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxMails } from '../../../test/data-dir.ts';
import { mailText } from '../../../test/mail-text.ts';
import type { FactoryCustomer } from '../../../test/factory.ts';
import {
  captureLog,
  createTestApp,
  mentions,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';
import { FREE_ATTEMPTS } from './login-guard.ts';

const NEW_PASSWORD = 'Grüne Wiese über dem Tal';

describe.skipIf(postgresUnavailable)('ChangePassword', () => {
  let t: TestApp;
  let log: ReturnType<typeof captureLog>;
  let customer: FactoryCustomer;
  let client: ApiClient;

  const change = (passwordnew: string, passwordold = customer.password, of = client) =>
    of.call('changePassword', {
      verfuegernummer: customer.customerNumber,
      passwordold,
      passwordnew,
    });

  async function loggedIn(of: ApiClient): Promise<boolean> {
    const answer = await of.call('isLoggedIn');
    return (answer.body.Result as { LoggedIn: boolean }).LoggedIn;
  }

  beforeEach(async () => {
    log = captureLog();
    t = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
    customer = await t.factory.customer({ firstName: 'Katharina', gender: 'w' });
    client = t.client();
    expect((await client.login(customer.customerNumber, customer.password)).body.Status).toBe(200);
  });
  afterEach(async () => {
    await t.close();
  });

  it('sets the new password, replaces the session and its token, ends every other session and tells the customer', async () => {
    const phone = t.client('10.0.0.2');
    await phone.login(customer.customerNumber, customer.password);
    const oldToken = client.csrfToken;
    const oldCookies = new Map(client.cookies);

    const answer = await change(NEW_PASSWORD);

    expect(answer.body).toEqual({
      Status: 200,
      Result: { Changed: true, CSRFToken: expect.any(String) as string },
    });
    const { CSRFToken } = answer.body.Result as { CSRFToken: string };
    expect(CSRFToken).not.toBe(oldToken);
    expect([...client.cookies.values()]).not.toEqual([...oldCookies.values()]);
    client.csrfToken = CSRFToken;
    expect(await loggedIn(client)).toBe(true);
    // The other device's token has no session any more; with a new one it is a visitor.
    expect((await phone.call('getVertraege')).body.Errors).toHaveProperty('GeneralCsrfToken');
    await phone.fetchCsrfToken();
    expect(await loggedIn(phone)).toBe(false);
    expect((await phone.call('getVertraege')).body.Errors).toHaveProperty('notloggedin');

    // Nor does the session cookie from before the change open anything.
    const stale = t.client();
    stale.cookies = oldCookies;
    stale.csrfToken = oldToken;
    expect((await stale.call('getVertraege')).body.Errors).toHaveProperty('GeneralCsrfToken');

    const again = t.client();
    expect((await again.login(customer.customerNumber, customer.password)).body.Status).toBe(400);
    expect((await again.login(customer.customerNumber, NEW_PASSWORD)).body.Status).toBe(200);

    const [mail = ''] = await outboxMails(t.dataDir, 1);
    const text = mailText(mail);
    expect(text).toContain(`To: ${customer.email}`);
    expect(text).toContain('Liebe Katharina,');
    expect(text).toContain(
      'Alle anderen Geräte, auf denen du angemeldet warst, sind jetzt abgemeldet.',
    );
    expect(text).not.toContain(NEW_PASSWORD);

    expect(mentions(log.text(), NEW_PASSWORD)).toBe(false);
    expect(mentions(log.text(), customer.password)).toBe(false);
  });

  it('takes a password of 256 characters of any script, and checks it in its NFC form', async () => {
    const long = Array.from('Bergsee im Mondlicht, Übergang 🏔 жёлтый '.repeat(10))
      .slice(0, 256)
      .join('');
    expect(passwordLength(long)).toBe(PASSWORD_MAX_LENGTH);
    expect((await change(long)).body.Status).toBe(200);
    // The same text with "Ü" as U and a combining diaeresis.
    const decomposed = long.normalize('NFD');
    expect((await t.client().login(customer.customerNumber, decomposed)).body.Status).toBe(200);
  });

  it.each([
    ['too short', 'Elf Zeichen', PASSWORD_MESSAGES.tooShort],
    ['too long', 'x'.repeat(257), PASSWORD_MESSAGES.tooLong],
    [
      'with a control character',
      'Zeilen\numbruch im Passwort',
      PASSWORD_MESSAGES.controlCharacters,
    ],
    ['a common one', '1q2w3e4r5t6y', PASSWORD_MESSAGES.common],
    ['a common one with digits after it', 'Passwort2026!!', PASSWORD_MESSAGES.common],
  ])('refuses a new password %s and changes nothing', async (_case, passwordnew, message) => {
    const answer = await change(passwordnew);
    expect(answer.body).toEqual({ Status: 400, Errors: { passwordnew: message } });
    expect(await loggedIn(client)).toBe(true);
    expect((await t.client().login(customer.customerNumber, customer.password)).body.Status).toBe(
      200,
    );
  });

  it('refuses the old password as the new one', async () => {
    const answer = await change(customer.password);
    expect(answer.body).toEqual({
      Status: 400,
      Errors: { passwordnew: PASSWORD_MESSAGES.sameAsOld },
    });
  });

  it("refuses another customer's number and changes nothing", async () => {
    const other = await t.factory.customer();
    const answer = await client.call('changePassword', {
      verfuegernummer: other.customerNumber,
      passwordold: customer.password,
      passwordnew: NEW_PASSWORD,
    });
    expect(answer.body.Errors).toEqual({
      verfuegernummer: 'Die Verfügernummer passt nicht zu deiner Anmeldung.',
    });
    expect((await t.client().login(other.customerNumber, other.password)).body.Status).toBe(200);
    expect((await t.client().login(customer.customerNumber, customer.password)).body.Status).toBe(
      200,
    );
    expect(log.security()).toContainEqual(
      expect.objectContaining({ security: 'refused-id', parameter: 'verfuegernummer' }),
    );
  });

  it('counts a wrong current password as a failed login, up to the lock', async () => {
    for (let i = 0; i < FREE_ATTEMPTS; i++) {
      const answer = await change(NEW_PASSWORD, 'nicht mein Passwort');
      expect(answer.body).toEqual({ Status: 400, Errors: { passwordold: PASSWORD_WRONG } });
    }
    const locked = await t.client().login(customer.customerNumber, customer.password);
    expect(locked.body.Errors?.general).toMatch(/^Zu viele fehlgeschlagene Anmeldeversuche/);
    expect(log.security()).toContainEqual(
      expect.objectContaining({ security: 'password-change', outcome: 'wrong-credentials' }),
    );
    expect(mentions(log.text(), 'nicht mein Passwort')).toBe(false);
    // The password stayed as it was.
    t.advance(24 * 60 * 60_000);
    expect((await t.client().login(customer.customerNumber, customer.password)).body.Status).toBe(
      200,
    );
  });

  it('is refused without a login', async () => {
    const visitor = t.client();
    await visitor.fetchCsrfToken();
    const answer = await change(NEW_PASSWORD, customer.password, visitor);
    expect(answer.body.Errors).toHaveProperty('notloggedin');
  });
});
