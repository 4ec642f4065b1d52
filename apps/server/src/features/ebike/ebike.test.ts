import { EBIKE_MESSAGES, type EbikeTrackerStatus } from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { ebikeRepository, type TrackerRow } from './ebike-repository.ts';
import { outboxMails } from '../../../test/data-dir.ts';
import { startEbikeTrackerProvider, type TestEbikeProvider } from '../../../test/ebike-provider.ts';
import type { FactoryContract, FactoryCustomer } from '../../../test/factory.ts';
import {
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';
import { mailSubject, mailText } from '../../../test/mail-text.ts';

const API_KEY = 'test-provider-key-7f3a';
const POLL_MS = 60_000;
/** Where createTestApp's clock starts; only the test moves it. */
const START = Date.UTC(2026, 10, 20, 9, 0, 0);
/** A tracker's IMEI with its check digit, and a frame number as stamped. */
const TRACKER = '356938035643809';
const OTHER_TRACKER = '490154203237518';
const FRAME = 'WBK 1234-567X';

/** Waits for what the test observes, however long a loaded machine takes. */
const until = { timeout: 20_000, interval: 20 };

describe.skipIf(postgresUnavailable)('the e-bike tracker', { timeout: 60_000 }, () => {
  let provider: TestEbikeProvider;
  let t: TestApp;
  let customer: FactoryCustomer;
  let ebike: FactoryContract;
  let client: ApiClient;

  async function appWith(tracker: Partial<NonNullable<TestApp['config']['ebikeTracker']>> | null) {
    const app = await createTestApp({
      ebikeTracker:
        tracker === null
          ? null
          : {
              provider: { kind: 'http', url: provider.url, apiKey: API_KEY },
              pollMs: POLL_MS,
              timeoutMs: 5_000,
              scanMs: 20,
              maxFailures: 3,
              maxPendingMs: 14 * 24 * 60 * 60_000,
              ...tracker,
            },
    });
    customer = await app.factory.customer({ firstName: 'Lena', lastName: 'Huber' });
    ebike = await app.factory.contract(customer, {
      kind: 'KFZ',
      features: { EbikeTracker: true },
      details: { Name: 'E-Bike-Versicherung' },
    });
    client = app.client();
    await client.login(customer.customerNumber, customer.password);
    return app;
  }

  const status = async (contractNumber = ebike.contractNumber) =>
    (await client.call('getEbikeTrackerStatus', { vertragsnummer: contractNumber })).body;
  const activate = (fields: Record<string, string> = {}) =>
    client.call('activateEbikeTracker', {
      vertragsnummer: ebike.contractNumber,
      rahmennummer: FRAME,
      trackerid: TRACKER,
      ...fields,
    });
  /** Waits until the stored activation is so, with no process holding it. */
  const stored = (check: (row: TrackerRow) => boolean) =>
    vi.waitFor(async () => {
      const row = await t.db.selectFrom('ebike_trackers').selectAll().executeTakeFirstOrThrow();
      expect(row.locked_until === null && check(row)).toBe(true);
    }, until);
  /** Waits for the provider's first answer to be stored. */
  const answered = () => stored((row) => row.provider_activation_id !== null);
  /** Waits for this state, then answers the status call. */
  const statusBecomes = async (state: EbikeTrackerStatus['Status']) => {
    await stored((row) => row.status === state);
    return (await status()).Result as EbikeTrackerStatus;
  };

  beforeEach(async () => {
    provider = await startEbikeTrackerProvider({ apiKey: API_KEY });
  });
  afterEach(async () => {
    await t.close();
    await provider.close();
  });

  it('is not activated at first, with the provider connected', async () => {
    t = await appWith({});
    expect(await status()).toEqual({
      Status: 200,
      Result: {
        Status: 'nicht-aktiviert',
        Verfuegbar: true,
        TrackerId: null,
        Rahmennummer: null,
        Angefragt: null,
        Aktiviert: null,
        Grund: null,
      },
    });
  });

  it('asks the provider at once, mails its desk, and is active once the provider says so', async () => {
    t = await appWith({});
    const answer = await activate();
    expect(answer.body).toEqual({
      Status: 200,
      Result: {
        Status: 'angefragt',
        Verfuegbar: true,
        TrackerId: TRACKER,
        Rahmennummer: 'WBK1234567X',
        Angefragt: new Date(START).toISOString(),
        Aktiviert: null,
        Grund: null,
      },
    });

    // The request reaches the provider without waiting for the poll interval.
    await answered();
    expect(provider.requests).toHaveLength(1);
    const [request] = provider.requests;
    expect(request).toMatchObject({
      method: 'POST',
      path: '/v1/activations',
      authorization: `Bearer ${API_KEY}`,
      body: {
        trackerId: TRACKER,
        frameNumber: 'WBK1234567X',
        policyNumber: ebike.contractNumber,
      },
    });
    const { reference } = request?.body as { reference: string };
    expect(request?.idempotencyKey).toBe(reference);

    // Pending at the provider: asked again after the poll interval, not before.
    expect(((await status()).Result as EbikeTrackerStatus).Status).toBe('angefragt');
    t.advance(POLL_MS);
    const active = await statusBecomes('aktiv');
    expect(provider.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /v1/activations',
      expect.stringMatching(/^GET \/v1\/activations\/act_/) as unknown,
    ]);
    expect(active.Aktiviert).not.toBeNull();

    const mails = await outboxMails(t.dataDir, 2);
    const desk = mails.find((m) => m.includes(`To: ${t.config.mail.ebikeTrackerEmail}`)) ?? '';
    expect(mailSubject(desk)).toBe(
      `E-Bike-Tracker: Aktivierung für Polizze ${ebike.contractNumber}`,
    );
    expect(mailText(desk)).toContain('Versicherungsnehmer: Lena Huber');
    expect(mailText(desk)).toContain(`Tracker-ID (IMEI): ${TRACKER}`);
    expect(mailText(desk)).toContain('Rahmennummer: WBK1234567X');
    const result = mails.find((m) => m.includes(`To: ${customer.email}`)) ?? '';
    expect(mailSubject(result)).toBe('Dein E-Bike-Tracker ist aktiv');
  });

  it('with the demo’s stand-in provider, is active once the time it takes has passed', async () => {
    const activationMs = 20_000;
    t = await appWith({ provider: { kind: 'stand-in', activationMs }, pollMs: 5_000 });
    expect(((await activate()).body.Result as EbikeTrackerStatus).Status).toBe('angefragt');
    await answered();
    expect(((await status()).Result as EbikeTrackerStatus).Status).toBe('angefragt');
    t.advance(activationMs);
    const active = await statusBecomes('aktiv');
    expect(active.Aktiviert).toBe(new Date(START + activationMs).toISOString());
    // The local provider of this test was never asked.
    expect(provider.requests).toEqual([]);
  });

  it('refuses another activation while one is under way, and once it is active', async () => {
    t = await appWith({});
    await activate();
    expect((await activate({ trackerid: OTHER_TRACKER })).body).toEqual({
      Status: 400,
      Errors: { general: EBIKE_MESSAGES.alreadyRequested },
    });
    await answered();
    t.advance(POLL_MS);
    await statusBecomes('aktiv');
    expect((await activate({ trackerid: OTHER_TRACKER })).body).toEqual({
      Status: 400,
      Errors: { general: EBIKE_MESSAGES.alreadyActive },
    });
    const rows = await t.db.selectFrom('ebike_trackers').selectAll().execute();
    expect(rows.map((r) => [r.status, r.tracker_id])).toEqual([['aktiv', TRACKER]]);
  });

  it('shows why the provider rejected a tracker, and takes another one after that', async () => {
    t = await appWith({});
    provider.rejected.set(TRACKER, 'tracker_unknown');
    await activate();
    const rejected = await statusBecomes('abgelehnt');
    expect(rejected.Grund).toBe('tracker-unbekannt');
    const mails = await outboxMails(t.dataDir, 2);
    expect(mails.map(mailSubject)).toContain('Dein E-Bike-Tracker ist noch nicht aktiv');

    const again = await activate({ trackerid: OTHER_TRACKER });
    expect(again.body.Result).toMatchObject({
      Status: 'angefragt',
      TrackerId: OTHER_TRACKER,
      Grund: null,
    });
    await answered();
    t.advance(POLL_MS);
    await statusBecomes('aktiv');
    // Each request has a reference of its own: the provider takes the second as a new one.
    const references = provider.requests
      .filter((r) => r.method === 'POST')
      .map((r) => (r.body as { reference: string }).reference);
    expect(new Set(references).size).toBe(2);
  });

  it('keeps asking while the provider is down, with longer pauses, and then gives up', async () => {
    t = await appWith({ maxFailures: 3 });
    provider.failNext(3);
    await activate();
    await stored((row) => row.failures === 1);
    // The second attempt comes after one poll interval, the third after two more.
    t.advance(POLL_MS);
    await stored((row) => row.failures === 2);
    t.advance(POLL_MS);
    expect(((await status()).Result as EbikeTrackerStatus).Status).toBe('angefragt');
    t.advance(POLL_MS);
    const failed = await statusBecomes('fehlgeschlagen');
    expect(failed.Grund).toBe('nicht-erreichbar');
    expect(provider.requests).toHaveLength(3);
    // Each attempt was the same request, so a provider that got one of them counts it once.
    expect(new Set(provider.requests.map((r) => r.idempotencyKey)).size).toBe(1);
  });

  it('gives up on an activation the provider leaves pending too long', async () => {
    t = await appWith({ maxPendingMs: 2 * POLL_MS });
    provider.pendingChecks = 100;
    await activate();
    await answered();
    t.advance(POLL_MS);
    await vi.waitFor(() => {
      expect(provider.requests).toHaveLength(2);
    }, until);
    await stored((row) => row.next_check_at === START + 2 * POLL_MS);
    expect(((await status()).Result as EbikeTrackerStatus).Status).toBe('angefragt');
    t.advance(POLL_MS);
    expect((await statusBecomes('fehlgeschlagen')).Grund).toBe('keine-antwort');
  });

  it('sends each request once, however many server processes run', async () => {
    t = await appWith({});
    // Two more apps on the same database, as further processes behind a load balancer.
    const others = await Promise.all(
      [1, 2].map(() => buildApp(t.config, { database: t.database, clock: () => START })),
    );
    try {
      await Promise.all(others.map((app) => app.ready()));
      await activate();
      await answered();
      t.advance(POLL_MS);
      await statusBecomes('aktiv');
      // All three looked for due activations all along; one of them asked each time.
      expect(provider.requests.map((r) => r.method)).toEqual(['POST', 'GET']);
    } finally {
      await Promise.all(others.map((app) => app.close()));
    }
  });

  it('hands a due activation to one taker only, however many ask at once', async () => {
    t = await appWith(null);
    const trackers = ebikeRepository(t.db, t.database.dialect);
    await trackers.request(
      {
        contractNumber: ebike.contractNumber,
        customerId: customer.id,
        trackerId: TRACKER,
        frameNumber: 'WBK1234567X',
        reference: 'ref-1',
      },
      START,
      () => Promise.resolve(),
    );
    const taken = await Promise.all(Array.from({ length: 8 }, () => trackers.take(START, 60_000)));
    expect(taken.filter((row) => row !== undefined)).toHaveLength(1);
    // Held, it is nobody else's until the hold ends.
    expect(await trackers.take(START + 59_999, 60_000)).toBeUndefined();
    expect(await trackers.take(START + 60_000, 60_000)).toBeDefined();
  });

  it('refuses a contract without the tracker and one that is not the customer', async () => {
    t = await appWith({});
    const motor = await t.factory.contract(customer, { kind: 'KFZ', features: {} });
    expect(await status(motor.contractNumber)).toEqual({
      Status: 400,
      Errors: { vertragsnummer: EBIKE_MESSAGES.noTracker },
    });
    const stranger = await t.factory.customer();
    const theirs = await t.factory.contract(stranger, {
      kind: 'KFZ',
      features: { EbikeTracker: true },
    });
    expect(await status(theirs.contractNumber)).toEqual({
      Status: 400,
      Errors: { vertragsnummer: EBIKE_MESSAGES.contractNotFound },
    });
    const refused = await client.call('activateEbikeTracker', {
      vertragsnummer: theirs.contractNumber,
      rahmennummer: FRAME,
      trackerid: TRACKER,
    });
    expect(refused.body.Errors).toEqual({ vertragsnummer: EBIKE_MESSAGES.contractNotFound });
    expect(await t.db.selectFrom('ebike_trackers').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('mail_queue').selectAll().execute()).toEqual([]);
    expect(provider.requests).toEqual([]);
  });

  it('names the wrong fields in German and stores nothing', async () => {
    t = await appWith({});
    const answer = await activate({ rahmennummer: 'AB', trackerid: '356938035643808' });
    expect(answer.body).toEqual({
      Status: 400,
      Errors: {
        rahmennummer: EBIKE_MESSAGES.frameNumber,
        trackerid: EBIKE_MESSAGES.trackerIdCheck,
      },
    });
    expect(await t.db.selectFrom('ebike_trackers').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('mail_queue').selectAll().execute()).toEqual([]);
    expect(provider.requests).toEqual([]);
  });

  it('says plainly that nothing can be activated without a provider', async () => {
    t = await appWith(null);
    expect(((await status()).Result as EbikeTrackerStatus).Verfuegbar).toBe(false);
    expect((await activate()).body).toEqual({
      Status: 400,
      Errors: { general: EBIKE_MESSAGES.unavailable },
    });
    expect(await t.db.selectFrom('ebike_trackers').selectAll().execute()).toEqual([]);
    expect(await t.db.selectFrom('mail_queue').selectAll().execute()).toEqual([]);
  });
});
