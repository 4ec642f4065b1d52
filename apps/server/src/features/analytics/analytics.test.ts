import { encodeForm } from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runAdmin } from '../../admin/admin.ts';
import {
  captureLog,
  createTestApp,
  mentions,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';
import { firstKeptDay } from './analytics-handlers.ts';

const DAY_MS = 24 * 60 * 60_000;

let t: TestApp;
let log: ReturnType<typeof captureLog>;

/** Sends the events (wire items) as the app does: one call, `ereignisse[]` repeated. */
function send(client: ApiClient, items: readonly string[]) {
  return client.raw({
    query: 'Mode=General&Function=Nutzungsstatistik',
    body: encodeForm({ ereignisse: items }).toString(),
  });
}

/** What `npm run admin -- analytics …` prints. */
async function report(...args: string[]): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const code = await runAdmin(['analytics', ...args], {
    db: t.db,
    now: Date.UTC(2026, 10, 20, 9),
    activationCodeMs: t.config.activationCodeMs,
    config: t.config,
    out: (line) => lines.push(...line.split('\n')),
  });
  return { code, lines };
}

const stored = () => t.db.selectFrom('analytics_counts').selectAll().orderBy('event').execute();

describe.skipIf(postgresUnavailable)('usage analytics', { timeout: 60_000 }, () => {
  beforeEach(async () => {
    log = captureLog();
    t = await createTestApp({ logLevel: 'info' }, { logStream: log.stream });
  });
  afterEach(async () => {
    await t.close();
  });

  it('counts the events of visitors and customers per day and event, which the report prints', async () => {
    const visitor = await t.visitor();
    expect(
      (
        await send(visitor, [
          'ansicht|/login',
          'ansicht|/services/schadensmeldung/kfz/:contractId?',
        ])
      ).body,
    ).toEqual({ Status: 200, Result: { Gezaehlt: 2 } });
    const customer = await t.factory.customer();
    const client = t.client();
    await client.login(customer.customerNumber, customer.password);
    await send(client, [
      'login|passwort',
      'ansicht|/dashboard',
      'ansicht|/login',
      'upload|dokbox',
      'upload|checkliste',
    ]);
    t.advance(DAY_MS);
    await send(await t.visitor(), ['termin-gebucht|', 'ansicht|/:motive/vertrag/:contractId']);

    expect(await report('report')).toEqual({
      code: 0,
      lines: [
        '2026-11-21  ansicht              1',
        '2026-11-21  termin-gebucht       1',
        '2026-11-20  ansicht              4',
        '2026-11-20  login                1',
        '2026-11-20  upload               2',
      ],
    });
    const byDetail = await report('report', '--einzeln');
    expect(byDetail.lines).toHaveLength(8);
    expect(byDetail.lines).toContainEqual(
      expect.stringMatching(/^2026-11-20 {2}ansicht +\/login +2$/),
    );
    expect(byDetail.lines).toContainEqual(
      expect.stringMatching(
        /^2026-11-20 {2}ansicht +\/services\/schadensmeldung\/kfz\/:contractId\? +1$/,
      ),
    );
    expect(byDetail.lines).toContainEqual(
      expect.stringMatching(/^2026-11-20 {2}upload +dokbox +1$/),
    );
  });

  it('refuses an unmasked contract number and stores nothing of its call', async () => {
    const visitor = await t.visitor();
    const contractNumber = '7400263190';
    const answer = await send(visitor, [
      'ansicht|/dashboard',
      `ansicht|/wohnen/vertrag/${contractNumber}/umsaetze`,
    ]);
    expect(answer.statusCode).toBe(400);
    expect(answer.body.Errors).toEqual({
      ereignisse: 'Eine Nummer darf nur maskiert übertragen werden.',
    });
    expect(await stored()).toEqual([]);
    expect(mentions(log.text(), contractNumber)).toBe(false);

    // Masked as SPEC 9 says, it counts as it is.
    await send(visitor, ['ansicht|/wohnen/vertrag/XXXXXXX190/umsaetze']);
    expect(await stored()).toEqual([
      {
        day: '2026-11-20',
        event: 'ansicht',
        detail: '/wohnen/vertrag/XXXXXXX190/umsaetze',
        count: 1,
      },
    ]);
  });

  it('accepts only known events with the details they allow', async () => {
    const visitor = await t.visitor();
    for (const item of ['kauf|', 'upload|postbox', 'login|', 'ansicht|javascript:alert(1)']) {
      const answer = await send(visitor, [item]);
      expect(answer.body, item).toEqual({
        Status: 400,
        Errors: { ereignisse: 'Dieses Ereignis gibt es nicht.' },
      });
    }
    expect(await stored()).toEqual([]);
  });

  it('needs the session token like every other call', async () => {
    const visitor = await t.visitor();
    visitor.csrfToken = 'forged';
    expect((await send(visitor, ['ansicht|/login'])).body.Errors).toHaveProperty(
      'GeneralCsrfToken',
    );
    expect(await stored()).toEqual([]);
  });

  it('limits the calls of an address to 60 a minute', async () => {
    const visitor = await t.visitor();
    for (let i = 0; i < 60; i += 1) {
      expect((await send(visitor, ['ansicht|/login'])).statusCode).toBe(200);
    }
    const refused = await send(visitor, ['ansicht|/login']);
    expect(refused.statusCode).toBe(429);
    expect(await stored()).toMatchObject([{ count: 60 }]);
  });

  /** A restart after the job's interval: on PostgreSQL its last run is recorded across processes. */
  async function restartWhenDue() {
    await t.db.deleteFrom('job_runs').where('name', '=', 'expire-analytics').execute();
    await t.restart();
  }

  it('deletes the counts older than 13 months at the start and keeps the others', async () => {
    const now = Date.UTC(2026, 10, 20, 9);
    expect(firstKeptDay(now)).toBe('2025-10-20');
    expect(firstKeptDay(Date.UTC(2027, 2, 31, 9))).toBe('2026-02-28');
    await t.db
      .insertInto('analytics_counts')
      .values([
        { day: '2025-10-19', event: 'ansicht', detail: '/dashboard', count: 5 },
        { day: '2025-10-20', event: 'ansicht', detail: '/dashboard', count: 7 },
        { day: '2026-11-20', event: 'login', detail: 'passwort', count: 1 },
      ])
      .execute();
    await restartWhenDue();
    await vi.waitFor(async () => {
      expect((await stored()).map((row) => row.day)).toEqual(['2025-10-20', '2026-11-20']);
    });

    // A month on, the next run of the job takes the days that are now older.
    t.advance(31 * DAY_MS);
    await restartWhenDue();
    await vi.waitFor(async () => {
      expect((await stored()).map((row) => row.day)).toEqual(['2026-11-20']);
    });
  });
});
