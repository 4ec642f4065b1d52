import {
  POSTBOX_CONSENT_VERSION,
  POSTBOX_MESSAGES,
  type PaperCopy,
  type PostboxEntry,
  type PostboxSettings,
} from '@servicebereich/protocol';
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
      legallyRelevant: true,
    });
    await t.factory.postboxEntry(await t.factory.customer(), { title: 'Fremd' });
    expect(await entries()).toEqual([
      {
        Key: newer.id,
        id: newer.id,
        Status: 'UNREAD',
        Title: 'Prämienvorschreibung 2026',
        CreationDate: '2025-12-01',
        RechtlichRelevant: true,
      },
      {
        Key: older.id,
        id: older.id,
        Status: 'READ',
        Title: 'Polizze',
        CreationDate: '2025-03-02',
        RechtlichRelevant: false,
      },
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
      RechtlichRelevant: false,
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

  const consentEvents = (customerId = customer.id) =>
    t.db
      .selectFrom('postbox_consent_events')
      .select(['kind', 'text_version', 'occurred_at'])
      .where('customer_id', '=', customerId)
      .orderBy('occurred_at')
      .execute();
  const settings = async (of = client) =>
    (await of.call('getPostBoxSettings')).body.Result as PostboxSettings;
  const consent = (email = 'post@example.at', of = client) =>
    of.call('setPostBoxSettings', {
      elektronischezustellung: 'true',
      zustimmungstext: POSTBOX_CONSENT_VERSION,
      benachrichtigung: 'true',
      email,
    });
  const revoke = () =>
    client.call('setPostBoxSettings', {
      elektronischezustellung: 'false',
      benachrichtigung: 'false',
      email: '',
    });
  const requestPaperCopy = (of = client) => of.call('requestPostBoxPaperCopy');
  /** Days later the session has ended: the customer logs in again. */
  const later = async (ms: number) => {
    t.advance(ms);
    client = t.client();
    await client.login(customer.customerNumber, customer.password);
  };

  it('keeps the settings: no consent until given, the profile e-mail address by default', async () => {
    expect(await settings()).toEqual({
      ElektronischeZustellung: false,
      ZugestimmtAm: null,
      Zustimmungstext: null,
      PapierfassungAngefordertAm: null,
      Benachrichtigung: false,
      Email: 'anna.berger@example.at',
    });
    const saved = await consent();
    const expected = {
      ElektronischeZustellung: true,
      ZugestimmtAm: '2026-11-20',
      Zustimmungstext: POSTBOX_CONSENT_VERSION,
      PapierfassungAngefordertAm: null,
      Benachrichtigung: true,
      Email: 'post@example.at',
    };
    expect(saved.body.Result).toEqual(expected);
    await t.restart();
    expect(await settings()).toEqual(expected);

    // The consent is revocable.
    expect((await revoke()).body.Result).toEqual({
      ElektronischeZustellung: false,
      ZugestimmtAm: null,
      Zustimmungstext: null,
      PapierfassungAngefordertAm: null,
      Benachrichtigung: false,
      Email: '',
    });
  });

  it('records each consent and each revocation with its time and the text agreed to', async () => {
    const start = Date.UTC(2026, 10, 20, 9);
    await consent();
    t.advance(60_000);
    // Saving again with the consent standing (another address) records nothing.
    await consent('neu@example.at');
    await later(2 * 86_400_000);
    await revoke();
    await later(86_400_000);
    await revoke();
    await later(86_400_000);
    const again = await consent();
    expect((again.body.Result as PostboxSettings).ZugestimmtAm).toBe('2026-11-24');
    expect(await consentEvents()).toEqual([
      { kind: 'consent', text_version: POSTBOX_CONSENT_VERSION, occurred_at: start },
      {
        kind: 'revocation',
        text_version: POSTBOX_CONSENT_VERSION,
        occurred_at: start + 60_000 + 2 * 86_400_000,
      },
      {
        kind: 'consent',
        text_version: POSTBOX_CONSENT_VERSION,
        occurred_at: start + 60_000 + 4 * 86_400_000,
      },
    ]);
    // Another customer's record is their own.
    const other = await t.factory.customer();
    expect(await consentEvents(other.id)).toEqual([]);
  });

  it('takes a consent only with the version of a known consent text', async () => {
    const without = await client.call('setPostBoxSettings', {
      elektronischezustellung: 'true',
      benachrichtigung: 'false',
      email: '',
    });
    expect(without.body.Errors).toEqual({ zustimmungstext: POSTBOX_MESSAGES.consentVersion });
    const unknown = await client.raw({
      query: 'Mode=MeinServicebereich&Function=SetPostBoxSettings',
      body: new URLSearchParams({
        elektronischezustellung: 'true',
        zustimmungstext: '1999-01',
        benachrichtigung: 'false',
        email: '',
      }).toString(),
    });
    expect(unknown.body.Errors).toEqual({ zustimmungstext: POSTBOX_MESSAGES.consentVersion });
    expect(await consentEvents()).toEqual([]);
    expect((await settings()).ElektronischeZustellung).toBe(false);
  });

  it('takes the request for the free paper copy once, and answers a second with the first', async () => {
    const refused = await requestPaperCopy();
    expect(refused.body.Errors).toEqual({ general: POSTBOX_MESSAGES.paperCopyWithoutConsent });
    await consent();
    const first = await requestPaperCopy();
    expect(first.body.Result).toEqual({
      AngefordertAm: '2026-11-20',
      Neu: true,
    } satisfies PaperCopy);
    await later(3 * 86_400_000);
    const second = await requestPaperCopy();
    expect(second.body.Result).toEqual({ AngefordertAm: '2026-11-20', Neu: false });
    expect((await settings()).PapierfassungAngefordertAm).toBe('2026-11-20');
    // Once means once: also after a revocation and a new consent.
    await revoke();
    await consent();
    expect((await requestPaperCopy()).body.Result).toMatchObject({ Neu: false });
    const rows = await t.db.selectFrom('postbox_paper_copy_requests').selectAll().execute();
    expect(rows).toEqual([{ customer_id: customer.id, requested_at: Date.UTC(2026, 10, 20, 9) }]);
  });

  it("keeps one customer's paper copy and consent apart from another's", async () => {
    const other = await t.factory.customer();
    const otherClient = t.client();
    await otherClient.login(other.customerNumber, other.password);
    await consent();
    await requestPaperCopy();
    expect(await settings(otherClient)).toMatchObject({
      ElektronischeZustellung: false,
      ZugestimmtAm: null,
      PapierfassungAngefordertAm: null,
    });
    await consent('other@example.at', otherClient);
    expect((await requestPaperCopy(otherClient)).body.Result).toMatchObject({ Neu: true });
    const rows = await t.db
      .selectFrom('postbox_paper_copy_requests')
      .select('customer_id')
      .orderBy('customer_id')
      .execute();
    expect(rows.map((r) => r.customer_id).sort()).toEqual([customer.id, other.id].sort());
  });

  it('asks a visitor to log in before a paper copy', async () => {
    const visitor = await t.visitor();
    expect((await requestPaperCopy(visitor)).body.Errors).toHaveProperty('notloggedin');
    expect(await t.db.selectFrom('postbox_paper_copy_requests').selectAll().execute()).toEqual([]);
  });

  it('asks for an e-mail address when notices are wanted', async () => {
    const answer = await client.call('setPostBoxSettings', {
      elektronischezustellung: 'true',
      zustimmungstext: POSTBOX_CONSENT_VERSION,
      benachrichtigung: 'true',
      email: '',
    });
    expect(answer.body.Errors).toEqual({
      email: 'Bitte gib eine E-Mail-Adresse für die Benachrichtigung ein.',
    });
  });
});
