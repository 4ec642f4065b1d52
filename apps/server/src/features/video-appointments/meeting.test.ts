import {
  normalizeMeetingPassword,
  PASSWORD_WRONG,
  VIDEO_MEETING_MESSAGES,
} from '@servicebereich/protocol';
import { afterEach, describe, expect, it } from 'vitest';
import { outboxMails } from '../../../test/data-dir.ts';
import { mailText } from '../../../test/mail-text.ts';
import type { FactoryCustomer } from '../../../test/factory.ts';
import {
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';
import type { Config } from '../../config.ts';
import { MEETING_PASSWORD_ATTEMPTS_PER_MINUTE } from './meeting-settings.ts';

type Appointment = { TerminId: string; Beginn: string; Ende: string };
type Generated = { ChatId: string | null; Termin: Record<string, unknown> };

const MINUTE = 60_000;
const PROVIDER = 'https://meet.example.at';

// The test clock starts on Friday, 20 November 2026, 10:00 in Vienna; the first free slot is at
// 13:00 (12:00 UTC).
describe.skipIf(postgresUnavailable)('video meetings', { timeout: 60_000 }, () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let client: ApiClient;
  let agentId: string;

  async function start(overrides: Partial<Config> = {}) {
    t = await createTestApp(overrides);
    customer = await t.factory.customer({ firstName: 'Anna' });
    agentId = (
      await t.factory.adviser(
        { customerId: customer.id },
        { name: 'Mag. Florian Eder', email: 'florian.eder@example.at' },
      )
    ).agentId;
    client = t.client();
    expect((await client.login(customer.customerNumber, customer.password)).body.Status).toBe(200);
  }
  afterEach(async () => {
    await t.close();
  });

  async function firstSlot(): Promise<string> {
    const answer = await client.call('getVideoTerminSlots', { beraterid: agentId });
    const slot = (answer.body.Result as { Slots: { Beginn: string }[] }).Slots[0]?.Beginn;
    if (slot === undefined) throw new Error('no slots');
    return slot;
  }

  /** Books the first slot; answers the appointment and the customer's and adviser's mail. */
  async function book(mailsBefore = 0) {
    const answer = await client.call('bookVideoTermin', {
      beraterid: agentId,
      beginn: await firstSlot(),
      thema: 'finanzierung',
    });
    expect(answer.body.Status).toBe(200);
    const mails = (await outboxMails(t.dataDir, mailsBefore + 2)).map(mailText);
    return {
      appointment: answer.body.Result as Appointment,
      toCustomer: mails.filter((m) => m.includes(`\nTo: ${customer.email}`)).at(-1) ?? '',
      toAdviser: mails.filter((m) => m.includes('\nTo: florian.eder@example.at')).at(-1) ?? '',
    };
  }

  function passwordIn(mail: string): string {
    const password = /^Passwort: ([A-Z0-9-]+)$/m.exec(mail)?.[1];
    if (password === undefined) throw new Error('no password in the mail');
    return password;
  }

  async function generate(password: string, checkpassword: boolean, as?: ApiClient) {
    return (as ?? (await t.visitor())).call('videoCallGenerate', {
      password,
      beraterid: agentId,
      checkpassword,
    });
  }

  const wrong = { Status: 400, Errors: { password: PASSWORD_WRONG } };

  it('mails a random password and the links; the password shows the appointment, typed in any case', async () => {
    await start();
    const { toCustomer, appointment } = await book();
    const password = passwordIn(toCustomer);
    expect(password).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    expect(toCustomer).toContain(`/services/video-meeting?berater=${agentId}`);
    expect(toCustomer).toContain('/services/berater#videotermine');
    expect(toCustomer).toContain('- Lohn- oder Gehaltszettel der letzten drei Monate');

    const typed = normalizeMeetingPassword(password).toLowerCase();
    expect((await generate(typed, true)).body).toEqual({
      Status: 200,
      Result: {
        ChatId: null,
        Termin: {
          BeraterName: 'Mag. Florian Eder',
          Beginn: appointment.Beginn,
          Ende: appointment.Ende,
          Thema: 'finanzierung',
          Dokumente: [
            'Lichtbildausweis',
            'Lohn- oder Gehaltszettel der letzten drei Monate',
            'Kaufvertrag oder Kostenvoranschlag',
          ],
          Bewertet: false,
        },
      },
    });
    expect((await generate('ABCD-EFGH-JKMN', true)).body).toEqual(wrong);
    // Stored only as a hash.
    const row = await t.db
      .selectFrom('video_appointments')
      .select('meeting_password_hash')
      .executeTakeFirstOrThrow();
    expect(row.meeting_password_hash).not.toContain(normalizeMeetingPassword(password));
    expect(row.meeting_password_hash).toHaveLength(43);
  });

  it('opens the room from 15 minutes before until 30 minutes after, with the provider of the server', async () => {
    await start({ videoMeetingUrl: PROVIDER });
    const { toCustomer, toAdviser, appointment } = await book();
    const password = passwordIn(toCustomer);
    const roomUrl = /^Raum des Videogesprächs: (\S+)$/m.exec(toAdviser)?.[1] ?? '';
    expect(roomUrl).toMatch(/^https:\/\/meet\.example\.at\/[0-9a-f]{32}$/);
    expect(toCustomer).not.toContain(roomUrl);

    expect((await generate(password, false)).body).toEqual({
      Status: 400,
      Errors: {
        password:
          'Dein Videotermin beginnt am Freitag, 20. November 2026, 13:00 Uhr. Du kannst 15 Minuten davor beitreten.',
      },
    });
    t.advance(Date.parse(appointment.Beginn) - Date.UTC(2026, 10, 20, 9) - 15 * MINUTE);
    const joined = (await generate(password, false)).body.Result as Generated;
    expect(joined.ChatId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const room = await (
      await t.visitor()
    ).call('videoCallGetRoom', { chatid: joined.ChatId ?? '' });
    expect(room.body).toEqual({
      Status: 200,
      Result: { RoomUrl: roomUrl, Beginn: appointment.Beginn, BeraterName: 'Mag. Florian Eder' },
    });
    // The ChatId is kept as a hash only.
    const rooms = await t.db.selectFrom('video_meeting_rooms').select('chat_hash').execute();
    expect(rooms).toHaveLength(1);
    expect(rooms[0]?.chat_hash).not.toBe(joined.ChatId);

    t.advance(15 * MINUTE + 30 * MINUTE + 30 * MINUTE);
    expect(
      (await (await t.visitor()).call('videoCallGetRoom', { chatid: joined.ChatId ?? '' })).body,
    ).toEqual({
      Status: 400,
      Errors: {
        chatid:
          'Der Raum zu diesem Videotermin ist nicht mehr offen. Bitte gib das Passwort noch einmal ein.',
      },
    });
    expect((await generate(password, false)).body).toEqual({
      Status: 400,
      Errors: { password: 'Dein Videotermin ist bereits vorbei.' },
    });
    // The completion page works for a day after the end; then the password has expired.
    expect((await generate(password, true)).body.Status).toBe(200);
    t.advance(24 * 60 * MINUTE);
    expect((await generate(password, true)).body).toEqual(wrong);
  });

  it('answers without a room address when the server has no video provider', async () => {
    await start();
    const { toCustomer, toAdviser, appointment } = await book();
    expect(toAdviser).not.toContain('Raum des Videogesprächs');
    t.advance(Date.parse(appointment.Beginn) - Date.UTC(2026, 10, 20, 9));
    const joined = (await generate(passwordIn(toCustomer), false)).body.Result as Generated;
    const room = await (
      await t.visitor()
    ).call('videoCallGetRoom', { chatid: joined.ChatId ?? '' });
    expect(room.body.Result).toMatchObject({ RoomUrl: null });
  });

  it('gives a moved appointment a new password and takes it from a cancelled one', async () => {
    await start();
    const { toCustomer, appointment } = await book();
    const first = passwordIn(toCustomer);
    const slots = await client.call('getVideoTerminSlots', { beraterid: agentId });
    const later = (slots.body.Result as { Slots: { Beginn: string }[] }).Slots[3]?.Beginn ?? '';
    const moved = await client.call('moveVideoTermin', {
      terminid: appointment.TerminId,
      beginn: later,
    });
    expect(moved.body.Status).toBe(200);
    const mails = (await outboxMails(t.dataDir, 4)).map(mailText);
    const moveMail =
      mails.find((m) => m.includes(`\nTo: ${customer.email}`) && m.includes('verschoben')) ?? '';
    const second = passwordIn(moveMail);
    expect(moveMail).toContain('Das Passwort aus früheren E-Mails gilt nicht mehr.');
    expect((await generate(first, true)).body).toEqual(wrong);
    expect((await generate(second, true)).body.Result).toMatchObject({
      Termin: { Beginn: later },
    });

    await client.call('cancelVideoTermin', { terminid: appointment.TerminId });
    const cancelMail = (await outboxMails(t.dataDir, 6))
      .map(mailText)
      .find((m) => m.includes(`\nTo: ${customer.email}`) && m.includes('abgesagt'));
    expect(cancelMail).not.toMatch(/^Passwort:/m);
    expect((await generate(second, true)).body).toEqual(wrong);
  });

  it('refuses the password of another adviser and an unknown adviser alike', async () => {
    await start();
    const password = passwordIn((await book()).toCustomer);
    const other = await t.factory.adviser({ customerId: customer.id });
    const v = await t.visitor();
    for (const beraterid of [other.agentId, 'B-00000']) {
      expect(
        (await v.call('videoCallGenerate', { password, beraterid, checkpassword: true })).body,
      ).toEqual(wrong);
    }
  });

  it(`allows ${MEETING_PASSWORD_ATTEMPTS_PER_MINUTE} tries per address and minute`, async () => {
    await start();
    const password = passwordIn((await book()).toCustomer);
    const v = await t.visitor();
    for (let i = 0; i < MEETING_PASSWORD_ATTEMPTS_PER_MINUTE; i++) {
      expect((await generate('ABCD-EFGH-JKMN', true, v)).body).toEqual(wrong);
    }
    const limited = await generate(password, true, v);
    expect(limited.statusCode).toBe(429);
    // Another address is not held up.
    expect((await generate(password, true)).body.Status).toBe(200);
  });

  it('unlocks the completion page of its session, which takes a rating once the conversation has begun', async () => {
    await start();
    const { toCustomer, appointment } = await book();
    const password = passwordIn(toCustomer);
    const other = await t.visitor();
    expect((await other.call('getVideoTerminAbschluss')).body).toEqual({
      Status: 400,
      Errors: { password: VIDEO_MEETING_MESSAGES.locked },
    });
    // The meeting page's check of the password opens the completion page for its session.
    let browser = await t.visitor();
    expect((await generate(password, true, browser)).body.Status).toBe(200);
    expect((await browser.call('getVideoTerminAbschluss')).body.Result).toMatchObject({
      Beginn: appointment.Beginn,
      Bewertet: false,
    });
    expect((await other.call('getVideoTerminAbschluss')).body.Status).toBe(400);

    const rate = async (bewertung: string, kommentar = '') =>
      browser.call('videoTerminFeedback', { bewertung, kommentar });
    expect((await rate('5')).body).toEqual({
      Status: 400,
      Errors: { bewertung: 'Eine Bewertung ist nach dem Gespräch möglich.' },
    });
    // After the conversation, in a new session (the first has timed out), through the meeting
    // page's join as the customer leaves the room.
    t.advance(Date.parse(appointment.Ende) - Date.UTC(2026, 10, 20, 9));
    browser = await t.visitor();
    expect((await generate(password, false, browser)).body.Status).toBe(200);
    expect((await rate('6')).body).toEqual({
      Status: 400,
      Errors: { bewertung: 'Bitte wähle eine Bewertung von 1 bis 5 Sternen.' },
    });
    expect((await rate('4', 'x'.repeat(1001))).body.Errors).toEqual({
      kommentar: 'Dein Kommentar darf höchstens 1000 Zeichen lang sein.',
    });
    expect((await rate('4', 'Sehr hilfreich')).body).toEqual({
      Status: 200,
      Result: { Gespeichert: true },
    });
    expect((await rate('5', 'Noch besser')).body.Status).toBe(200);
    const rows = await t.db.selectFrom('video_feedback').select(['rating', 'comment']).execute();
    expect(rows).toEqual([{ rating: 5, comment: 'Noch besser' }]);
    expect((await browser.call('getVideoTerminAbschluss')).body.Result).toMatchObject({
      Bewertet: true,
    });
    expect((await generate(password, true)).body.Result).toMatchObject({
      Termin: { Bewertet: true },
    });
  });

  it('lets the page embed rooms of the configured provider only', async () => {
    await start({ videoMeetingUrl: `${PROVIDER}/` });
    const answer = await t.app.inject({ method: 'GET', url: '/login' });
    expect(String(answer.headers['content-security-policy'])).toContain(
      `frame-src 'self' ${PROVIDER};`,
    );
  });
});
