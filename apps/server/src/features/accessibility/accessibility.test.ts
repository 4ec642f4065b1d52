import type { AccessibilityStatement } from '@servicebereich/protocol';
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

describe.skipIf(postgresUnavailable)('accessibility statement', { timeout: 30_000 }, () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let visitor: ApiClient;

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer();
    visitor = t.client();
    await visitor.fetchCsrfToken();
  });
  afterEach(async () => {
    await t.close();
  });

  const queued = () => t.db.selectFrom('mail_queue').selectAll().execute();

  it('answers a visitor the statement of the content folder with the day of its last check', async () => {
    const answer = await visitor.call('getErklaerungBarrierefreiheit');
    expect(answer.body.Status).toBe(200);
    const statement = answer.body.Result as AccessibilityStatement;
    expect(statement.Title).toBe('Erklärung zur Barrierefreiheit');
    expect(statement.CheckedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(statement.Body).toContainEqual({
      Kind: 'heading',
      Spans: [{ Text: 'Durchsetzungsverfahren', Style: 'plain', Href: null }],
    });
  });

  it("mails a visitor's report to the accessibility desk as plain text, with the sender as Reply-To", async () => {
    const answer = await visitor.call('emailBarrierefreiheit', {
      email: ' anna.berger@example.at ',
      ort: ' Postbox ',
      message: 'Der Brief ist zu klein.\r\nBcc: opfer@example.at\n<b>fett</b>',
    });
    expect(answer.body).toEqual({ Status: 200, Result: { Sent: true } });
    const [mail = ''] = await outboxMails(t.dataDir, 1);
    const head = mail.slice(0, mail.indexOf('\r\n\r\n'));
    expect(head).toContain(`To: ${t.config.mail.accessibilityEmail}`);
    expect(head).toContain('Reply-To: anna.berger@example.at');
    expect(head).not.toContain('opfer@example.at');
    expect(head).toContain('Content-Type: text/plain');
    expect(mailSubject(mail)).toBe('Barrierefreiheit: Rückmeldung aus dem Servicebereich');
    const text = mailText(mail);
    expect(text).toContain('Nicht angemeldet');
    expect(text).toContain('Wo: Postbox\n');
    expect(text).toContain('Bcc: opfer@example.at\n<b>fett</b>');
  });

  it("names a logged-in sender's customer number, and says when no place was given", async () => {
    const client = t.client();
    expect((await client.login(customer.customerNumber, customer.password)).body.Status).toBe(200);
    const answer = await client.call('emailBarrierefreiheit', {
      email: 'anna.berger@example.at',
      message: 'Die Tabelle liest mein Screenreader nicht.',
    });
    expect(answer.body.Status).toBe(200);
    const [mail = ''] = await outboxMails(t.dataDir, 1);
    expect(mailText(mail)).toContain(`Verfügernummer: ${customer.customerNumber}`);
    expect(mailText(mail)).toContain('Wo: nicht angegeben');
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
    [{ email: 'anna@example.at', message: '   ' }, { message: 'Bitte beschreib die Barriere.' }],
    [
      { email: 'anna@example.at', message: 'x'.repeat(5001) },
      { message: 'Die Nachricht darf höchstens 5000 Zeichen lang sein.' },
    ],
    [
      { email: 'anna@example.at', ort: 'x'.repeat(201), message: 'Hallo' },
      { ort: 'Die Angabe darf höchstens 200 Zeichen lang sein.' },
    ],
  ])('refuses a bad address, place or message and queues nothing (%#)', async (params, errors) => {
    const answer = await visitor.call('emailBarrierefreiheit', params);
    expect(answer.body).toEqual({ Status: 400, Errors: errors });
    expect(await queued()).toEqual([]);
  });

  it('takes 5 reports a minute from one address, and more from another', async () => {
    const params = { email: 'anna@example.at', message: 'Hallo' };
    for (let i = 0; i < 5; i++) {
      expect((await visitor.call('emailBarrierefreiheit', params)).body.Status).toBe(200);
    }
    const refused = await visitor.call('emailBarrierefreiheit', params);
    expect(refused.statusCode).toBe(429);
    expect(refused.body.Errors).toEqual({
      general: 'Zu viele Anfragen. Bitte warte kurz und versuche es dann noch einmal.',
    });
    await outboxMails(t.dataDir, 5);
    const elsewhere = t.client('203.0.113.77');
    await elsewhere.fetchCsrfToken();
    expect((await elsewhere.call('emailBarrierefreiheit', params)).body.Status).toBe(200);
  });
});
