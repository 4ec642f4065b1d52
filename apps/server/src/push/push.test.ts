import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import webPush from 'web-push';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FactoryCustomer } from '../../test/factory.ts';
import {
  createTestApp,
  postgresUnavailable,
  type ApiClient,
  type TestApp,
} from '../../test/harness.ts';
import {
  startApnsReceiver,
  startFcmReceiver,
  startWebPushReceiver,
} from '../../test/push-receivers.ts';
import { runAdmin } from '../admin/admin.ts';
import { queueLetterPush } from '../features/postbox/letter-push.ts';
import type { Config } from '../config.ts';
import { apnsSender } from './apns-sender.ts';
import { fcmSender } from './fcm-sender.ts';
import type { PushMessage } from './push-sender.ts';
import { PushError } from './push-sender.ts';
import { webPushSender } from './web-push-sender.ts';

const LETTER: PushMessage = {
  topic: 'postbox',
  title: 'Neuer Brief in deiner Postbox',
  body: 'Jahresauszug 2026',
  screen: '/nachrichten',
  badge: 3,
};

const vapid = webPush.generateVAPIDKeys();

function webPushConfig(host: string): NonNullable<Config['push']['webPush']> {
  return {
    publicKey: vapid.publicKey,
    privateKey: vapid.privateKey,
    subject: 'mailto:servicebereich@servicebereich.example',
    hosts: [host],
    timeoutMs: 5_000,
  };
}

describe('push adapters against local receivers', () => {
  it('FCM HTTP v1: takes an access token with the signed assertion, then sends the message', async () => {
    const fcm = await startFcmReceiver();
    try {
      const sender = fcmSender({
        projectId: 'servicebereich-test',
        ...fcm.serviceAccount,
        tokenUrl: `${fcm.url}/token`,
        apiUrl: fcm.url,
        timeoutMs: 5_000,
      });
      expect(
        await sender.send(
          { kind: 'fcm', address: 'fcm-token-1', p256dh: null, auth: null },
          LETTER,
        ),
      ).toBe('sent');
      expect(
        await sender.send(
          { kind: 'fcm', address: 'fcm-token-2', p256dh: null, auth: null },
          LETTER,
        ),
      ).toBe('sent');
      // One access token for both messages.
      expect(fcm.state.tokensIssued).toBe(1);
      expect(fcm.state.received[0]).toEqual({
        project: 'servicebereich-test',
        message: {
          token: 'fcm-token-1',
          notification: { title: LETTER.title, body: LETTER.body },
          data: {
            title: LETTER.title,
            body: LETTER.body,
            screen: '/nachrichten',
            topic: 'postbox',
            badge: '3',
          },
          android: { priority: 'normal', notification: { tag: 'postbox', notification_count: 3 } },
        },
      });

      fcm.state.answer = { status: 404, errorCode: 'UNREGISTERED' };
      expect(
        await sender.send(
          { kind: 'fcm', address: 'fcm-token-1', p256dh: null, auth: null },
          LETTER,
        ),
      ).toBe('gone');
      fcm.state.answer = { status: 503, errorCode: 'UNAVAILABLE' };
      await expect(
        sender.send({ kind: 'fcm', address: 'fcm-token-1', p256dh: null, auth: null }, LETTER),
      ).rejects.toEqual(new PushError('HTTP 503 UNAVAILABLE', true));
      fcm.state.answer = { status: 400, errorCode: 'INVALID_ARGUMENT' };
      await expect(
        sender.send({ kind: 'fcm', address: 'fcm-token-1', p256dh: null, auth: null }, LETTER),
      ).rejects.toMatchObject({ retry: false });
    } finally {
      await fcm.close();
    }
  });

  it('APNs over HTTP/2: a provider token signed with the key, the topic, the badge', async () => {
    const apns = await startApnsReceiver('ABCDE12345', 'TEAM123456', 'at.servicebereich.app');
    const sender = apnsSender({
      keyPem: apns.keyPem,
      keyId: 'ABCDE12345',
      teamId: 'TEAM123456',
      topic: 'at.servicebereich.app',
      host: apns.url,
      timeoutMs: 5_000,
    });
    try {
      const token = 'a1'.repeat(32);
      expect(
        await sender.send({ kind: 'apns', address: token, p256dh: null, auth: null }, LETTER),
      ).toBe('sent');
      expect(apns.state.received).toEqual([
        {
          token,
          headers: expect.objectContaining({
            'apns-push-type': 'alert',
            'apns-priority': '5',
          }) as unknown,
          payload: {
            aps: { alert: { title: LETTER.title, body: LETTER.body }, sound: 'default', badge: 3 },
            screen: '/nachrichten',
            topic: 'postbox',
          },
        },
      ]);
      apns.state.answer = { status: 410, reason: 'Unregistered' };
      expect(
        await sender.send({ kind: 'apns', address: token, p256dh: null, auth: null }, LETTER),
      ).toBe('gone');
      apns.state.answer = { status: 429, reason: 'TooManyRequests' };
      await expect(
        sender.send({ kind: 'apns', address: token, p256dh: null, auth: null }, LETTER),
      ).rejects.toEqual(new PushError('HTTP 429 TooManyRequests', true));
    } finally {
      await sender.close?.();
      await apns.close();
    }
  });

  it('Web Push: VAPID and a payload only the subscription can decrypt', async () => {
    const receiver = await startWebPushReceiver();
    try {
      const sender = webPushSender(webPushConfig(receiver.host));
      const target = {
        kind: 'webpush' as const,
        address: receiver.subscription.endpoint,
        p256dh: receiver.subscription.p256dh,
        auth: receiver.subscription.auth,
      };
      expect(await sender.send(target, LETTER)).toBe('sent');
      expect(receiver.state.received).toEqual([
        {
          payload: {
            title: LETTER.title,
            body: LETTER.body,
            screen: '/nachrichten',
            topic: 'postbox',
            badge: '3',
          },
          vapidKey: vapid.publicKey,
          headers: expect.objectContaining({
            'content-encoding': 'aes128gcm',
            ttl: '86400',
          }) as unknown,
        },
      ]);
      receiver.state.status = 410;
      expect(await sender.send(target, LETTER)).toBe('gone');
      await expect(
        sender.send({ ...target, address: 'https://push.example.net/x' }, LETTER),
      ).rejects.toEqual(new PushError('endpoint host not allowed', false));
    } finally {
      await receiver.close();
    }
  });
});

describe.skipIf(postgresUnavailable)('push registrations and preferences', () => {
  let t: TestApp;
  let receiver: Awaited<ReturnType<typeof startWebPushReceiver>>;
  let customer: FactoryCustomer;
  let client: ApiClient;

  const subscribe = (
    of: ApiClient,
    installationid: string,
    endpoint = receiver.subscription.endpoint,
  ) =>
    of.call('registerPush', {
      installationid,
      art: 'webpush',
      endpoint,
      p256dh: receiver.subscription.p256dh,
      auth: receiver.subscription.auth,
    });
  const registrations = () =>
    t.db
      .selectFrom('push_registrations')
      .select(['customer_id', 'installation_id', 'kind'])
      .execute();
  /** The back-office command, which delivers letters and moves claims on. */
  const admin = (...argv: string[]) =>
    runAdmin(argv, {
      db: t.db,
      now: Date.UTC(2026, 10, 20, 9),
      activationCodeMs: t.config.activationCodeMs,
      config: t.config,
      out: () => undefined,
    });
  const loggedIn = async (who: FactoryCustomer) => {
    const c = t.client();
    await c.login(who.customerNumber, who.password);
    return c;
  };

  beforeEach(async () => {
    receiver = await startWebPushReceiver();
    t = await createTestApp({
      // The outbox looked at often: a test waits for what arrives, not for the next turn.
      push: { sendEveryMs: 100, fcm: null, apns: null, webPush: webPushConfig(receiver.host) },
    });
    customer = await t.factory.customer();
    client = await loggedIn(customer);
  });
  afterEach(async () => {
    await t.close();
    await receiver.close();
  });

  it('registers a browser, replaces its second registration and removes it at logout', async () => {
    expect((await client.call('getVapidPublicKey')).body.Result).toEqual({
      PublicKey: vapid.publicKey,
    });
    expect((await subscribe(client, 'browser-installation-1')).body).toEqual({
      Status: 200,
      Result: { Registriert: true },
    });
    expect((await subscribe(client, 'browser-installation-1')).body.Status).toBe(200);
    expect(await registrations()).toEqual([
      { customer_id: customer.id, installation_id: 'browser-installation-1', kind: 'webpush' },
    ]);
    await client.call('logout');
    expect(await registrations()).toEqual([]);
  });

  it('moves a subscription another customer registered to the one registering it now', async () => {
    const other = await t.factory.customer();
    await subscribe(await loggedIn(other), 'shared-browser-0001');
    await subscribe(client, 'shared-browser-0001');
    expect(await registrations()).toEqual([
      { customer_id: customer.id, installation_id: 'shared-browser-0001', kind: 'webpush' },
    ]);
  });

  it('refuses a kind the server cannot send, a foreign push service and broken keys', async () => {
    expect(
      (
        await client.call('registerPush', {
          installationid: 'phone-installation-1',
          art: 'fcm',
          token: 'x'.repeat(40),
        })
      ).body,
    ).toEqual({
      Status: 400,
      Errors: { art: 'Mitteilungen auf dieses Gerät sind gerade nicht möglich.' },
    });
    expect(
      (await subscribe(client, 'browser-installation-1', 'https://push.example.net/abc')).body,
    ).toEqual({
      Status: 400,
      Errors: { endpoint: 'Dieser Push-Dienst wird nicht unterstützt.' },
    });
    const broken = await client.call('registerPush', {
      installationid: 'browser-installation-1',
      art: 'webpush',
      endpoint: receiver.subscription.endpoint,
      p256dh: 'kurz',
      auth: receiver.subscription.auth,
    });
    expect(broken.body).toEqual({
      Status: 400,
      Errors: { p256dh: 'Die Schlüssel des Push-Abonnements fehlen oder sind ungültig.' },
    });
    expect(
      (
        await t
          .client()
          .call('registerPush', { installationid: 'browser-installation-1', art: 'webpush' })
      ).body.Status,
    ).toBe(400);
    expect(await registrations()).toEqual([]);
  });

  it("ends a device's push with its session in the device list, and at a password change", async () => {
    const laptop = await loggedIn(customer);
    await subscribe(laptop, 'laptop-installation-1', `${receiver.url}/push/laptop`);
    await subscribe(client, 'phone-installation-01');
    const sessions = (await client.call('getSessions')).body.Result as {
      Geraete: { Id: string; Aktuell: boolean }[];
    };
    const other = sessions.Geraete.find((s) => !s.Aktuell);
    await client.call('endSession', { id: other?.Id ?? '' });
    expect((await registrations()).map((r) => r.installation_id)).toEqual([
      'phone-installation-01',
    ]);

    const phone = await loggedIn(customer);
    await subscribe(phone, 'second-phone-000001', `${receiver.url}/push/second`);
    const changed = await client.call('changePassword', {
      verfuegernummer: customer.customerNumber,
      passwordold: customer.password,
      passwordnew: 'Ein-ganz-neues-Passwort-2026',
    });
    expect(changed.body.Status).toBe(200);
    client.csrfToken = (changed.body.Result as { CSRFToken: string }).CSRFToken;
    expect((await registrations()).map((r) => r.installation_id)).toEqual([
      'phone-installation-01',
    ]);
    // The registration goes on with the session that replaced the changed one.
    await client.call('logout');
    expect(await registrations()).toEqual([]);
  });

  it("ends a device's push when its biometric login is revoked", async () => {
    await client.call('registerDeviceLogin', { installationid: 'phone-installation-01' });
    await subscribe(client, 'phone-installation-01');
    const logins = (await client.call('getDeviceLogins')).body.Result as {
      Geraete: { Id: string }[];
    };
    await client.call('endDeviceLogin', { id: logins.Geraete[0]?.Id ?? '' });
    expect(await registrations()).toEqual([]);
  });

  it('keeps the topics per customer, all on until chosen', async () => {
    expect((await client.call('getPushSettings')).body.Result).toEqual({
      Postbox: true,
      Schaden: true,
      Unwetter: true,
      Verfuegbar: { fcm: false, apns: false, webpush: true },
    });
    const set = await client.call('setPushSettings', { schaden: 'false' });
    expect(set.body.Result).toMatchObject({ Postbox: true, Schaden: false, Unwetter: true });
    const other = await loggedIn(await t.factory.customer());
    expect((await other.call('getPushSettings')).body.Result).toMatchObject({ Schaden: true });
    expect((await t.client().call('getPushSettings')).body.Status).not.toBe(200);
  });

  it('delivers a new letter with the unread count, and not when the customer turned letters off', async () => {
    await subscribe(client, 'browser-installation-1');
    await t.factory.postboxEntry(customer, { unread: true });
    const dir = await mkdtemp(path.join(tmpdir(), 'servicebereich-letter-'));
    const pdf = path.join(dir, 'Jahresauszug.pdf');
    await writeFile(pdf, '%PDF-1.4\n%%EOF\n');
    try {
      expect(
        await admin('postbox', 'deliver', customer.customerNumber, pdf, 'Jahresauszug 2026'),
      ).toBe(0);
      await vi.waitFor(
        () => {
          expect(receiver.state.received.map((r) => r.payload)).toEqual([
            {
              title: 'Neuer Brief in deiner Postbox',
              body: 'Jahresauszug 2026',
              screen: '/nachrichten',
              topic: 'postbox',
              badge: '2',
            },
          ]);
        },
        { timeout: 15_000, interval: 200 },
      );
      await client.call('setPushSettings', { postbox: 'false' });
      expect(await admin('postbox', 'deliver', customer.customerNumber, pdf, 'Zweiter Brief')).toBe(
        0,
      );
      expect(await t.db.selectFrom('push_outbox').selectAll().execute()).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("pushes a claim's new status, and not when the customer turned claims off", async () => {
    await subscribe(client, 'browser-installation-1');
    const contract = await t.factory.contract(customer, {
      kind: 'Rechtschutz',
      features: { SchadensmeldungRecht: true },
    });
    const reported = await client.upload(
      'schadensmeldungMelden',
      {
        typ: 'rechtsschutz',
        vertragsnummer: contract.contractNumber,
        bereich: 'verkehr',
        gegner: 'Max Muster',
        schadendatum: '2026-10-03',
        beschreibung: 'Streit um die Reparaturkosten',
      },
      [],
    );
    const claimNumber = (reported.body.Result as { Schadennummer: string }).Schadennummer;
    expect(await admin('claims', 'advance', claimNumber, 'in-pruefung')).toBe(0);
    await vi.waitFor(
      () => {
        expect(receiver.state.received.map((r) => r.payload)).toEqual([
          expect.objectContaining({
            title: `Schadensmeldung ${claimNumber}`,
            body: 'Neuer Stand: In Prüfung',
            screen: '/services/meine-schaeden',
            topic: 'claims',
          }),
        ]);
      },
      { timeout: 15_000, interval: 200 },
    );
    await client.call('setPushSettings', { schaden: 'false' });
    expect(await admin('claims', 'advance', claimNumber, 'abgelehnt')).toBe(0);
    expect(await t.db.selectFrom('push_outbox').selectAll().execute()).toEqual([]);
  });

  it('removes the registration of a subscription the push service no longer knows', async () => {
    await subscribe(client, 'browser-installation-1');
    receiver.state.status = 410;
    await t.factory.postboxEntry(customer, { unread: true });
    await queueLetterPush(t.db, customer.id, 'Ein Brief', Date.UTC(2026, 10, 20, 9));
    await vi.waitFor(
      async () => {
        expect(await registrations()).toEqual([]);
      },
      { timeout: 15_000, interval: 200 },
    );
    expect(await t.db.selectFrom('push_outbox').selectAll().execute()).toEqual([]);
  });
});
