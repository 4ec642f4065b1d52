import { VIDEO_MEETING_MESSAGES } from '@servicebereich/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import type { FactoryCustomer } from '../../../test/factory.ts';
import {
  captureLog,
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';
import { MEETING_PASSWORD_ATTEMPTS_PER_MINUTE } from '../video-appointments/meeting-settings.ts';

const PAGE = 'video-termin-abschluss';
const WRONG = { password: 'Das Passwort ist nicht korrekt. Bitte versuche es noch einmal.' };
const LOCKED = { Status: 400, Errors: { password: VIDEO_MEETING_MESSAGES.locked } };
const MINUTE = 60_000;

// The completion page of a video appointment is unlocked by that appointment's meeting password
// (decision 006). The test clock starts on Friday, 20 November 2026, 10:00 in Vienna; the
// factory's appointment is on Monday, 23 November, 10:00 to 10:30.
describe.skipIf(postgresUnavailable)('page password', { timeout: 60_000 }, () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let agentId: string;

  async function start() {
    const log = captureLog();
    t = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
    customer = await t.factory.customer();
    agentId = (await t.factory.adviser({ customerId: customer.id })).agentId;
    return log;
  }
  afterEach(async () => {
    await t.close();
  });

  async function unlock(client: ApiClient, password: string) {
    return client.call('checkPagePassword', { page: PAGE, password });
  }

  async function completion(client: ApiClient) {
    return client.call('getVideoTerminAbschluss');
  }

  async function unlockRows() {
    return t.db.selectFrom('session_page_unlocks').select(['page', 'subject']).execute();
  }

  it("unlocks the completion page with an appointment's meeting password, for that session and appointment", async () => {
    await start();
    const appointment = await t.factory.videoAppointment(customer, { agentId });
    // An appointment of another adviser: the prompt names none, so its password works too.
    const otherAgent = (await t.factory.adviser()).agentId;
    const other = await t.factory.videoAppointment(
      await t.factory.customer(),
      { agentId: otherAgent },
      { topic: 'vorsorge', documents: [] },
    );
    const browser = await t.visitor();
    const elsewhere = await t.visitor();
    expect((await completion(browser)).body).toEqual(LOCKED);

    const typed = appointment.password.toLowerCase().replace(/(.{4})(?=.)/g, '$1 ');
    const answer = await unlock(browser, typed);
    expect(answer.body).toEqual({ Status: 200, Result: { Unlocked: true } });
    expect((await completion(browser)).body).toEqual({
      Status: 200,
      Result: {
        BeraterName: 'Mag. Florian Eder',
        Beginn: '2026-11-23T09:00:00.000Z',
        Ende: '2026-11-23T09:30:00.000Z',
        Thema: 'finanzierung',
        Dokumente: ['Lichtbildausweis', 'Kaufvertrag'],
        Bewertet: false,
      },
    });
    expect((await completion(elsewhere)).body).toEqual(LOCKED);
    // The unlock keeps the password's hash, never the password.
    const rows = await unlockRows();
    expect(rows).toEqual([{ page: PAGE, subject: expect.any(String) as string }]);
    expect(rows[0]?.subject).not.toContain(appointment.password);

    // Another password in the same session opens its own appointment in place of the first.
    await unlock(browser, other.password);
    expect((await completion(browser)).body.Result).toMatchObject({ Thema: 'vorsorge' });
    expect(await unlockRows()).toHaveLength(1);
  });

  it("refuses a wrong password, a cancelled appointment's and one a day past the end with the spec's message", async () => {
    const log = await start();
    const cancelled = await t.factory.videoAppointment(customer, { agentId }, { cancelled: true });
    const ended = await t.factory.videoAppointment(customer, { agentId });
    const browser = await t.visitor();
    for (const password of ['ABCD-EFGH-JKMN', cancelled.password, `${ended.password}X`]) {
      const answer = await unlock(browser, password);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toEqual({ Status: 400, Errors: WRONG });
    }
    // A day after its end the password has expired: refused alike.
    t.advance(Date.UTC(2026, 10, 24, 9, 30) - Date.UTC(2026, 10, 20, 9));
    expect((await unlock(await t.visitor(), ended.password)).body).toEqual({
      Status: 400,
      Errors: WRONG,
    });
    expect(await unlockRows()).toEqual([]);
    expect(log.security()).toContainEqual({
      security: 'meeting-password',
      agentId: null,
      outcome: 'wrong-credentials',
      address: expect.any(String) as string,
    });
  });

  it('ends the unlock when the appointment moves (a new password), is cancelled or a day past its end', async () => {
    await start();
    const appointment = await t.factory.videoAppointment(customer, { agentId });
    const customerClient = t.client();
    await customerClient.login(customer.customerNumber, customer.password);

    const browser = await t.visitor();
    await unlock(browser, appointment.password);
    const slots = await customerClient.call('getVideoTerminSlots', { beraterid: agentId });
    const later = (slots.body.Result as { Slots: { Beginn: string }[] }).Slots[20]?.Beginn ?? '';
    const moved = await customerClient.call('moveVideoTermin', {
      terminid: appointment.id,
      beginn: later,
    });
    expect(moved.body.Status).toBe(200);
    expect((await completion(browser)).body).toEqual(LOCKED);
    expect((await browser.call('videoTerminFeedback', { bewertung: '5' })).body).toEqual(LOCKED);

    const kept = await t.factory.videoAppointment(customer, { agentId });
    await unlock(browser, kept.password);
    expect((await completion(browser)).body.Status).toBe(200);
    // Still open a minute before a day has passed since the end, then no more.
    t.advance(Date.UTC(2026, 10, 24, 9, 29) - Date.UTC(2026, 10, 20, 9));
    const oneDayLater = await t.visitor();
    await unlock(oneDayLater, kept.password);
    expect((await completion(oneDayLater)).body.Status).toBe(200);
    t.advance(2 * MINUTE);
    expect((await completion(oneDayLater)).body).toEqual(LOCKED);

    const cancelledLater = await t.factory.videoAppointment(
      customer,
      { agentId },
      { startsAt: Date.UTC(2026, 10, 30, 9) },
    );
    const again = await t.visitor();
    await unlock(again, cancelledLater.password);
    const customerAgain = t.client();
    await customerAgain.login(customer.customerNumber, customer.password);
    await customerAgain.call('cancelVideoTermin', { terminid: cancelledLater.id });
    expect((await completion(again)).body).toEqual(LOCKED);
  });

  it("keeps a visitor's unlock through the login, but not a customer's into the next login, and ends it with the logout", async () => {
    await start();
    const appointment = await t.factory.videoAppointment(customer, { agentId });
    const browser = await t.visitor();
    await unlock(browser, appointment.password);
    expect((await browser.login(customer.customerNumber, customer.password)).body.Status).toBe(200);
    expect((await completion(browser)).body.Status).toBe(200);

    // Someone else logs in on the same device: the customer's unlock is not handed to them.
    const next = await t.factory.customer();
    expect((await browser.login(next.customerNumber, next.password)).body.Status).toBe(200);
    expect((await completion(browser)).body).toEqual(LOCKED);

    await unlock(browser, appointment.password);
    expect((await completion(browser)).body.Status).toBe(200);
    await browser.call('logout');
    expect(await unlockRows()).toEqual([]);
  });

  it('answers a field error for a page that has no page password, and for no password', async () => {
    await start();
    const browser = await t.visitor();
    const unknown = await browser.call('checkPagePassword', { page: 'dashboard', password: 'x' });
    expect(unknown.body).toEqual({
      Status: 400,
      Errors: { page: 'Diese Seite ist nicht geschützt.' },
    });
    const empty = await unlock(browser, '');
    expect(empty.body).toEqual({
      Status: 400,
      Errors: { password: 'Bitte gib das Passwort ein.' },
    });
  });

  it('needs the CSRF token like every POST', async () => {
    await start();
    const appointment = await t.factory.videoAppointment(customer, { agentId });
    const browser = await t.visitor();
    browser.csrfToken = 'wrong';
    const answer = await unlock(browser, appointment.password);
    expect(answer.body.Errors).toHaveProperty('GeneralCsrfToken');
    expect(await unlockRows()).toEqual([]);
  });

  it(`shares the meeting page's limit of ${MEETING_PASSWORD_ATTEMPTS_PER_MINUTE} tries per address and minute`, async () => {
    await start();
    const appointment = await t.factory.videoAppointment(customer, { agentId });
    const browser = await t.visitor();
    for (let i = 0; i < MEETING_PASSWORD_ATTEMPTS_PER_MINUTE; i++) {
      const answer =
        i % 2 === 0
          ? await unlock(browser, 'ABCD-EFGH-JKMN')
          : await browser.call('videoCallGenerate', {
              password: 'ABCD-EFGH-JKMN',
              beraterid: agentId,
              checkpassword: true,
            });
      expect(answer.statusCode).toBe(400);
    }
    const throttled = await unlock(browser, appointment.password);
    expect(throttled.statusCode).toBe(429);
    expect(throttled.body).toEqual({
      Status: 400,
      Errors: { general: 'Zu viele Anfragen. Bitte warte kurz und versuche es dann noch einmal.' },
    });
    expect(await unlockRows()).toEqual([]);
    // Another address is not held up.
    expect((await unlock(await t.visitor(), appointment.password)).body.Status).toBe(200);
  });
});
