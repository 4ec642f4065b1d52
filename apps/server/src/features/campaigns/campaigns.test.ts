import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LectureSummary, My21Programme, Slider } from '@servicebereich/protocol';
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
import { loadConfig } from '../../config.ts';

const DAY_MS = 24 * 60 * 60_000;

describe.skipIf(postgresUnavailable)('campaigns', { timeout: 30_000 }, () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let visitor: ApiClient;
  let client: ApiClient;

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer();
    visitor = t.client();
    await visitor.fetchCsrfToken();
    client = t.client();
    expect((await client.login(customer.customerNumber, customer.password)).body.Status).toBe(200);
  });
  afterEach(async () => {
    await t.close();
  });

  const programme = async (c: ApiClient) =>
    (await c.call('getMy21Content')).body.Result as My21Programme;
  /** Moves the clock on; the session would have ended meanwhile, so the customer logs in again. */
  const later = async (ms: number) => {
    t.advance(ms);
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
  };
  const queued = () => t.db.selectFrom('mail_queue').selectAll().execute();

  describe('my21', () => {
    it('shows a visitor the 21 days locked, without their content', async () => {
      const answer = await programme(visitor);
      expect(answer.Started).toBeNull();
      expect(answer.Days).toHaveLength(21);
      for (const day of answer.Days) {
        expect(day).toEqual({ Day: day.Day, Unlocked: false, UnlocksOn: null });
      }
    });

    it('opens day 1 on the start and one more day each day in Austria', async () => {
      // 20 November 2026, 23:30 UTC is already the 21st in Vienna.
      await later(14.5 * 60 * 60_000);
      const started = (await client.call('startMy21')).body.Result as My21Programme;
      expect(started.Started).toBe('2026-11-21');
      const [first, second, last] = [started.Days[0], started.Days[1], started.Days[20]];
      expect(first).toMatchObject({ Day: 1, Unlocked: true, Title: 'Ankommen', Done: false });
      expect(first?.Unlocked === true && first.Task).toContain('fünf Minuten');
      expect(first?.Unlocked === true && first.Image).toBe('my21-tag-01.svg');
      expect(second).toEqual({ Day: 2, Unlocked: false, UnlocksOn: '2026-11-22' });
      expect(last).toEqual({ Day: 21, Unlocked: false, UnlocksOn: '2026-12-11' });

      // Starting again keeps the first start.
      await later(DAY_MS);
      expect(((await client.call('startMy21')).body.Result as My21Programme).Started).toBe(
        '2026-11-21',
      );
      const next = await programme(client);
      expect(next.Days.filter((d) => d.Unlocked).map((d) => d.Day)).toEqual([1, 2]);
      await later(30 * DAY_MS);
      expect((await programme(client)).Days.every((d) => d.Unlocked)).toBe(true);
      // Another customer's programme is their own.
      const other = await t.factory.customer();
      const otherClient = t.client();
      await otherClient.login(other.customerNumber, other.password);
      expect((await programme(otherClient)).Started).toBeNull();
    });

    it('keeps the tasks done on the server and takes a tick back', async () => {
      await client.call('startMy21');
      const done = await client.call('setMy21Erledigt', { tag: '1', erledigt: 'true' });
      expect(done.body.Status).toBe(200);
      expect((done.body.Result as My21Programme).Days[0]).toMatchObject({ Done: true });
      await t.restart();
      expect((await programme(client)).Days[0]).toMatchObject({ Done: true });
      await client.call('setMy21Erledigt', { tag: '1', erledigt: 'false' });
      expect((await programme(client)).Days[0]).toMatchObject({ Done: false });
    });

    it('refuses a locked day, a day before the start and a day that does not exist', async () => {
      expect((await client.call('setMy21Erledigt', { tag: '1', erledigt: 'true' })).body).toEqual({
        Status: 400,
        Errors: { tag: 'Bitte starte my21 zuerst.' },
      });
      await client.call('startMy21');
      expect((await client.call('setMy21Erledigt', { tag: '3', erledigt: 'true' })).body).toEqual({
        Status: 400,
        Errors: { tag: 'Dieser Tag ist noch nicht freigeschaltet. Er öffnet am 22.11.2026.' },
      });
      expect(
        (await client.call('setMy21Erledigt', { tag: '22', erledigt: 'true' })).body.Errors,
      ).toEqual({ tag: 'Diesen Tag gibt es in my21 nicht.' });
      expect(await t.db.selectFrom('my21_tasks_done').selectAll().execute()).toEqual([]);
    });

    it('lets only a logged-in customer start and tick', async () => {
      for (const call of ['startMy21', 'setMy21Erledigt'] as const) {
        expect((await visitor.call(call, { tag: '1', erledigt: 'true' })).body.Errors).toEqual({
          notloggedin: 'Bitte melde dich an.',
        });
      }
      expect(await t.db.selectFrom('my21_programmes').selectAll().execute()).toEqual([]);
    });
  });

  describe('feedback and questionnaire mails', () => {
    it('mails the feedback to the my21 address as plain text, with the sender as Reply-To', async () => {
      const answer = await visitor.call('emailMy21Feedback', {
        email: ' anna.berger@example.at ',
        message: 'Tag 4 war super!\r\nBcc: opfer@example.at\n<b>fett</b>',
      });
      expect(answer.body).toEqual({ Status: 200, Result: { Sent: true } });
      const [mail = ''] = await outboxMails(t.dataDir, 1);
      const head = mail.slice(0, mail.indexOf('\r\n\r\n'));
      expect(head).toContain(`To: ${t.config.mail.my21Email}`);
      expect(head).toContain('Reply-To: anna.berger@example.at');
      expect(head).not.toContain('opfer@example.at');
      expect(head).toContain('Content-Type: text/plain');
      expect(mailSubject(mail)).toBe('my21: Feedback aus dem Servicebereich');
      expect(mailText(mail)).toContain('Nicht angemeldet');
      expect(mailText(mail)).toContain('Bcc: opfer@example.at\n<b>fett</b>');
    });

    it("names a logged-in sender's customer number in the questionnaire", async () => {
      const answer = await client.call('emailMy21Fragebogen', {
        email: 'anna.berger@example.at',
        message: 'Wie hat dir my21 gefallen? Sehr gut',
      });
      expect(answer.body.Status).toBe(200);
      const [mail = ''] = await outboxMails(t.dataDir, 1);
      expect(mailSubject(mail)).toBe('my21: Fragebogen aus dem Servicebereich');
      expect(mailText(mail)).toContain(`Verfügernummer: ${customer.customerNumber}`);
    });

    it.each([
      [
        { email: 'kein-at-zeichen', message: 'Hallo' },
        { email: 'Bitte gib eine gültige E-Mail-Adresse ein.' },
      ],
      [
        { email: 'anna@example.at\r\nBcc: opfer@example.at', message: 'Hallo' },
        { email: 'Bitte gib eine gültige E-Mail-Adresse ein.' },
      ],
      [{ email: 'anna@example.at', message: '   ' }, { message: 'Bitte gib eine Nachricht ein.' }],
      [
        { email: 'anna@example.at', message: 'x'.repeat(5001) },
        { message: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.' },
      ],
    ])(
      'refuses a bad e-mail address or message and queues nothing (%#)',
      async (params, errors) => {
        const answer = await visitor.call('emailMy21Feedback', params);
        expect(answer.body).toEqual({ Status: 400, Errors: errors });
        expect(await queued()).toEqual([]);
      },
    );

    it('takes 5 mails a minute from one address', async () => {
      const params = { email: 'anna@example.at', message: 'Hallo' };
      for (let i = 0; i < 5; i++) {
        expect((await visitor.call('emailMy21Fragebogen', params)).body.Status).toBe(200);
      }
      const refused = await visitor.call('emailMy21Feedback', params);
      expect(refused.statusCode).toBe(429);
      expect(refused.body.Errors).toEqual({
        general: 'Zu viele Anfragen. Bitte warte kurz und versuche es dann noch einmal.',
      });
      await outboxMails(t.dataDir, 5);
    });
  });

  describe('sliders, lectures, pages and pictures', () => {
    it('answers the lectures newest first and one lecture with its text', async () => {
      const list = (await visitor.call('getVortraege')).body.Result as LectureSummary[];
      expect(list.map((l) => l.Id)).toEqual([1, 2, 3]);
      expect(list[0]).toEqual({
        Id: 1,
        Title: 'Richtig heizen und lüften',
        Speaker: 'DI Martina Steiner, Energieberaterin',
        Date: '2026-10-08',
        Minutes: 45,
        Teaser: 'Wie du im Winter Energie sparst und Schimmel vermeidest.',
        HasVideo: false,
      });
      const lecture = await visitor.call('getVortrag', { id: '2' });
      expect(lecture.body.Result).toMatchObject({ Id: 2, VideoUrl: null });
      expect(JSON.stringify(lecture.body.Result)).toContain('Kilowatt-Peak');
      expect((await visitor.call('getVortrag', { id: '99' })).body).toEqual({
        Status: 400,
        Errors: { id: 'Diesen Vortrag gibt es nicht (mehr).' },
      });
    });

    it('answers the Schmerzlinderung page with its documents', async () => {
      const page = await visitor.call('getServiceSeite', { seite: 'schmerzlinderung' });
      expect(page.body.Result).toMatchObject({
        Title: 'Gemeinsam gesund: Schmerzlinderung',
        Documents: ['Ärztliche Verordnung', 'Rechnung der Behandlung', 'Zahlungsbestätigung'],
      });
      expect((await visitor.call('getServiceSeite', { seite: 'andere' })).body.Errors).toEqual({
        seite: 'Diese Seite gibt es nicht.',
      });
    });

    it('serves a picture as a sandboxed image and refuses names outside the folder', async () => {
      const picture = await visitor.raw({
        method: 'GET',
        query: 'Mode=MeinServicebereich&Function=GetContentImage&name=my21-tag-01.svg',
      });
      expect(picture.statusCode).toBe(200);
      expect(picture.response.headers['content-type']).toBe('image/svg+xml');
      expect(picture.response.headers['content-security-policy']).toContain('sandbox');
      expect(picture.response.headers['x-content-type-options']).toBe('nosniff');
      expect(picture.response.headers['cache-control']).toBe('public, max-age=3600');
      expect(picture.response.body).toContain('<svg');
      for (const name of ['../content.ts', 'fehlt.svg']) {
        const refused = await visitor.raw({
          method: 'GET',
          query: `Mode=MeinServicebereich&Function=GetContentImage&name=${encodeURIComponent(name)}`,
        });
        expect(refused.body).toEqual({
          Status: 400,
          Errors: { name: 'Dieses Bild gibt es nicht.' },
        });
      }
    });
  });
});

describe.skipIf(postgresUnavailable)('content with dates and videos', { timeout: 30_000 }, () => {
  let dir: string;
  let t: TestApp;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'servicebereich-content-'));
    await cp(loadConfig({}).contentDir, dir, { recursive: true });
    const slider = path.join(dir, 'slider/02-me1nzuhause.md');
    await writeFile(
      slider,
      (await readFile(slider, 'utf8')).replace(
        '---\ntitel',
        '---\nvon: 2026-11-21\nbis: 2026-11-30\ntitel',
      ),
    );
    const lecture = path.join(dir, 'me1nzuhause/vortrag-3.md');
    await writeFile(
      lecture,
      (await readFile(lecture, 'utf8')).replace(
        '---\nid',
        '---\nvideo: https://video.example.at/embed/7\nid',
      ),
    );
    t = await createTestApp({ contentDir: dir });
  });
  afterEach(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('shows a slider from its first to its last day in Austria', async () => {
    const ids = async () => {
      const client = t.client();
      await client.fetchCsrfToken();
      return ((await client.call('getSliders')).body.Result as Slider[]).map((s) => s.Id);
    };
    expect(await ids()).toEqual(['01-my21', '03-schmerzlinderung', '04-dokbox']);
    // 21 November in Vienna begins at 23:00 UTC on the 20th.
    t.advance(14 * 60 * 60_000);
    expect(await ids()).toContain('02-me1nzuhause');
    t.advance(10 * DAY_MS);
    expect(await ids()).not.toContain('02-me1nzuhause');
  });

  it("lets the page frame the lectures' video player and no other", async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: '/api?Mode=General&Function=GetCSRFToken',
    });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-src 'self' https://video.example.at;");
    const client = t.client();
    await client.fetchCsrfToken();
    expect((await client.call('getVortrag', { id: '3' })).body.Result).toMatchObject({
      HasVideo: true,
      VideoUrl: 'https://video.example.at/embed/7',
    });
  });
});
