import { ACTIVATION_MESSAGES, PASSWORD_MESSAGES } from '@servicebereich/protocol';
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
import { runAdmin } from '../../admin/admin.ts';
import { NO_PASSWORD } from '../../security/passwords.ts';
import { FREE_ATTEMPTS } from './login-guard.ts';

const NEW_PASSWORD = 'Mein erstes langes Passwort';
const DAY_MS = 24 * 60 * 60_000;
const MISMATCH = { Status: 400, Errors: { activate: ACTIVATION_MESSAGES.mismatch } };

describe.skipIf(postgresUnavailable)('activation', () => {
  let t: TestApp;
  let log: ReturnType<typeof captureLog>;
  let customer: FactoryCustomer;
  let code: string;
  let visitor: ApiClient;

  /** A code as the admin command prints it (`XXXX-XXXX-XXXX-XXXX`). */
  async function createCode(customerNumber: string): Promise<string> {
    const lines: string[] = [];
    const exit = await runAdmin(['activation', 'create', customerNumber], {
      db: t.db,
      now: Date.UTC(2026, 10, 20, 9),
      activationCodeMs: t.config.activationCodeMs,
      config: t.config,
      out: (line) => lines.push(line),
    });
    expect(exit).toBe(0);
    const printed = /: ([0-9A-Z]{4}(?:-[0-9A-Z]{4}){3})$/.exec(lines[0] ?? '')?.[1];
    expect(printed).toBeDefined();
    return printed ?? '';
  }

  const data = (overrides: Record<string, string> = {}) => ({
    verfuegernummer: customer.customerNumber,
    aktivierungscode: code,
    geburtsdatum: customer.birthDate,
    ...overrides,
  });
  const check = (overrides: Record<string, string> = {}, of = visitor) =>
    of.call('checkActivationCode', data(overrides));
  const activate = (overrides: Record<string, string> = {}, of = visitor) =>
    of.call('activate', { ...data(overrides), passwordnew: NEW_PASSWORD, ...overrides });

  beforeEach(async () => {
    log = captureLog();
    t = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
    customer = await t.factory.customer({ firstName: 'Florian', gender: 'm' });
    await t.db
      .updateTable('customers')
      .set({ password_hash: NO_PASSWORD })
      .where('id', '=', customer.id)
      .execute();
    code = await createCode(customer.customerNumber);
    visitor = t.client();
    await visitor.fetchCsrfToken();
  });
  afterEach(async () => {
    await t.close();
  });

  it('checks the data, sets the password, logs the customer in, and works once only', async () => {
    expect((await check()).body).toEqual({ Status: 200, Result: { Gueltig: true } });
    // Typed in lower case and without dashes, it is the same code.
    expect(
      (await check({ aktivierungscode: code.replaceAll('-', '').toLowerCase() })).body.Status,
    ).toBe(200);

    const answer = await activate();
    expect(answer.body.Status).toBe(200);
    expect(answer.body.Result).toMatchObject({ vorname: 'Florian', vertraege: [], checklists: [] });
    visitor.csrfToken = (answer.body.Result as { CSRFToken: string }).CSRFToken;
    expect((await visitor.call('isLoggedIn')).body.Result).toEqual({ LoggedIn: true });
    expect((await t.client().login(customer.customerNumber, NEW_PASSWORD)).body.Status).toBe(200);

    const second = t.client();
    await second.fetchCsrfToken();
    expect((await check({}, second)).body.Errors).toEqual({ activate: ACTIVATION_MESSAGES.used });
    expect(
      (await activate({ passwordnew: 'Ein ganz anderes Passwort' }, second)).body.Errors,
    ).toEqual({
      activate: ACTIVATION_MESSAGES.used,
    });
    expect((await t.client().login(customer.customerNumber, NEW_PASSWORD)).body.Status).toBe(200);

    const [mail = ''] = await outboxMails(t.dataDir, 1);
    expect(mailText(mail)).toContain('Lieber Florian,');
    expect(mentions(log.text(), NEW_PASSWORD)).toBe(false);
    expect(mentions(log.text(), code)).toBe(false);
    expect(mentions(log.text(), code.replaceAll('-', ''))).toBe(false);
  });

  it('answers every mismatch alike, and says used or expired only when all else matched', async () => {
    const other = await t.factory.customer({ birthDate: '1970-01-01' });
    const otherCode = await createCode(other.customerNumber);
    expect((await check({ aktivierungscode: 'ABCD-EFGH-JKMN-PQRS' })).body).toEqual(MISMATCH);
    expect((await check({ geburtsdatum: '1990-05-15' })).body).toEqual(MISMATCH);
    expect((await check({ verfuegernummer: '2999999999' })).body).toEqual(MISMATCH);
    // Another customer's valid code with this customer's number.
    expect((await check({ aktivierungscode: otherCode })).body).toEqual(MISMATCH);

    t.advance(t.config.activationCodeMs);
    await visitor.fetchCsrfToken();
    expect((await check({ geburtsdatum: '1990-05-15' })).body).toEqual(MISMATCH);
    expect((await check()).body).toEqual({
      Status: 400,
      Errors: { activate: ACTIVATION_MESSAGES.expired },
    });
    expect((await activate()).body.Errors).toEqual({ activate: ACTIVATION_MESSAGES.expired });
    expect((await t.client().login(customer.customerNumber, NEW_PASSWORD)).body.Status).toBe(400);
  });

  it('keeps a code valid for ACTIVATION_CODE_DAYS (30 by default)', async () => {
    expect(t.config.activationCodeMs).toBe(30 * DAY_MS);
    t.advance(30 * DAY_MS - 60_000);
    await visitor.fetchCsrfToken();
    expect((await check()).body.Status).toBe(200);
  });

  it('takes only the latest code of a customer', async () => {
    const newer = await createCode(customer.customerNumber);
    expect((await check()).body).toEqual(MISMATCH);
    expect((await check({ aktivierungscode: newer })).body.Status).toBe(200);
  });

  it('refuses a weak password and keeps the code', async () => {
    const answer = await activate({ passwordnew: 'Passwort2026!!' });
    expect(answer.body.Errors).toEqual({ passwordnew: PASSWORD_MESSAGES.common });
    expect((await activate({ passwordnew: 'kurz' })).body.Errors).toEqual({
      passwordnew: PASSWORD_MESSAGES.tooShort,
    });
    expect((await activate()).body.Status).toBe(200);
  });

  it('locks the number after repeated mismatches, without locking its login', async () => {
    for (let i = 0; i < FREE_ATTEMPTS; i++) {
      expect((await check({ geburtsdatum: '2000-01-01' })).body).toEqual(MISMATCH);
    }
    const locked = await check();
    expect(locked.body.Errors?.activate).toMatch(/^Zu viele fehlgeschlagene Versuche/);
    expect(log.security()).toContainEqual(
      expect.objectContaining({ security: 'activation', outcome: 'lockout' }),
    );
    const active = await t.factory.customer();
    await createCode(active.customerNumber);
    expect((await t.client().login(active.customerNumber, active.password)).body.Status).toBe(200);
  });

  it('limits the attempts of one address across numbers', async () => {
    await t.close();
    t = await createTestApp({ loginRateLimitPerMinute: 3 });
    customer = await t.factory.customer();
    code = await createCode(customer.customerNumber);
    visitor = t.client();
    await visitor.fetchCsrfToken();
    for (let i = 0; i < 3; i++) {
      expect((await check({ verfuegernummer: String(3_000_000_000 + i) })).body).toEqual(MISMATCH);
    }
    const limited = await check();
    expect(limited.statusCode).toBe(429);
  });

  it('refuses a malformed code with a field error', async () => {
    const answer = await check({ aktivierungscode: 'ABC' });
    expect(answer.body.Errors).toEqual({
      aktivierungscode: 'Der Aktivierungscode besteht aus 16 Buchstaben und Ziffern.',
    });
  });

  it('stores the code only as a hash', async () => {
    const rows = await t.db.selectFrom('activation_codes').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(code.replaceAll('-', ''));
  });
});
