import type { PostboxEntry } from '@servicebereich/protocol';
import { PDFDocument } from 'pdf-lib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';
import type { FactoryCustomer } from '../../../test/factory.ts';

describe.skipIf(postgresUnavailable)('the postbox', () => {
  let t: TestApp;
  let customer: FactoryCustomer;
  let client: ApiClient;

  beforeEach(async () => {
    t = await createTestApp();
    customer = await t.factory.customer({ email: 'anna.berger@example.at' });
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
  });
  afterEach(async () => {
    await t.close();
  });

  const entries = async () =>
    (await client.call('getPostBoxEntries')).body.Result as PostboxEntry[];
  const markRead = (fileid: string) =>
    client.raw({
      query: 'Mode=MeinServicebereich&Function=SetPostBoxEntryRead',
      body: new URLSearchParams({ fileid }).toString(),
    });
  const download = (fileid: string, extra = '') =>
    client.raw({
      method: 'GET',
      query: `Mode=MeinServicebereich&Function=GetPostBoxFile&fileid=${fileid}${extra}`,
    });

  it('lists the entries newest first, with their status', async () => {
    const older = await t.factory.postboxEntry(customer, {
      title: 'Polizze',
      date: '2025-03-02',
      unread: false,
    });
    const newer = await t.factory.postboxEntry(customer, {
      title: 'Prämienvorschreibung 2026',
      date: '2025-12-01',
    });
    await t.factory.postboxEntry(await t.factory.customer(), { title: 'Fremd' });
    expect(await entries()).toEqual([
      {
        Key: newer.id,
        id: newer.id,
        Status: 'UNREAD',
        Title: 'Prämienvorschreibung 2026',
        CreationDate: '2025-12-01',
      },
      { Key: older.id, id: older.id, Status: 'READ', Title: 'Polizze', CreationDate: '2025-03-02' },
    ]);
  });

  it('answers an empty postbox with an empty list', async () => {
    expect(await entries()).toEqual([]);
  });

  it('shows the PDF inline with a strict CSP, in no frame, and leaves the entry unread', async () => {
    const entry = await t.factory.postboxEntry(customer, {
      fileName: 'Jahreskontoauszug März.pdf',
    });
    const answer = await download(entry.id);
    expect(answer.statusCode).toBe(200);
    const headers = answer.response.headers;
    expect(headers['content-type']).toBe('application/pdf');
    expect(headers['content-disposition']).toBe(
      `inline; filename="Jahreskontoauszug M_rz.pdf"; filename*=UTF-8''Jahreskontoauszug%20M%C3%A4rz.pdf`,
    );
    expect(headers['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    );
    const pdf = await PDFDocument.load(answer.response.rawPayload);
    expect(pdf.getTitle()).toBe('Jahreskontoauszug 2025');
    // A GET changes nothing: a page of another site could make the browser fetch it.
    expect((await entries())[0]?.Status).toBe('UNREAD');
  });

  it('marks only the opened entry read, and only with the CSRF token', async () => {
    const opened = await t.factory.postboxEntry(customer, { date: '2025-12-01' });
    const other = await t.factory.postboxEntry(customer, { date: '2025-11-01' });
    const token = client.csrfToken;
    client.csrfToken = undefined;
    expect((await markRead(opened.id)).body.Errors).toHaveProperty('GeneralCsrfToken');
    client.csrfToken = token;
    expect((await entries()).map((e) => e.Status)).toEqual(['UNREAD', 'UNREAD']);

    const answer = await markRead(opened.id);
    expect(answer.body.Result).toEqual({
      Key: opened.id,
      id: opened.id,
      Status: 'READ',
      Title: opened.title,
      CreationDate: '2025-12-01',
    });
    expect((await entries()).map((e) => [e.id, e.Status])).toEqual([
      [opened.id, 'READ'],
      [other.id, 'UNREAD'],
    ]);
    await t.restart();
    expect((await entries())[0]?.Status).toBe('READ');
  });

  it.each([
    ['GetPostBoxFile', (id: string) => download(id)],
    ['SetPostBoxEntryRead', (id: string) => markRead(id)],
  ])(
    "answers %s for another customer's entry like a missing one, and leaves it unread",
    async (_call, ask) => {
      const other = await t.factory.customer();
      const foreign = await t.factory.postboxEntry(other);
      for (const id of [foreign.id, 'unbekannt']) {
        const answer = await ask(id);
        expect(answer.statusCode).toBe(400);
        expect(answer.body.Errors).toEqual({ fileid: 'Das Dokument wurde nicht gefunden.' });
      }
      const otherClient = t.client();
      await otherClient.login(other.customerNumber, other.password);
      const theirs = (await otherClient.call('getPostBoxEntries')).body.Result as PostboxEntry[];
      expect(theirs[0]?.Status).toBe('UNREAD');
    },
  );

  it('lets the native app download with a single-use token instead of the cookie', async () => {
    const entry = await t.factory.postboxEntry(customer);
    const { TokenId } = (
      await client.call('getTokenId', { call: 'GetPostBoxFile', fileid: entry.id })
    ).body.Result as { TokenId: string };
    const native = t.client();
    const first = await native.raw({
      method: 'GET',
      query: `Mode=MeinServicebereich&Function=GetPostBoxFile&fileid=${entry.id}&tokenid=${TokenId}`,
    });
    expect(first.statusCode).toBe(200);
    expect(first.response.headers['content-type']).toBe('application/pdf');
    const again = await native.raw({
      method: 'GET',
      query: `Mode=MeinServicebereich&Function=GetPostBoxFile&fileid=${entry.id}&tokenid=${TokenId}`,
    });
    expect(again.body.Errors).toHaveProperty('notloggedin');
  });

  it('asks a visitor to log in', async () => {
    const entry = await t.factory.postboxEntry(customer);
    const answer = await t.client().raw({
      method: 'GET',
      query: `Mode=MeinServicebereich&Function=GetPostBoxFile&fileid=${entry.id}`,
    });
    expect(answer.body.Errors).toHaveProperty('notloggedin');
  });

  it('keeps the settings: no consent until given, the profile e-mail address by default', async () => {
    expect((await client.call('getPostBoxSettings')).body.Result).toEqual({
      ElektronischeZustellung: false,
      Benachrichtigung: false,
      Email: 'anna.berger@example.at',
    });
    const saved = await client.call('setPostBoxSettings', {
      elektronischezustellung: 'true',
      benachrichtigung: 'true',
      email: 'post@example.at',
    });
    const expected = {
      ElektronischeZustellung: true,
      Benachrichtigung: true,
      Email: 'post@example.at',
    };
    expect(saved.body.Result).toEqual(expected);
    await t.restart();
    expect((await client.call('getPostBoxSettings')).body.Result).toEqual(expected);

    // The consent is revocable.
    const revoked = await client.call('setPostBoxSettings', {
      elektronischezustellung: 'false',
      benachrichtigung: 'false',
      email: '',
    });
    expect(revoked.body.Result).toEqual({
      ElektronischeZustellung: false,
      Benachrichtigung: false,
      Email: '',
    });
  });

  it('asks for an e-mail address when notices are wanted', async () => {
    const answer = await client.call('setPostBoxSettings', {
      elektronischezustellung: 'true',
      benachrichtigung: 'true',
      email: '',
    });
    expect(answer.body.Errors).toEqual({
      email: 'Bitte gib eine E-Mail-Adresse für die Benachrichtigung ein.',
    });
  });
});
