import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { DokboxFile } from '@servicebereich/protocol';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { depositStream, expectDepositsKept } from '../test/deposits.ts';
import { createFactory, type FactoryContract, type FactoryCustomer } from '../test/factory.ts';
import { jpeg } from '../test/files.ts';
import { haproxyBinary, startHaproxy, type Proxy } from '../test/haproxy.ts';
import {
  createPostgresDatabase,
  multipartBody,
  postgresUnavailable,
  testDatabase,
} from '../test/harness.ts';
import { metricValue } from '../test/metrics-text.ts';
import { startS3, type TestS3 } from '../test/s3.ts';
import {
  startServerProcess,
  type HttpSession,
  type ServerProcess,
} from '../test/server-process.ts';
import { openDatabase, type Database } from './db/database.ts';
import { s3BlobStore } from './files/s3-blob-store.ts';

// Two server processes on one PostgreSQL database and one bucket, behind HAProxy with
// round-robin, as docs/operations.md describes the deployment.

const LOGIN_LIMIT = 6;
const FIELDS = { date: '2026-10-03', name: 'Einzug', categoryId: '4', desc: '' };

const haproxyMissing = haproxyBinary() === undefined;
if (haproxyMissing && process.env.CI && testDatabase === 'postgres') {
  throw new Error('HAProxy is not installed; CI must run the test of several processes');
}

type Answer = {
  status: number;
  body: { Status?: number; Result?: unknown };
  id: string;
  raw: Buffer;
};

describe.skipIf(postgresUnavailable || testDatabase === 'sqlite' || haproxyMissing)(
  'two server processes behind a proxy',
  { timeout: 120_000 },
  () => {
    let database: Database;
    let drop: () => Promise<void>;
    let s3: TestS3;
    let servers: ServerProcess[] = [];
    let metricsUrls: string[] = [];
    let proxy: Proxy;
    let dataDirs: string[] = [];
    let customer: FactoryCustomer;
    let savings: FactoryContract;
    /** The contract the deposits go to: no transaction but theirs. */
    let deposited: FactoryContract;
    /** Each process's request-id prefix, as its answers carry it. */
    let prefixes: string[] = [];

    beforeAll(async () => {
      const created = await createPostgresDatabase();
      drop = created.drop;
      database = await openDatabase({ kind: 'postgres', url: created.url });
      s3 = await startS3();
      const factory = createFactory(
        database.db,
        await s3BlobStore({ ...s3.settings, prefix: 'cluster/' }, tmpdir()),
      );
      customer = await factory.customer();
      savings = await factory.contract(customer, { kind: 'Ansparen' });
      await factory.transaction(savings, { bookingDate: '2026-03-05' });
      deposited = await factory.contract(customer, { kind: 'Ansparen' });
      await factory.postboxEntry(customer);
      dataDirs = await Promise.all(
        [0, 1].map(() => mkdtemp(path.join(tmpdir(), 'servicebereich-cluster-'))),
      );
      servers = await Promise.all(
        dataDirs.map((dataDir) =>
          startServerProcess({
            DATA_DIR: dataDir,
            DATABASE_URL: created.url,
            ...s3.env,
            S3_PREFIX: 'cluster/',
            // The proxy in front: the test's own requests to a server stand for it.
            TRUST_PROXY: '1',
            RATE_LIMIT_PER_MINUTE: '100000',
            LOGIN_RATE_LIMIT_PER_MINUTE: String(LOGIN_LIMIT),
            METRICS_PORT: '0',
          }),
        ),
      );
      metricsUrls = servers.map((server) => {
        const line = server.lines.find((l) => l.includes('"msg":"metrics listening"')) ?? '';
        return (JSON.parse(line) as { url: string }).url;
      });
      prefixes = await Promise.all(
        servers.map(async (server) => {
          const answer = await fetch(`${server.url}/health/live`);
          return (answer.headers.get('x-request-id') ?? '').split('-')[0] ?? '';
        }),
      );
      proxy = await startHaproxy(servers.map((server) => server.url));
    }, 120_000);

    afterAll(async () => {
      await proxy.stop();
      await Promise.all(servers.map((server) => server.kill()));
      await s3.close();
      await database.close();
      await drop();
      await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
    });

    /** Which process answered, by the prefix of the answer's request id. */
    const processOf = (answer: Answer) => prefixes.indexOf(answer.id.split('-')[0] ?? '');

    async function send(
      base: string,
      query: string,
      init: {
        session?: HttpSession;
        form?: Record<string, string>;
        body?: Buffer;
        type?: string;
        method?: string;
        headers?: Record<string, string>;
      } = {},
    ): Promise<Answer> {
      const response = await fetch(`${base}${query}`, {
        method: init.method ?? 'POST',
        headers: {
          ...(init.session === undefined
            ? {}
            : { cookie: init.session.cookie, 'x-csrf-token': init.session.csrfToken }),
          'content-type': init.type ?? 'application/x-www-form-urlencoded',
          ...init.headers,
        },
        ...(init.method === 'GET'
          ? {}
          : { body: init.body ?? new URLSearchParams(init.form ?? {}).toString() }),
      });
      const raw = Buffer.from(await response.arrayBuffer());
      const json = response.headers.get('content-type')?.startsWith('application/json') === true;
      return {
        status: response.status,
        body: json ? (JSON.parse(raw.toString()) as Answer['body']) : {},
        id: response.headers.get('x-request-id') ?? '',
        raw,
      };
    }
    const api = (mode: string, fn: string, extra = '') =>
      `/api?Mode=${mode}&Function=${fn}${extra}`;

    async function login(base: string): Promise<{ session: HttpSession; answers: Answer[] }> {
      const tokenResponse = await fetch(`${base}${api('General', 'GetCSRFToken')}`, {
        method: 'POST',
      });
      const cookie = tokenResponse.headers.get('set-cookie')?.split(';')[0] ?? '';
      const { Result } = (await tokenResponse.json()) as { Result: { CSRFToken: string } };
      const first: Answer = {
        status: tokenResponse.status,
        body: {},
        id: tokenResponse.headers.get('x-request-id') ?? '',
        raw: Buffer.alloc(0),
      };
      const response = await fetch(`${base}${api('MeinServicebereich', 'Login')}`, {
        method: 'POST',
        headers: {
          cookie,
          'x-csrf-token': Result.CSRFToken,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({
          verfuegernummer: customer.customerNumber,
          passwort: customer.password,
        }).toString(),
      });
      const body = (await response.json()) as { Result: { CSRFToken: string } };
      const session = {
        cookie: response.headers.get('set-cookie')?.split(';')[0] ?? '',
        csrfToken: body.Result.CSRFToken,
      };
      const second: Answer = {
        status: response.status,
        body: {},
        id: response.headers.get('x-request-id') ?? '',
        raw: Buffer.alloc(0),
      };
      return { session, answers: [first, second] };
    }

    it('alternates the calls of a walk between the processes, and what one made works in the other', async () => {
      const { session, answers } = await login(proxy.url);
      const at = (query: string, init: Parameters<typeof send>[2] = {}) =>
        send(proxy.url, query, { session, ...init });
      const photo = multipartBody(FIELDS, [{ name: 'umzug.jpg', data: await jpeg() }], 'file');
      const walk: Answer[] = [...answers];
      const step = async (answer: Promise<Answer>) => {
        const done = await answer;
        expect(done.status).toBe(200);
        walk.push(done);
        return done;
      };

      await step(at(api('MeinServicebereich', 'GetVertraege')));
      await step(
        at(api('MeinServicebereich', 'GetVertragUmsaetze'), {
          form: { vertragsnummer: savings.contractNumber, jahr: '2026' },
        }),
      );
      const letters = await step(at(api('MeinServicebereich', 'GetPostBoxEntries')));
      const uploaded = await step(
        at(api('MeinServicebereich', 'AddDokboxFile'), {
          body: photo.body,
          type: photo.contentType,
        }),
      );
      const [file] = uploaded.body.Result as DokboxFile[];
      const fileId = file?.fileId ?? '';
      // The file went into the bucket through one process; the other serves it.
      const shown = await step(
        at(api('MeinServicebereich', 'ShowDokboxFile', `&FileId=${fileId}`), { method: 'GET' }),
      );
      const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');
      expect(sha256(shown.raw)).toBe(file?.fileHash);
      await step(at(api('MeinServicebereich', 'GetDokboxFiles')));
      // A download token from one process is redeemed, without the cookie, by the other.
      const token = await step(
        at(api('MeinServicebereich', 'GetTokenId'), {
          form: { call: 'ShowDokboxFile', fileid: fileId, Thumb: 'false' },
        }),
      );
      const { TokenId } = token.body.Result as { TokenId: string };
      await step(
        send(
          proxy.url,
          api(
            'MeinServicebereich',
            'ShowDokboxFile',
            `&FileId=${fileId}&Thumb=false&tokenid=${TokenId}`,
          ),
          { method: 'GET' },
        ),
      );
      // A share link made by one process opens through the other.
      const shared = await step(at(api('MeinServicebereich', 'ShareFile'), { form: { fileId } }));
      const link = new URL((shared.body.Result as DokboxFile).fileShareUrl ?? '');
      const opened = await step(send(proxy.url, link.pathname, { method: 'GET' }));
      expect(sha256(opened.raw)).toBe(file?.fileHash);
      const ping = await step(at(api('General', 'Ping')));

      expect((letters.body.Result as unknown[]).length).toBe(1);
      const order = walk.map(processOf);
      expect(order.every((p) => p === 0 || p === 1)).toBe(true);
      for (let i = 1; i < order.length; i++) expect(order[i]).not.toBe(order[i - 1]);

      // Each answer has its log line in the process that gave it (but the Ping, a keep-alive
      // logged at debug), and no line of either process names a secret of the walk or of the
      // configuration.
      const logs = () => servers.flatMap((server) => server.lines).join('\n');
      await vi.waitFor(
        () => {
          for (const answer of walk.filter((a) => a !== ping)) {
            expect(logs()).toContain(`"reqId":"${answer.id}"`);
          }
        },
        { timeout: 10_000, interval: 50 },
      );
      const secrets = [
        session.cookie.slice(session.cookie.indexOf('=') + 1),
        session.csrfToken,
        TokenId,
        link.pathname.slice(link.pathname.lastIndexOf('/') + 1),
        s3.settings.credentials?.secretAccessKey ?? '',
      ];
      for (const secret of secrets) {
        expect(secret.length).toBeGreaterThanOrEqual(6);
        expect(logs()).not.toContain(secret);
      }
    });

    it('holds a rate limit reached through one process on the other, for the address the proxy saw', async () => {
      const syncs = async (url: string) =>
        metricValue(
          await (await fetch(url)).text(),
          'servicebereich_rate_limit_syncs_total{result="ok"}',
        );
      const afterSyncs = async (url: string, count: number) => {
        const start = await syncs(url);
        await vi.waitFor(
          async () => {
            expect(await syncs(url)).toBeGreaterThanOrEqual(start + count);
          },
          { timeout: 10_000, interval: 20 },
        );
      };
      // Limits count per minute: start with enough of this one left.
      await vi.waitFor(
        () => {
          expect(Date.now() % 60_000).toBeLessThan(40_000);
        },
        { timeout: 60_000, interval: 250 },
      );
      // Sent to the servers directly, as the proxy in front would: from an address of its own
      // (the servers trust one hop's X-Forwarded-For), so the limit holds back no other test's
      // login.
      const headers = { 'x-forwarded-for': '203.0.113.7' };
      const anonymous = async (base: string): Promise<HttpSession> => {
        const answer = await fetch(`${base}${api('General', 'GetCSRFToken')}`, {
          method: 'POST',
          headers,
        });
        const { Result } = (await answer.json()) as { Result: { CSRFToken: string } };
        return {
          cookie: answer.headers.get('set-cookie')?.split(';')[0] ?? '',
          csrfToken: Result.CSRFToken,
        };
      };
      // One request per attempt: a failed login keeps the session and its token.
      const attempt = (base: string, session: HttpSession) =>
        send(base, api('MeinServicebereich', 'Login'), {
          session,
          form: { verfuegernummer: '1999999999', passwort: 'falsch-falsch' },
          headers,
        });
      const [first, second] = servers;
      if (first === undefined || second === undefined) throw new Error('no servers');
      const statuses = [];
      const atFirst = await anonymous(first.url);
      for (let i = 0; i <= LOGIN_LIMIT; i++) {
        statuses.push((await attempt(first.url, atFirst)).status);
      }
      expect(statuses).toEqual([...Array<number>(LOGIN_LIMIT).fill(400), 429]);

      // The first process sends its counts, then the second reads the keys over their limit. A
      // sync under way when counting starts may have taken its counts before the last attempts:
      // the second sync of each began after them.
      await afterSyncs(metricsUrls[0] ?? '', 2);
      await afterSyncs(metricsUrls[1] ?? '', 2);
      expect((await attempt(second.url, await anonymous(second.url))).status).toBe(429);
      // Through the proxy, the same header is the client's own word: both processes count the
      // attempts for the address the proxy saw, which has not reached the limit.
      const viaProxy = await anonymous(proxy.url);
      const throughProxy = [await attempt(proxy.url, viaProxy), await attempt(proxy.url, viaProxy)];
      expect(throughProxy.map((a) => [a.status, processOf(a)]).sort()).toEqual([
        [400, 0],
        [400, 1],
      ]);
    });

    it('loses no acknowledged write when one process is killed, and the walk goes on on the other', async () => {
      const { session } = await login(proxy.url);
      const deposits = depositStream(proxy.url, session, deposited.contractNumber);
      await vi.waitFor(
        () => {
          expect(deposits.acknowledged.length).toBeGreaterThanOrEqual(20);
        },
        { timeout: 60_000, interval: 5 },
      );
      await servers[0]?.kill();
      const atKill = deposits.acknowledged.length;
      await vi.waitFor(
        () => {
          expect(deposits.acknowledged.length).toBeGreaterThanOrEqual(atKill + 20);
        },
        { timeout: 60_000, interval: 5 },
      );
      await deposits.stop();

      const after = [
        await send(proxy.url, api('MeinServicebereich', 'GetVertraege'), { session }),
        await send(proxy.url, api('General', 'Ping'), { session }),
      ];
      expect(after.map((a) => [a.status, processOf(a)])).toEqual([
        [200, 1],
        [200, 1],
      ]);
      await expectDepositsKept(database.db, deposited, deposits.acknowledged);
    });
  },
);
