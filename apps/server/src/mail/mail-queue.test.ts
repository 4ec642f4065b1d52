import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { DokboxFile } from '@servicebereich/protocol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/database.ts';
import { registerBlobs, sweepBlobs } from '../files/blob-repository.ts';
import { diskBlobStore, putBlob } from '../files/blob-store.ts';
import { pdf } from '../../test/files.ts';
import {
  createTestApp,
  createTestDatabase,
  mentions,
  postgresUnavailable,
  type TestApp,
  testConfig,
  testDatabase,
} from '../../test/harness.ts';
import { metricValue } from '../../test/metrics-text.ts';
import { startServerProcess } from '../../test/server-process.ts';
import { startSmtpServer, type SmtpBehaviour, type TestSmtpServer } from '../../test/smtp.ts';
import { queueMail } from './mail-repository.ts';
import { MAIL_LEASE_MS } from './mail-queue.ts';

const FIELDS = { date: '2026-10-03', name: 'Rechnung Installateur', categoryId: '2', desc: '' };
const MESSAGE = 'Bitte ruf mich wegen der Rechnung zurück.';
/** Long enough never to end a test's attempt by itself. */
const PATIENT = { connectionMs: 60_000, greetingMs: 60_000, socketMs: 60_000 };
const RETRY_MS = 30_000;
/** Where createTestApp's clock starts; only the test moves it. */
const START = Date.UTC(2026, 10, 20, 9, 0, 0);

/** Waits for what the test observes, however long a loaded machine takes. */
const until = { timeout: 20_000, interval: 20 };

describe.skipIf(postgresUnavailable)('the mail queue', { timeout: 60_000 }, () => {
  const cleanups: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function smtpServer(behaviour: SmtpBehaviour): Promise<TestSmtpServer> {
    const smtp = await startSmtpServer(behaviour);
    cleanups.push(smtp.close);
    return smtp;
  }

  /** The app sending through `smtp`, polling often so a test need not wait for the queue. */
  async function appWith(
    smtp: TestSmtpServer,
    mail: Partial<TestApp['config']['mail']> = {},
    log?: string[],
  ): Promise<TestApp> {
    const t = await createTestApp(
      {
        logLevel: log === undefined ? 'silent' : 'info',
        mail: {
          ...testConfig().mail,
          smtpUrl: smtp.url,
          adviserEmail: 'beratung@servicebereich.example',
          timeouts: PATIENT,
          maxAttempts: 3,
          retryMs: RETRY_MS,
          pollMs: 20,
          ...mail,
        },
      },
      log === undefined
        ? {}
        : {
            logStream: new Writable({
              write(chunk: Buffer, _encoding, done) {
                log.push(chunk.toString());
                done();
              },
            }),
          },
    );
    cleanups.push(t.close);
    return t;
  }

  async function loggedIn(t: TestApp) {
    const customer = await t.factory.customer({ email: 'anna.berger@example.at' });
    const client = t.client();
    await client.login(customer.customerNumber, customer.password);
    return { customer, client };
  }

  /** A customer with a PDF in the DokBox, logged in. */
  async function customerWithFile(t: TestApp, content?: Buffer) {
    const { customer, client } = await loggedIn(t);
    const upload = await client.upload('addDokboxFile', FIELDS, [
      { name: 'Rechnung.pdf', data: content ?? (await pdf()) },
    ]);
    const [file] = upload.body.Result as DokboxFile[];
    return { customer, client, fileId: file?.fileId ?? '', fileHash: file?.fileHash ?? '' };
  }

  const queued = (t: TestApp) => t.db.selectFrom('mail_queue').selectAll().execute();

  /** Until the queued mail's attempts are over: counted, and the mail let go again. */
  const attemptsOver = (t: TestApp, attempts: number) =>
    vi.waitFor(async () => {
      expect((await queued(t))[0]).toMatchObject({
        status: 'queued',
        attempts,
        locked_until: null,
      });
    }, until);

  it('answers at once while the SMTP server stalls, and delivers once the server works', async () => {
    const smtp = await smtpServer('stall');
    const t = await appWith(smtp, { timeouts: { ...PATIENT, greetingMs: 500 } });
    const { client, fileId } = await customerWithFile(t);

    const answer = await client.call('sendFileToCoach', {
      fileid: fileId,
      beratermessage: MESSAGE,
    });
    expect(answer.body).toEqual({ Status: 200, Result: { Sent: true } });

    // The first attempt meets the stalled server and gives up after the greeting time-out.
    await attemptsOver(t, 1);
    expect(smtp.state.connections).toBe(1);
    expect(smtp.state.received).toEqual([]);

    smtp.state.behaviour = 'deliver';
    t.advance(RETRY_MS);
    await vi.waitFor(() => expect(smtp.state.received).toHaveLength(1), until);
    const [mail] = smtp.state.received;
    expect(mail).toContain('To: beratung@servicebereich.example');
    expect(mail).toContain('Reply-To: anna.berger@example.at');
    expect(mail).toContain('Content-Type: application/pdf; name=Rechnung.pdf');
    await vi.waitFor(async () => expect(await queued(t)).toEqual([]), until);
  });

  it('retries a refused mail with growing pauses, then marks it failed and logs it', async () => {
    const smtp = await smtpServer('refuse');
    const log: string[] = [];
    const t = await appWith(smtp, {}, log);
    const { customer, client, fileId } = await customerWithFile(t);

    await client.call('sendFileToCoach', { fileid: fileId, beratermessage: MESSAGE });
    await vi.waitFor(async () => {
      const [row] = await queued(t);
      expect(row).toMatchObject({ attempts: 1, next_attempt_at: START + RETRY_MS });
    }, until);
    expect(smtp.state.refused).toBe(1);

    t.advance(RETRY_MS);
    await vi.waitFor(async () => {
      const [row] = await queued(t);
      // Twice the pause after the second failure.
      expect(row).toMatchObject({ attempts: 2, next_attempt_at: START + 3 * RETRY_MS });
    }, until);
    expect(smtp.state.refused).toBe(2);

    t.advance(2 * RETRY_MS);
    await vi.waitFor(async () => {
      const [row] = await queued(t);
      expect(row).toMatchObject({ status: 'failed', attempts: 3, locked_until: null });
    }, until);
    expect(smtp.state.refused).toBe(3);
    const metrics = await t.app.metrics.text();
    expect(metricValue(metrics, 'servicebereich_mail_failures_total{final="false"}')).toBe(2);
    expect(metricValue(metrics, 'servicebereich_mail_failures_total{final="true"}')).toBe(1);

    const lines = log.map((l) => JSON.parse(l) as Record<string, unknown>);
    const failure = lines.find((l) => l.msg === 'mail not sent, given up');
    expect(failure).toMatchObject({ level: 50, kind: 'dokbox-adviser', attempts: 3 });
    expect(failure?.reason).toContain('451');
    // What the log says of the mail: its id and kind, never the customer's data or the file.
    const text = log.join('');
    for (const secret of [
      customer.email,
      customer.lastName,
      customer.customerNumber,
      MESSAGE,
      'Rechnung.pdf',
      (await pdf()).toString('base64').slice(0, 40),
    ]) {
      expect(mentions(text, secret), secret).toBe(false);
    }
  });

  it('keeps the mail of an upload that informs the adviser while the SMTP server refuses', async () => {
    const smtp = await smtpServer('refuse');
    const t = await appWith(smtp);
    const { client } = await loggedIn(t);
    const upload = await client.upload(
      'addDokboxFile',
      { ...FIELDS, beraterinfo: 'true', beratertext: MESSAGE },
      [
        { name: 'Rechnung.pdf', data: await pdf() },
        { name: 'Angebot.pdf', data: await pdf('Angebot') },
      ],
    );
    expect(upload.body.Status).toBe(200);
    await attemptsOver(t, 1);
    expect(smtp.state.refused).toBe(1);

    smtp.state.behaviour = 'deliver';
    t.advance(RETRY_MS);
    await vi.waitFor(() => expect(smtp.state.received).toHaveLength(1), until);
    expect(smtp.state.received[0]).toContain('name=Rechnung.pdf');
    expect(smtp.state.received[0]).toContain('name=Angebot.pdf');
  });

  it('keeps a file a queued mail names after the customer deleted it, until the mail is sent', async () => {
    const smtp = await smtpServer('refuse');
    const t = await appWith(smtp);
    const content = await pdf('Kostenvoranschlag');
    const { client, fileId, fileHash } = await customerWithFile(t, content);
    await client.call('sendFileToCoach', { fileid: fileId });
    await attemptsOver(t, 1);

    const deleted = await client.call('deleteDokboxFile', { fileId });
    expect(deleted.body).toEqual({ Status: 200, Result: { Deleted: true } });
    const store = await diskBlobStore(path.join(t.dataDir, 'files'));
    // Long after any grace the sweep gives a released file.
    const later = () => Date.now() + 10 * 60_000;
    await sweepBlobs(t.db, store, later());
    expect(await store.writtenAt(fileHash)).not.toBeNull();

    smtp.state.behaviour = 'deliver';
    t.advance(RETRY_MS);
    await vi.waitFor(() => expect(smtp.state.received).toHaveLength(1), until);
    expect(smtp.state.received[0]?.replace(/\r?\n/g, '')).toContain(content.toString('base64'));
    await vi.waitFor(async () => expect(await queued(t)).toEqual([]), until);
    // Sent, the mail no longer holds the file: the next sweep removes it.
    await sweepBlobs(t.db, store, later());
    expect(await store.writtenAt(fileHash)).toBeNull();
  });

  it('delivers each mail once when two servers send from one database', async () => {
    const smtp = await smtpServer('deliver');
    const t = await appWith(smtp);
    const subjects = Array.from({ length: 20 }, (_, i) => `Mail ${i + 1}`);
    for (const subject of subjects) {
      await queueMail(
        t.db,
        { kind: 'test', to: 'beratung@servicebereich.example', subject, text: 'Hallo' },
        START,
      );
    }
    const second = await buildApp(t.config, { database: t.database, clock: () => START });
    cleanups.push(() => second.close());
    // Both senders start at once and race for the same twenty mails.
    await Promise.all([t.app.ready(), second.ready()]);

    await vi.waitFor(async () => expect(await queued(t)).toEqual([]), until);
    await Promise.all([t.app.close(), second.close()]);
    const received = smtp.state.received.map((m) => /^Subject: (.*)$/m.exec(m)?.[1]?.trim());
    expect(received.sort()).toEqual([...subjects].sort());
    expect(smtp.state.connections).toBe(subjects.length);
  });

  it('closes at once while the SMTP server stalls, and sends the mail after the restart', async () => {
    const smtp = await smtpServer('stall');
    const t = await appWith(smtp);
    const { client, fileId } = await customerWithFile(t);
    await client.call('sendFileToCoach', { fileid: fileId, beratermessage: MESSAGE });
    await vi.waitFor(() => expect(smtp.state.connections).toBe(1), until);

    const closing = Date.now();
    await t.app.close();
    // Well within the minute the stalled greeting would take to time out.
    expect(Date.now() - closing).toBeLessThan(PATIENT.greetingMs / 2);
    const [row] = await queued(t);
    // Handed back, not failed: the next start sends it without waiting for the lease.
    expect(row).toMatchObject({ status: 'queued', locked_until: null });

    smtp.state.behaviour = 'deliver';
    await t.restart();
    await t.app.ready();
    await vi.waitFor(() => expect(smtp.state.received).toHaveLength(1), until);
  });
});

describe.skipIf(postgresUnavailable)('a crash between queueing and sending', () => {
  const cleanups: (() => Promise<void>)[] = [];

  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('loses no mail: a new server on the same database sends it once the lease ran out', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-mail-crash-'));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    // SQLite lives in the data folder; PostgreSQL is a fresh test database.
    let database: Database;
    let databaseEnv: Record<string, string> = {};
    if (testDatabase === 'postgres') {
      const pg = await createTestDatabase();
      database = pg;
      if (pg.target.kind === 'postgres') databaseEnv = { DATABASE_URL: pg.target.url };
    } else {
      database = await openDatabase({
        kind: 'sqlite',
        file: path.join(dataDir, 'servicebereich.sqlite'),
      });
    }
    cleanups.push(database.close);
    const content = await pdf('Kostenvoranschlag');
    const blob = await putBlob(await diskBlobStore(path.join(dataDir, 'files')), content);
    await registerBlobs(database.db, [blob], Date.now());
    await queueMail(
      database.db,
      {
        kind: 'test',
        to: 'beratung@servicebereich.example',
        subject: 'Kostenvoranschlag',
        text: MESSAGE,
        attachments: [{ fileName: 'KV.pdf', contentType: 'application/pdf', blobHash: blob.hash }],
      },
      Date.now(),
    );

    // The server takes the mail at start and waits for the stalled server's greeting: it dies.
    const stalling = await startSmtpServer('stall');
    cleanups.push(stalling.close);
    const server = await startServerProcess({
      ...databaseEnv,
      DATA_DIR: dataDir,
      SMTP_URL: stalling.url,
      SMTP_CONNECTION_TIMEOUT_SECONDS: '300',
      SMTP_GREETING_TIMEOUT_SECONDS: '300',
    });
    cleanups.push(server.kill);
    await vi.waitFor(() => expect(stalling.state.connections).toBe(1), until);
    await server.kill();

    const smtp = await startSmtpServer('deliver');
    cleanups.push(smtp.close);
    const config = testConfig({
      dataDir,
      mail: { ...testConfig().mail, smtpUrl: smtp.url, pollMs: 20 },
    });
    const restarted = await buildApp(config, {
      database,
      clock: () => Date.now() + MAIL_LEASE_MS,
    });
    cleanups.push(() => restarted.close());
    await restarted.ready();
    await vi.waitFor(() => expect(smtp.state.received).toHaveLength(1), until);
    expect(smtp.state.received[0]?.replace(/\r?\n/g, '')).toContain(content.toString('base64'));
    await vi.waitFor(async () => {
      expect(await database.db.selectFrom('mail_queue').selectAll().execute()).toEqual([]);
    }, until);
  }, 60_000);
});
