import { execFile } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import { type AddressInfo, connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postgresUnavailable, type TestApp } from '../../test/harness.ts';
import { RawConnection } from '../../test/raw-http.ts';

// A phone downloading a 20 MB file, and a client that asks for it and then reads nothing. A
// 512 KB file leaves Node at once: the kernel holds what its client has not read.

const FILE_BYTES = 20 * 1024 * 1024;
const SMALL_FILE_BYTES = 512 * 1024;

/**
 * Asks for `file` on a raw connection; the client reads nothing until `socket.resume()`. `done`
 * has the bytes of the answer, head and body, and whether the server reset the connection.
 */
async function download(host: string, port: number, file: string, connection: string) {
  const socket = connect(port, host);
  socket.pause();
  await once(socket, 'connect');
  const chunks: Buffer[] = [];
  let reset = false;
  socket.on('data', (chunk: Buffer) => chunks.push(chunk));
  socket.on('error', (error: NodeJS.ErrnoException) => {
    reset = error.code === 'ECONNRESET';
  });
  const done = new Promise<{ received: Buffer; reset: boolean }>((resolve) => {
    socket.once('close', () => {
      resolve({ received: Buffer.concat(chunks), reset });
    });
  });
  socket.write(`GET ${file} HTTP/1.1\r\nHost: x\r\nConnection: ${connection}\r\n\r\n`);
  return { socket, done };
}

function bodyBytes(answer: Buffer): number {
  return answer.length - answer.indexOf('\r\n\r\n') - 4;
}

// Asks for a file with `Connection: close` and reads it at a rate (bytes per second); prints the
// length of the body it got and whether the connection was reset. Arguments: port, path, rate.
const SLOW_CLIENT = `
const [, port, file, rate] = process.argv;
const socket = require('node:net').connect(Number(port), '127.0.0.1', () => {
  socket.write('GET ' + file + ' HTTP/1.1\\r\\nHost: x\\r\\nConnection: close\\r\\n\\r\\n');
});
const chunks = [];
let reset = false;
socket.on('data', (chunk) => {
  chunks.push(chunk);
  socket.pause();
  setTimeout(() => socket.resume(), (chunk.length / Number(rate)) * 1000);
});
socket.on('error', (error) => {
  reset = error.code === 'ECONNRESET';
});
socket.on('close', () => {
  const answer = Buffer.concat(chunks);
  const body = answer.length - answer.indexOf('\\r\\n\\r\\n') - 4;
  console.log(JSON.stringify({ body, reset }));
});
`;

describe.skipIf(postgresUnavailable)(
  'an answer its client does not read',
  { timeout: 30_000 },
  () => {
    let t: TestApp;
    let webDistDir: string;
    let url: string;
    let port: number;

    beforeAll(async () => {
      webDistDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-web-'));
      await mkdir(path.join(webDistDir, 'assets'));
      await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><html></html>');
      await writeFile(
        path.join(webDistDir, 'assets', 'video-1a2b3c.mp4'),
        Buffer.alloc(FILE_BYTES),
      );
      await writeFile(
        path.join(webDistDir, 'assets', 'map-1a2b3c.js'),
        Buffer.alloc(SMALL_FILE_BYTES),
      );
      t = await createTestApp({ webDistDir, sendTimeoutMs: 500 });
      // Both IPv4 (as IPv4-mapped IPv6) and IPv6 clients.
      await t.app.listen({ host: '::', port: 0 });
      port = (t.app.server.address() as AddressInfo).port;
      url = `http://127.0.0.1:${port}`;
    });
    afterAll(async () => {
      await t.close();
      await rm(webDistDir, { recursive: true, force: true });
    });

    it('closes the connection of a client that stops reading', async () => {
      const accepted = once(t.app.server, 'connection') as Promise<[Socket]>;
      const connection = await RawConnection.open(url);
      connection.socket.pause();
      await connection.write('GET /assets/video-1a2b3c.mp4 HTTP/1.1\r\nHost: x\r\n\r\n');
      // The client reads nothing, so it would not notice the close: the server's side is watched.
      const [socket] = await accepted;
      await once(socket, 'close');
      expect(socket.bytesWritten).toBeGreaterThan(0);
      connection.close();
    });

    it('sends the whole file to a client that reads it', async () => {
      const received = await new Promise<number>((resolve, reject) => {
        get(`${url}/assets/video-1a2b3c.mp4`, (response) => {
          let bytes = 0;
          response.on('data', (chunk: Buffer) => (bytes += chunk.length));
          response.on('end', () => {
            resolve(bytes);
          });
          response.on('error', reject);
        }).on('error', reject);
      });
      expect(received).toBe(FILE_BYTES);
    });

    it.each([
      ['127.0.0.1', 'keep-alive'],
      ['::1', 'keep-alive'],
      ['127.0.0.1', 'close'],
    ])(
      'resets the connection of a client on %s that stops reading an answer the kernel holds (Connection: %s)',
      async (host, connection) => {
        const accepted = once(t.app.server, 'connection') as Promise<[Socket]>;
        const client = await download(host, port, '/assets/map-1a2b3c.js', connection);
        const [socket] = await accepted;
        // The client reads nothing, so it would not notice the reset: the server's side is
        // watched. Then the client reads what arrived before the reset, and the reset.
        await once(socket, 'close');
        client.socket.resume();
        const { received, reset } = await client.done;
        expect(reset).toBe(true);
        expect(bodyBytes(received)).toBeLessThan(SMALL_FILE_BYTES);
      },
    );

    it('keeps a held-back close through another close, and resets it when all connections are closed', async () => {
      // Windows long enough that the rate rule does not come first.
      const patient = await createTestApp({ webDistDir, sendTimeoutMs: 60_000 });
      try {
        await patient.app.listen({ host: '127.0.0.1', port: 0 });
        const accepted = once(patient.app.server, 'connection') as Promise<[Socket]>;
        const { port: patientPort } = patient.app.server.address() as AddressInfo;
        const client = await download('127.0.0.1', patientPort, '/assets/map-1a2b3c.js', 'close');
        const [socket] = await accepted;
        // Node has handed the answer on and closed the connection: the close is held back.
        await once(socket, 'finish');
        expect(socket.destroyed).toBe(false);
        // Shutdown closes the idle connections, this one too.
        socket.destroy();
        expect(socket.destroyed).toBe(false);
        // The grace time is over.
        patient.app.server.closeAllConnections();
        expect(socket.destroyed).toBe(true);
        client.socket.resume();
        const { received, reset } = await client.done;
        expect(reset).toBe(true);
        expect(bodyBytes(received)).toBeLessThan(SMALL_FILE_BYTES);
      } finally {
        await patient.close();
      }
    });

    it('sends the whole answer the kernel holds to a client that reads it at 128 KB/s, then closes', async () => {
      // Four seconds for the file; the server closes its side at once, while the kernel still
      // holds most of it. The client runs in a process of its own, as a phone does, and
      // the windows are long enough that a client waiting for a core on a busy machine still
      // reads in each.
      const slow = await createTestApp({ webDistDir, sendTimeoutMs: 4000 });
      try {
        await slow.app.listen({ host: '127.0.0.1', port: 0 });
        const run = promisify(execFile)(process.execPath, [
          '-e',
          SLOW_CLIENT,
          String((slow.app.server.address() as AddressInfo).port),
          '/assets/map-1a2b3c.js',
          String(128 * 1024),
        ]);
        const { body, reset } = JSON.parse((await run).stdout) as { body: number; reset: boolean };
        expect(reset).toBe(false);
        expect(body).toBe(SMALL_FILE_BYTES);
      } finally {
        await slow.close();
      }
    });
  },
);
