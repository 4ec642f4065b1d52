import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { outboxMails } from '../../../test/data-dir.ts';
import { mailSubject, mailText } from '../../../test/mail-text.ts';
import type { FactoryCustomer } from '../../../test/factory.ts';
import {
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';

type Slots = { BeraterId: string; BeraterName: string; Slots: { Beginn: string; Ende: string }[] };
type Appointment = { TerminId: string; Beginn: string; Ende: string; BeraterName: string };

// The test clock starts on Friday, 20 November 2026, 10:00 in Vienna.
describe.skipIf(postgresUnavailable)('video appointments', { timeout: 60_000 }, () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let client: ApiClient;
  let agentId: string;

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer({ firstName: 'Anna' });
    agentId = (
      await t.factory.adviser(
        { customerId: customer.id },
        { name: 'Mag. Florian Eder', email: 'florian.eder@example.at' },
      )
    ).agentId;
    client = t.client();
    expect((await client.login(customer.customerNumber, customer.password)).body.Status).toBe(200);
  });
  afterEach(async () => {
    await t.close();
  });

  /** Moves the clock on; the session has timed out by then, so the customer logs in again. */
  async function later(ms: number) {
    t.advance(ms);
    client = t.client();
    expect((await client.login(customer.customerNumber, customer.password)).body.Status).toBe(200);
  }

  async function slots(as: ApiClient = client): Promise<string[]> {
    const answer = await as.call('getVideoTerminSlots', { beraterid: agentId });
    expect(answer.body.Status).toBe(200);
    return (answer.body.Result as Slots).Slots.map((s) => s.Beginn);
  }

  async function book(beginn: string, as: ApiClient = client) {
    return as.call('bookVideoTermin', { beraterid: agentId, beginn, thema: 'finanzierung' });
  }

  it('offers the weekly hours of the next four weeks in Vienna time, without holidays and what is too soon', async () => {
    const free = await slots();
    // Today from 12:00 on (two hours ahead), Friday afternoons until 15:00.
    expect(free.slice(0, 4)).toEqual([
      '2026-11-20T12:00:00.000Z',
      '2026-11-20T12:30:00.000Z',
      '2026-11-20T13:00:00.000Z',
      '2026-11-20T13:30:00.000Z',
    ]);
    expect(free[4]).toBe('2026-11-23T08:00:00.000Z');
    // No weekends and no 8 December (Mariä Empfängnis); the last day is Thursday, 17 December.
    const days = new Set(free.map((s) => s.slice(0, 10)));
    expect(days.has('2026-11-21')).toBe(false);
    expect(days.has('2026-12-08')).toBe(false);
    expect(days.has('2026-12-07')).toBe(true);
    expect(free.at(-1)).toBe('2026-12-17T15:30:00.000Z');
    expect(free).toHaveLength(244);
  });

  it('keeps the hours across the change to summer time and leaves out Easter Monday', async () => {
    await later(Date.parse('2027-03-24T20:00:00.000Z') - Date.parse('2026-11-20T09:00:00.000Z'));
    const free = await slots();
    // Friday 26 March in winter time (UTC+1); Monday 29 March is Easter Monday; Tuesday in summer time (UTC+2).
    expect(free).toContain('2027-03-26T08:00:00.000Z');
    expect(free.some((s) => s.startsWith('2027-03-29'))).toBe(false);
    expect(free.filter((s) => s.startsWith('2027-03-30'))[0]).toBe('2027-03-30T07:00:00.000Z');
  });

  it('takes a booked slot out and past slots too', async () => {
    const [first, second] = await slots();
    if (first === undefined || second === undefined) throw new Error('no slots');
    expect((await book(second)).body.Status).toBe(200);
    const free = await slots();
    expect(free).not.toContain(second);
    expect(free).toContain(first);
    await later(24 * 60 * 60_000);
    expect(await slots()).not.toContain(first);
    // A slot that is no longer offered cannot be booked.
    expect((await book(first)).body).toEqual({
      Status: 400,
      Errors: { beginn: 'Bitte wähle einen freien Termin.' },
    });
  });

  it('books a slot once only when 20 requests for it arrive at once', async () => {
    const [slot] = await slots();
    if (slot === undefined) throw new Error('no slots');
    const other = await t.factory.customer();
    await t.db
      .updateTable('customers')
      .set({ adviser_id: agentId })
      .where('id', '=', other.id)
      .execute();
    const otherClient = t.client();
    expect((await otherClient.login(other.customerNumber, other.password)).body.Status).toBe(200);

    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(slot, i % 2 === 0 ? client : otherClient)),
    );
    const won = answers.filter((a) => a.body.Status === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.body.Status !== 200)) {
      expect(lost.body.Status).toBe(400);
      expect(Object.keys(lost.body.Errors ?? {})).toEqual(['beginn']);
    }
    const rows = await t.db
      .selectFrom('video_appointments')
      .select('id')
      .where('status', '=', 'booked')
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('confirms a booking to customer and adviser with a calendar file', async () => {
    const [slot] = await slots();
    if (slot === undefined) throw new Error('no slots');
    const answer = await client.call('bookVideoTermin', {
      beraterid: agentId,
      beginn: slot,
      thema: 'vorsorge',
      nachricht: 'Bitte\r\nBcc: x@example.com <b>fett</b>',
    });
    expect(answer.body.Result).toMatchObject({
      BeraterId: agentId,
      BeraterName: 'Mag. Florian Eder',
      Beginn: slot,
      Thema: 'vorsorge',
      Vertragsnummer: null,
    });
    const mails = await outboxMails(t.dataDir, 2);
    const toCustomer = mails.find((m) => m.includes(`\nTo: ${customer.email}`)) ?? '';
    const toAdviser = mails.find((m) => m.includes('\nTo: florian.eder@example.at')) ?? '';
    expect(mailSubject(toCustomer)).toBe('Dein Videotermin: Freitag, 20. November 2026, 13:00 Uhr');
    expect(mailText(toCustomer)).toContain('Thema: Vorsorge und Pension');
    for (const mail of [toCustomer, toAdviser]) {
      expect(mail).toContain('filename=videotermin.ics');
      expect(mail).toMatch(/Content-Type: text\/calendar/);
    }
    // The note is body text only: no header of the adviser's mail carries it.
    const headers = toAdviser.slice(0, toAdviser.indexOf('\r\n\r\n'));
    expect(headers).not.toContain('Bcc');
    expect(mailText(toAdviser)).toContain('<b>fett</b>');
    // The id the back office asks for documents with (npm run admin -- video request-documents).
    const { TerminId } = answer.body.Result as Appointment;
    expect(mailText(toAdviser)).toContain(
      `Termin-ID (für Unterlagen, die du anfordern möchtest): ${TerminId}`,
    );
  });

  it('moves an appointment to another free slot and frees the old one', async () => {
    const [first, , third] = await slots();
    if (first === undefined || third === undefined) throw new Error('no slots');
    const booked = (await book(first)).body.Result as Appointment;
    const moved = await client.call('moveVideoTermin', {
      terminid: booked.TerminId,
      beginn: third,
    });
    expect(moved.body.Result).toMatchObject({ TerminId: booked.TerminId, Beginn: third });
    const free = await slots();
    expect(free).toContain(first);
    expect(free).not.toContain(third);
    const list = await client.call('getVideoTermine');
    expect(list.body.Result).toEqual({ Termine: [moved.body.Result] });
    const row = await t.db
      .selectFrom('video_appointments')
      .select('sequence')
      .where('id', '=', booked.TerminId)
      .executeTakeFirstOrThrow();
    expect(row.sequence).toBe(1);
  });

  it('refuses a move onto a booked slot', async () => {
    const [first, second] = await slots();
    if (first === undefined || second === undefined) throw new Error('no slots');
    const a = (await book(first)).body.Result as Appointment;
    expect((await book(second)).body.Status).toBe(200);
    const answer = await client.call('moveVideoTermin', { terminid: a.TerminId, beginn: second });
    expect(answer.body).toEqual({
      Status: 400,
      Errors: { beginn: 'Bitte wähle einen freien Termin.' },
    });
  });

  it('cancels an appointment; its slot is free again', async () => {
    const [first] = await slots();
    if (first === undefined) throw new Error('no slots');
    const booked = (await book(first)).body.Result as Appointment;
    const answer = await client.call('cancelVideoTermin', { terminid: booked.TerminId });
    expect(answer.body).toEqual({ Status: 200, Result: { Storniert: true } });
    expect(await slots()).toContain(first);
    expect((await client.call('getVideoTermine')).body.Result).toEqual({ Termine: [] });
    // Cancelled once: a second time it is not found.
    const again = await client.call('cancelVideoTermin', { terminid: booked.TerminId });
    expect(again.body).toEqual({
      Status: 400,
      Errors: { terminid: 'Der Termin wurde nicht gefunden.' },
    });
    // Booking, cancellation: two mails each to customer and adviser.
    const mails = await outboxMails(t.dataDir, 4);
    expect(
      mails.filter((m) => mailSubject(m).startsWith('Dein Videotermin wurde abgesagt')),
    ).toHaveLength(1);
  });

  it("answers another customer's appointment and adviser like missing ones", async () => {
    const [first] = await slots();
    if (first === undefined) throw new Error('no slots');
    const booked = (await book(first)).body.Result as Appointment;
    const other = await t.factory.customer();
    const otherClient = t.client();
    expect((await otherClient.login(other.customerNumber, other.password)).body.Status).toBe(200);
    const notFound = { Status: 400, Errors: { terminid: 'Der Termin wurde nicht gefunden.' } };
    expect(
      (await otherClient.call('cancelVideoTermin', { terminid: booked.TerminId })).body,
    ).toEqual(notFound);
    expect(
      (await otherClient.call('moveVideoTermin', { terminid: booked.TerminId, beginn: first }))
        .body,
    ).toEqual(notFound);
    expect((await otherClient.call('getVideoTermine')).body.Result).toEqual({ Termine: [] });
    const foreign = await otherClient.call('getVideoTerminSlots', { beraterid: agentId });
    expect(foreign.body).toEqual({
      Status: 400,
      Errors: {
        beraterid:
          'Mit dieser Beraterin oder diesem Berater kannst du keinen Videotermin vereinbaren.',
      },
    });
  });

  it('refuses an adviser who offers no video appointments, and a fourth upcoming appointment', async () => {
    const contract = await t.factory.contract(customer, { kind: 'KFZ' });
    const noVideo = await t.factory.adviser(
      { contractNumber: contract.contractNumber },
      { videoAppointments: false },
    );
    const refused = await client.call('getVideoTerminSlots', { beraterid: noVideo.agentId });
    expect(refused.body.Errors).toHaveProperty('beraterid');

    const free = await slots();
    for (const slot of free.slice(0, 3)) expect((await book(slot)).body.Status).toBe(200);
    const fourth = await book(free[3] ?? '');
    expect(fourth.body.Errors?.['beginn']).toMatch(/bereits 3 offene Videotermine/);
  });
});
