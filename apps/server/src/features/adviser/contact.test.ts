import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filesIn, outboxMails } from '../../../test/data-dir.ts';
import { mailSubject, mailText } from '../../../test/mail-text.ts';
import type { FactoryCustomer } from '../../../test/factory.ts';
import { HTML_AS_PDF, jpeg, pdf } from '../../../test/files.ts';
import {
  captureLog,
  createTestApp,
  mentions,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
  type UploadFile,
} from '../../../test/harness.ts';

const MESSAGE = 'Ich möchte meine Sparrate ab Jänner erhöhen. Bitte melde dich bei mir.';

describe.skipIf(postgresUnavailable)('contact form (General.Kontakt)', { timeout: 30_000 }, () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let client: ApiClient;
  let log: ReturnType<typeof captureLog>;
  let adviserId: string;
  let contractNumber: string;

  beforeEach(async () => {
    log = captureLog();
    t = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
    customer = await t.factory.customer({ titlePrefix: 'Mag.', firstName: 'Anna' });
    const savings = await t.factory.contract(customer, {
      kind: 'Ansparen',
      details: { Name: 'Bausparvertrag' },
    });
    contractNumber = savings.contractNumber;
    adviserId = (
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

  const send = (fields: Record<string, string>, files: readonly UploadFile[] = []) =>
    client.upload('kontakt', { thema: 'vertrag', nachricht: MESSAGE, ...fields }, files);
  const storedFiles = () => filesIn(path.join(t.dataDir, 'files', 'blobs'));
  const queued = () => t.db.selectFrom('mail_queue').selectAll().execute();
  const mailTo = (mails: string[], address: string) => {
    const found = mails.find((m) => m.includes(`\nTo: ${address}`));
    if (found === undefined) throw new Error(`no mail to ${address}`);
    return found;
  };
  const headersOf = (mail: string) => mail.slice(0, mail.indexOf('\r\n\r\n'));

  it('sends a message without files to the adviser and confirms it to the customer', async () => {
    const answer = await send({
      agentId: adviserId,
      vertragsnummer: contractNumber,
      betreff: 'Sparrate erhöhen',
      rueckruf: 'true',
      telefon: '+43 664 7654321',
      zeitfenster: 'vormittag',
    });
    expect(answer.body).toEqual({ Status: 200, Result: { Sent: true } });

    const mails = await outboxMails(t.dataDir, 2);
    const adviser = mailTo(mails, 'florian.eder@example.at');
    expect(mailSubject(adviser)).toBe(
      `Nachricht aus dem Servicebereich: Frage zu meinem Vertrag (Verfügernummer ${customer.customerNumber})`,
    );
    expect(headersOf(adviser)).toContain(`Reply-To: ${customer.email}`);
    expect(mailText(adviser)).toContain(
      `Von: Mag. Anna Berger, Verfügernummer ${customer.customerNumber}`,
    );
    expect(mailText(adviser)).toContain(`Vertrag: Bausparvertrag (${contractNumber})`);
    expect(mailText(adviser)).toContain(
      'Rückruf erbeten: unter +43 664 7654321, Vormittag (8–12 Uhr)',
    );
    expect(mailText(adviser)).toContain('Ohne Anhänge.');
    expect(adviser).not.toContain('Content-Disposition: attachment');

    const confirmation = mailTo(mails, customer.email);
    expect(mailSubject(confirmation)).toBe('Deine Nachricht an Mag. Florian Eder');
    expect(mailText(confirmation)).toContain('Betreff: Sparrate erhöhen');
  });

  it('sends 10 photos and PDFs to the head office as attachments', async () => {
    const photo = await jpeg();
    const document = await pdf('Gehaltszettel');
    const files = Array.from({ length: 10 }, (_, i) =>
      i % 2 === 0
        ? { name: `foto-${i}.jpg`, data: photo }
        : { name: `beleg-${i}.pdf`, data: document },
    );
    const answer = await send({ headquarter: 'true', thema: 'dokumente' }, files);
    expect(answer.body.Status).toBe(200);
    const mails = await outboxMails(t.dataDir, 2);
    const office = mailTo(mails, t.config.mail.adviserEmail);
    for (const file of files) expect(office).toContain(`filename=${file.name}`);
    expect(mailText(office)).toContain('Anhänge (10): foto-0.jpg, beleg-1.pdf');
    const confirmation = mailTo(mails, customer.email);
    expect(mailSubject(confirmation)).toBe('Deine Nachricht an Kundenservice-Zentrale');
    expect(confirmation).not.toContain('Content-Disposition: attachment');
    // Sent mails release their files: the queue lets a mail go once its sending has returned,
    // which may be just after the mail has arrived.
    await vi.waitFor(
      async () => {
        expect(await queued()).toEqual([]);
      },
      { timeout: 20_000, interval: 20 },
    );
  });

  it('refuses 11 files and a disguised file, and queues and keeps nothing', async () => {
    const photo = await jpeg();
    const eleven = Array.from({ length: 11 }, (_, i) => ({ name: `foto-${i}.jpg`, data: photo }));
    expect((await send({ agentId: adviserId }, eleven)).body).toEqual({
      Status: 400,
      Errors: { file: 'Du kannst höchstens 10 Dateien auf einmal hochladen.' },
    });
    expect(
      (
        await send({ agentId: adviserId }, [
          { name: 'foto.jpg', data: photo },
          { name: 'vertrag.pdf', data: HTML_AS_PDF },
        ])
      ).body.Errors,
    ).toEqual({
      file: 'Die Datei „vertrag.pdf“ hat kein erlaubtes Format. Erlaubt sind Fotos (JPEG, PNG, HEIC) und PDF-Dateien.',
    });
    expect(await queued()).toEqual([]);
    expect(await storedFiles()).toEqual([]);
  });

  it("answers another customer's adviser like a missing one with agentnotfound", async () => {
    const other = await t.factory.customer();
    const theirs = await t.factory.adviser(
      { customerId: other.id },
      { email: 'fremd@example.at', name: 'Dr. Fremd' },
    );
    const photo = [{ name: 'foto.jpg', data: await jpeg() }];
    const foreign = await send({ agentId: theirs.agentId }, photo);
    const missing = await send({ agentId: 'B-999999' }, photo);
    expect(foreign.body).toEqual({
      Status: 400,
      Errors: {
        agentnotfound:
          'Diese Beraterin oder diesen Berater haben wir nicht gefunden. Bitte wende dich an unsere Zentrale.',
      },
    });
    expect(missing.body).toEqual(foreign.body);
    expect(log.security()).toContainEqual(
      expect.objectContaining({ security: 'refused-id', parameter: 'agentnotfound' }),
    );
    expect(await queued()).toEqual([]);
    // The files it brought are named by nothing and left to the sweep.
    expect(await t.db.selectFrom('blobs').selectAll().execute()).toEqual([]);
  });

  it("answers another customer's contract like a missing one", async () => {
    const other = await t.factory.customer();
    const theirs = await t.factory.contract(other, { kind: 'KFZ' });
    const foreign = await send({ headquarter: 'true', vertragsnummer: theirs.contractNumber });
    const missing = await send({ headquarter: 'true', vertragsnummer: '9999999999' });
    expect(foreign.body).toEqual({
      Status: 400,
      Errors: { vertragsnummer: 'Der Vertrag wurde nicht gefunden.' },
    });
    expect(missing.body).toEqual(foreign.body);
    expect(await queued()).toEqual([]);
  });

  it.each([
    ['no recipient', {}, 'agentId'],
    ['both recipients', { agentId: 'B-1', headquarter: 'true' }, 'agentId'],
    ['no topic', { headquarter: 'true', thema: '' }, 'thema'],
    ['an empty message', { headquarter: 'true', nachricht: '   ' }, 'nachricht'],
    [
      'a callback without a phone number',
      { headquarter: 'true', rueckruf: 'true', zeitfenster: 'mittag' },
      'telefon',
    ],
    [
      'a callback without a time window',
      { headquarter: 'true', rueckruf: 'true', telefon: '0664 1234567' },
      'zeitfenster',
    ],
    ['a phone number with letters', { headquarter: 'true', telefon: '0664 CALL ME' }, 'telefon'],
  ])('refuses %s with a German message under the field', async (_label, fields, field) => {
    const answer = await send(fields);
    expect(answer.body.Status).toBe(400);
    expect(Object.keys(answer.body.Errors ?? {})).toContain(field);
  });

  it('keeps headers free of what the customer typed, sends HTML as text and logs no message text', async () => {
    const typed = 'Hallo\r\nBcc: boese@example.at\r\n<script>alert(1)</script><b>fett</b>';
    const answer = await send(
      {
        agentId: adviserId,
        betreff: 'Frage\r\nBcc: boese@example.at',
        nachricht: typed,
        telefon: '+43 664 7654321',
      },
      [{ name: 'foto\r\nBcc: boese@example.at.jpg', data: await jpeg() }],
    );
    expect(answer.body.Status).toBe(200);
    const mails = await outboxMails(t.dataDir, 2);
    for (const mail of mails) {
      const headers = headersOf(mail);
      expect(headers).not.toMatch(/^Bcc:/im);
      expect(headers).not.toContain('boese@example.at');
      expect(mail).toContain('Content-Type: text/plain');
      expect(mail).not.toContain('text/html');
    }
    // Shown as typed, as text: no mail part renders it.
    expect(mailTo(mails, 'florian.eder@example.at')).toContain('<script>alert(1)</script>');
    const text = log.text();
    for (const secret of ['boese@example.at', 'Sparrate', 'fett', '+43 664 7654321', 'Frage']) {
      expect(mentions(text, secret)).toBe(false);
    }
  });
});
