import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { StormDevice, StormWarning } from '@servicebereich/protocol';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { outboxMails } from '../../../test/data-dir.ts';
import type { FactoryCustomer } from '../../../test/factory.ts';
import { mailSubject, mailText } from '../../../test/mail-text.ts';
import {
  captureLog,
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../../test/harness.ts';
import { startSmsReceiver, type TestSmsReceiver } from '../../../test/sms-receiver.ts';
import { queueMail } from '../../mail/mail-repository.ts';
import { pushRepository } from '../../push/push-repository.ts';
import type { MailOutbox } from '../../mail/mail-queue.ts';
import { httpSmsGateway } from './sms-gateway.ts';
import { warningJob, type WarningJob } from './warning-job.ts';
import { warningRepository } from './warning-repository.ts';
import type { WarningSource } from './warning-source.ts';

const FIXTURES = new URL('fixtures/', import.meta.url);
/** Waits for what the test observes, however long a loaded machine takes. */
const until = { timeout: 20_000, interval: 20 };
/** 09:00 in Vienna on the day of the recorded warnings, as the harness's clock starts. */
const HAIL_ENDS = Date.UTC(2026, 10, 20, 20, 0, 0);

type Watcher = { customer: FactoryCustomer; contract: string; client: ApiClient };

describe.skipIf(postgresUnavailable)('storm warning job', () => {
  let t: TestApp;
  let sms: TestSmsReceiver;
  let folder: string;
  let log: ReturnType<typeof captureLog>;

  async function addFixtures(...names: string[]): Promise<void> {
    for (const name of names) {
      await copyFile(new URL(name, FIXTURES), path.join(folder, name));
    }
  }

  /** A customer whose home contract watches `postcodes`, with a confirmed phone number. */
  async function watcher(postcodes: string[], mobile: string | null): Promise<Watcher> {
    const customer = await t.factory.customer();
    const contract = (
      await t.factory.contract(customer, {
        kind: 'EigenheimHaushalt',
        features: { Unwetter: true },
      })
    ).contractNumber;
    const client = t.client();
    await client.login(customer.customerNumber, customer.password);
    await client.raw({
      query: 'Mode=MeinServicebereich&Function=UnwetterSetPLZForContract',
      body: new URLSearchParams([
        ['vertragsnummer', contract],
        ...postcodes.map((p): [string, string] => ['plz[]', p]),
      ]).toString(),
    });
    if (mobile !== null) await confirmMobile({ customer, contract, client }, mobile);
    return { customer, contract, client };
  }

  async function confirmMobile(w: Watcher, mobile: string): Promise<void> {
    const added = await w.client.call('unwetterAddMobil', {
      vertragsnummer: w.contract,
      mobil: mobile.slice(1),
    });
    const { deviceid, mobil } = added.body.Result as StormDevice;
    await w.client.call('unwetterConfirmMobil', {
      vertragsnummer: w.contract,
      deviceid,
      code: sms.codeFor(mobil ?? ''),
    });
  }

  const warningsOf = async (w: Watcher) =>
    (
      (await w.client.call('unwetterGetWarnings', { vertragsnummer: w.contract })).body.Result as {
        Warnungen: StormWarning[];
      }
    ).Warnungen;

  const warningSms = () => sms.state.received.filter((m) => m.text.startsWith('Unwetterwarnung'));

  /** The job on the test's database, as another process would run it. */
  function job(source: WarningSource = { kind: 'folder', dir: folder }): WarningJob {
    const outbox: MailOutbox = {
      queue: (mail, now) => t.db.transaction().execute((trx) => queueMail(trx, mail, now)),
      queueIn: (trx, mail, now) => queueMail(trx, mail, now),
      sendSoon: () => undefined,
    };
    return warningJob({
      warnings: warningRepository(t.db),
      source,
      sms: httpSmsGateway({
        kind: 'gateway',
        url: sms.url,
        token: null,
        sender: 'Service',
        timeoutMs: 5_000,
      }),
      mails: outbox,
      log: t.app.log,
      clock: () => now,
      intervalMs: 3_600_000,
    });
  }
  let now = Date.UTC(2026, 10, 20, 9, 0, 0);

  const deliveries = () =>
    t.db
      .selectFrom('storm_deliveries')
      .select(['postcode', 'recipient', 'channel', 'status'])
      .orderBy('recipient')
      .orderBy('postcode')
      .execute();

  beforeEach(async () => {
    now = Date.UTC(2026, 10, 20, 9, 0, 0);
    sms = await startSmsReceiver();
    folder = await mkdtemp(path.join(tmpdir(), 'servicebereich-cap-'));
    log = captureLog();
    t = await createTestApp(
      {
        logLevel: 'info',
        sms: { kind: 'gateway', url: sms.url, token: null, sender: 'Service', timeoutMs: 5_000 },
        stormWarning: { source: { kind: 'folder', dir: folder }, intervalMs: 3_600_000 },
      },
      { logStream: log.stream },
    );
  });
  afterEach(async () => {
    await t.close();
    await sms.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('reads the folder at start, skips a broken file, and delivers by e-mail, SMS and push', async () => {
    const vienna = await watcher(['1070', '2380'], '0664 1234567');
    await vienna.client.call('unwetterRegisterPush', {
      vertragsnummer: vienna.contract,
      deviceid: 'tablet-installation-1',
      devicename: 'Tablet',
    });
    await pushRepository(t.db).register(
      vienna.customer.id,
      'a-session',
      {
        installationId: 'tablet-installation-1',
        kind: 'fcm',
        address: 'fcm-token-of-the-tablet',
        p256dh: null,
        auth: null,
      },
      now,
    );
    const salzburg = await watcher(['5020'], null);
    await addFixtures('abgebrochen.xml', 'hagel-wien-polygon.xml', 'sturm-gemeinden.xml');
    await t.restart();
    await t.app.ready();

    // The hail warning covers both of Vienna's postcodes: one SMS naming both.
    await vi.waitFor(() => {
      expect(warningSms()).toHaveLength(1);
    }, until);
    expect(warningSms().map((m) => m.text)).toEqual([
      'Unwetterwarnung Orange für 1070 Wien und 2380 Perchtoldsdorf: Gewitter mit Hagel und Sturmböen im Großraum Wien, 20.11. 13:00 bis 20.11. 21:00. Mehr in deinem Servicebereich.',
    ]);
    const mails = await outboxMails(t.dataDir, 2);
    const toVienna = mails.filter((m) => m.includes(`To: ${vienna.customer.email}`));
    expect(toVienna.map(mailSubject)).toEqual([
      'Unwetterwarnung Orange: Gewitter mit Hagel und Sturmböen im Großraum Wien – 1070 Wien und 2380 Perchtoldsdorf',
    ]);
    expect(mailText(toVienna[0] ?? '')).toContain('Was du tun kannst:');
    const toSalzburg = mails.filter((m) => m.includes(`To: ${salzburg.customer.email}`));
    expect(toSalzburg.map(mailSubject)).toEqual([
      'Unwetterwarnung Rot: Föhnsturm mit Orkanböen in Salzburg und Graz – 5020 Salzburg',
    ]);
    const pushes = await t.db.selectFrom('push_outbox').selectAll().execute();
    expect(pushes.map((p) => [p.topic, p.title, p.body, p.screen, p.expires_at])).toEqual([
      [
        'storm',
        'Unwetterwarnung Orange: Gewitter mit Hagel',
        '1070 Wien und 2380 Perchtoldsdorf, 20.11. 13:00 bis 20.11. 21:00: Gewitter mit Hagel und Sturmböen im Großraum Wien',
        `/services/unwetterwarnung/${vienna.contract}`,
        HAIL_ENDS,
      ],
    ]);
    expect(log.entries()).toContainEqual(
      expect.objectContaining({ msg: 'CAP document skipped', document: 'abgebrochen.xml' }),
    );

    expect(await warningsOf(vienna)).toEqual([
      {
        Id: expect.any(String) as unknown,
        Art: 'hagel',
        Stufe: 'orange',
        Ereignis: 'Gewitter mit Hagel',
        Titel: 'Gewitter mit Hagel und Sturmböen im Großraum Wien',
        Beschreibung: expect.stringMatching(/^Ab Mittag ziehen kräftige Gewitter/) as unknown,
        Handlungsempfehlung: expect.stringMatching(/^Schließe Fenster/) as unknown,
        Beginn: '2026-11-20T12:00:00.000Z',
        Ende: '2026-11-20T20:00:00.000Z',
        PLZ: ['1070', '2380'],
        Aktuell: true,
        Herausgeber: 'GeoSphere Austria',
      },
    ]);
    expect((await warningsOf(salzburg)).map((w) => [w.Art, w.Stufe, w.PLZ])).toEqual([
      ['sturm', 'rot', ['5020']],
    ]);
  });

  it('delivers each warning once per recipient, with two processes at once and run after run', async () => {
    const vienna = await watcher(['1070'], '0664 1234567');
    await addFixtures('hagel-wien-polygon.xml');
    const [first, second] = await Promise.all([job().runOnce(), job().runOnce()]);
    // Only one of them ran; the other found the lease taken.
    expect([first.ran, second.ran].sort()).toEqual([false, true]);
    expect(await deliveries()).toEqual([
      {
        postcode: '1070',
        recipient: `email:${vienna.customer.id}`,
        channel: 'email',
        status: 'sent',
      },
      { postcode: '1070', recipient: 'sms:+436641234567', channel: 'sms', status: 'sent' },
    ]);
    const again = await job().runOnce();
    expect(again).toMatchObject({ ran: true, stored: 0, planned: 0, delivered: 0 });
    expect(warningSms()).toHaveLength(1);
    expect(await t.db.selectFrom('mail_queue').select('id').execute()).toHaveLength(1);

    // A place the warning covers, watched later, does not send it again.
    await vienna.client.raw({
      query: 'Mode=MeinServicebereich&Function=UnwetterSetPLZForContract',
      body: new URLSearchParams([
        ['vertragsnummer', vienna.contract],
        ['plz[]', '1070'],
        ['plz[]', '2380'],
      ]).toString(),
    });
    expect(await job().runOnce()).toMatchObject({ planned: 0, delivered: 0 });

    // A number confirmed later gets the warning that is still current, once, naming both places.
    await confirmMobile(vienna, '0676 7654321');
    expect(await job().runOnce()).toMatchObject({ planned: 2, delivered: 1 });
    expect(await job().runOnce()).toMatchObject({ planned: 0, delivered: 0 });
    expect(warningSms().filter((m) => m.to === '+436767654321')).toEqual([
      expect.objectContaining({
        text: expect.stringMatching(
          /^Unwetterwarnung Orange für 1070 Wien und 2380 Perchtoldsdorf: /,
        ) as unknown,
      }),
    ]);
  });

  it('sends nothing for a contract switched off, and nothing once the warning is over', async () => {
    const vienna = await watcher(['1070'], null);
    await vienna.client.call('unwetterSetStatus', {
      vertragsnummer: vienna.contract,
      aktiv: 'false',
    });
    await addFixtures('hagel-wien-polygon.xml');
    expect(await job().runOnce()).toMatchObject({ stored: 1, planned: 0 });
    now = HAIL_ENDS;
    await vienna.client.call('unwetterSetStatus', {
      vertragsnummer: vienna.contract,
      aktiv: 'true',
    });
    expect(await job().runOnce()).toMatchObject({ planned: 0 });
    t.advance(HAIL_ENDS - Date.UTC(2026, 10, 20, 9, 0, 0));
    const listed = await warningsOf(await watcher(['1070'], null));
    expect(listed.map((w) => [w.Art, w.Aktuell])).toEqual([['hagel', false]]);
  });

  it('tries an SMS the gateway turned away again later', async () => {
    await watcher(['5020'], '0664 1234567');
    await addFixtures('sturm-gemeinden.xml');
    sms.state.status = 503;
    expect(await job().runOnce()).toMatchObject({ planned: 2, delivered: 2 });
    expect(await deliveries()).toContainEqual(
      expect.objectContaining({ channel: 'sms', status: 'pending' }),
    );
    sms.state.status = 202;
    expect(await job().runOnce()).toMatchObject({ delivered: 0 });
    now += 60_000;
    expect(await job().runOnce()).toMatchObject({ delivered: 1 });
    expect(warningSms()).toHaveLength(1);
    expect(await deliveries()).toContainEqual(
      expect.objectContaining({ channel: 'sms', status: 'sent' }),
    );
  });

  it('takes a cancelled warning off the list and sends nothing more for it', async () => {
    const salzburg = await watcher(['5020'], null);
    await addFixtures('sturm-gemeinden.xml', 'sturm-aufgehoben.xml');
    await job().runOnce();
    expect(await warningsOf(salzburg)).toEqual([]);
    expect(await deliveries()).toEqual([]);
  });

  it('reads an Atom feed of CAP alerts from an address, only from its own server', async () => {
    const vienna = await watcher(['1070'], null);
    const files: Record<string, string> = {
      '/hagel.xml': 'hagel-wien-polygon.xml',
      '/sturm.xml': 'sturm-gemeinden.xml',
    };
    const requested: string[] = [];
    const server: Server = createServer((request, response) => {
      requested.push(request.url ?? '');
      const file = files[request.url ?? ''];
      if (request.url === '/feed') {
        response.writeHead(200, { 'content-type': 'application/atom+xml' });
        response.end(`<?xml version="1.0"?>
          <feed xmlns="http://www.w3.org/2005/Atom">
            <entry><link type="application/cap+xml" href="/hagel.xml"/></entry>
            <entry><link type="application/cap+xml" href="http://192.0.2.1/elsewhere.xml"/></entry>
          </feed>`);
      } else if (file !== undefined) {
        void import('node:fs/promises').then(async ({ readFile }) => {
          response.writeHead(200, { 'content-type': 'application/cap+xml' });
          response.end(await readFile(new URL(file, FIXTURES)));
        });
      } else {
        response.writeHead(404).end();
      }
    });
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const source = { kind: 'url', url: `http://127.0.0.1:${String(port)}/feed` } as const;
      expect(await job(source).runOnce()).toMatchObject({ stored: 1, delivered: 1 });
      expect(await job(source).runOnce()).toMatchObject({ stored: 0, delivered: 0 });
      // The alert was fetched once; the feed is asked each time.
      expect(requested).toEqual(['/feed', '/hagel.xml', '/feed']);
      expect((await warningsOf(vienna)).map((w) => w.Art)).toEqual(['hagel']);
    } finally {
      server.close();
    }
  });
});
