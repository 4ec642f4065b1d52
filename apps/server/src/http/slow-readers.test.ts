import { once } from 'node:events';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get } from 'node:http';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, postgresUnavailable, type TestApp } from '../../test/harness.ts';
import { RawConnection } from '../../test/raw-http.ts';

// A phone downloading a 20 MB file, and a client that asks for it and then reads nothing.

const FILE_BYTES = 20 * 1024 * 1024;

describe.skipIf(postgresUnavailable)(
  'an answer its client does not read',
  { timeout: 30_000 },
  () => {
    let t: TestApp;
    let webDistDir: string;
    let url: string;

    beforeAll(async () => {
      webDistDir = await mkdtemp(path.join(tmpdir(), 'servicebereich-web-'));
      await mkdir(path.join(webDistDir, 'assets'));
      await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><html></html>');
      await writeFile(
        path.join(webDistDir, 'assets', 'video-1a2b3c.mp4'),
        Buffer.alloc(FILE_BYTES),
      );
      t = await createTestApp({ webDistDir, sendTimeoutMs: 500 });
      url = await t.app.listen({ host: '127.0.0.1', port: 0 });
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
  },
);
