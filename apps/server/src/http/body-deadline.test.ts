import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpeg } from '../../test/files.ts';
import { multipartBody, testDatabase } from '../../test/harness.ts';
import { RawConnection, rawRequest } from '../../test/raw-http.ts';
import {
  createCustomerIn,
  loginSession,
  startServerProcess,
  type HttpSession,
  type ServerProcess,
} from '../../test/server-process.ts';
import { UPLOAD_LIMITS, UPLOAD_MESSAGES } from '../files/upload-pipeline.ts';
import { MESSAGES } from './api-error.ts';

// Requests whose body never comes whole, sent to the server as deployed (a process of its own,
// production mode): each is answered or its connection closed, and the process keeps running.

const CSRF = '/api?Mode=General&Function=GetCSRFToken';
const FORM = 'application/x-www-form-urlencoded';

// A process start takes seconds on a busy machine.
const TIMEOUT_MS = 60_000;

describe.skipIf(testDatabase === 'postgres')(
  'a request body that misses its deadline',
  { timeout: TIMEOUT_MS },
  () => {
    let dataDir: string;
    let server: ServerProcess;

    // One server process for the file: a start costs seconds, and each test leaves the server
    // answering (it checks that last), as the next one expects it.
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-deadline-'));
      const webDistDir = path.join(dataDir, 'web');
      await mkdir(webDistDir);
      await writeFile(
        path.join(webDistDir, 'index.html'),
        '<!doctype html><html><head></head></html>',
      );
      server = await startServerProcess({
        NODE_ENV: 'production',
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDistDir,
        BODY_DEADLINE_SECONDS: '1',
        UPLOAD_DEADLINE_SECONDS: '1',
      });
    }, TIMEOUT_MS);
    afterAll(async () => {
      await server.kill();
      await rm(dataDir, { recursive: true, force: true });
    });

    /**
     * A form whose body never comes, answered 408 when its deadline passes: by then the deadline
     * of every request sent before it has passed too.
     */
    async function deadlinesPassed(): Promise<void> {
      const connection = await RawConnection.open(server.url);
      await connection.write(
        `POST ${CSRF} HTTP/1.1\r\nHost: x\r\nContent-Type: ${FORM}\r\nContent-Length: 10\r\n\r\n`,
      );
      await expectClosingAnswer(connection, 408, MESSAGES.bodyTimeout);
    }

    /** A customer in the server's database, logged in. */
    async function customerSession(): Promise<HttpSession> {
      const customer = await createCustomerIn(dataDir);
      return loginSession(server.url, customer.customerNumber, customer.password);
    }

    /** The next answer is the envelope with `message`, and the connection closes after it. */
    async function expectClosingAnswer(
      connection: RawConnection,
      status: number,
      message: string,
    ): Promise<void> {
      const answer = await connection.answer();
      expect(answer.status).toBe(status);
      expect(JSON.parse(answer.body)).toEqual({ Status: 400, Errors: { general: message } });
      // The rest of the body is not read: the connection cannot carry another request.
      expect(answer.headers.connection).toBe('close');
      await connection.closed;
    }

    async function expectStillAnswering(): Promise<void> {
      const answer = await fetch(`${server.url}${CSRF}`, { method: 'POST' });
      expect(answer.status).toBe(200);
      expect(server.running(), server.lines.join('\n')).toBe(true);
    }

    it('answers a GET that announces a body it never sends, and closes the connection', async () => {
      const page = await rawRequest(
        server.url,
        'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 1\r\n\r\n',
      );
      expect(page.status).toBe(200);
      await deadlinesPassed();
      await expectStillAnswering();
      // The body never came, so the connection cannot carry another request.
      expect(page.headers.connection).toBe('close');
      await page.connection.closed;
    });

    it.each([
      ['without a content type', '', 400, MESSAGES.badBody],
      ['as a form', `Content-Type: ${FORM}\r\n`, 408, MESSAGES.bodyTimeout],
    ])(
      'answers a POST whose body never comes (%s) and closes the connection',
      async (_label, contentType, status, message) => {
        const connection = await RawConnection.open(server.url);
        await connection.write(
          `POST ${CSRF} HTTP/1.1\r\nHost: x\r\n${contentType}Content-Length: 1000\r\n\r\n`,
        );
        await expectClosingAnswer(connection, status, message);
        await deadlinesPassed();
        await expectStillAnswering();
      },
    );

    it('refuses a 70 KB form on a keep-alive connection and answers the next request', async () => {
      // As curl sends a larger form: it waits for "100 Continue" before the body.
      const connection = await RawConnection.open(server.url);
      await connection.write(
        `POST ${CSRF} HTTP/1.1\r\nHost: x\r\nConnection: keep-alive\r\nContent-Type: ${FORM}\r\n` +
          `Content-Length: ${70 * 1024}\r\nExpect: 100-continue\r\n\r\n`,
      );
      await expectClosingAnswer(connection, 413, MESSAGES.bodyTooLarge);
      await expectStillAnswering();
      await deadlinesPassed();
      await expectStillAnswering();
    });

    it('answers an upload that misses its deadline with a German message before closing', async () => {
      const session = await customerSession();
      const { body, contentType } = multipartBody(
        { date: '2026-10-03', name: 'Einzug', categoryId: '4', desc: '' },
        [{ name: 'foto.jpg', data: await jpeg({ width: 800, height: 600 }) }],
        'file',
      );
      const connection = await RawConnection.open(server.url);
      await connection.write(
        `POST /api?Mode=MeinServicebereich&Function=AddDokboxFile HTTP/1.1\r\nHost: x\r\n` +
          `Cookie: ${session.cookie}\r\nX-CSRF-Token: ${session.csrfToken}\r\n` +
          `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
      );
      // Half the photo, then nothing more.
      await connection.write(body.subarray(0, Math.floor(body.length / 2)));
      await expectClosingAnswer(connection, 408, MESSAGES.uploadTimeout);
      await expectStillAnswering();
    });

    it('refuses an upload that declares more than the upload limit at once, before its body', async () => {
      const session = await customerSession();
      const connection = await RawConnection.open(server.url);
      await connection.write(
        `POST /api?Mode=MeinServicebereich&Function=AddDokboxFile HTTP/1.1\r\nHost: x\r\n` +
          `Cookie: ${session.cookie}\r\nX-CSRF-Token: ${session.csrfToken}\r\n` +
          `Content-Type: multipart/form-data; boundary=x\r\nContent-Length: ${100 * 1024 ** 3}\r\n\r\n`,
      );
      await expectClosingAnswer(
        connection,
        413,
        UPLOAD_MESSAGES.requestTooLarge(UPLOAD_LIMITS.requestBytes),
      );
      await expectStillAnswering();
    });
  },
);
