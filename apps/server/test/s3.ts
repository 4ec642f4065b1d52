import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Settings } from '../src/files/s3-blob-store.ts';

// A local S3-compatible server for the tests: s3rver (npm, in this process), its objects in a
// temp folder. It knows one access key, S3RVER, and checks it; it does not check the signatures
// of the current AWS SDK (their canonical form has moved on), so it runs with that check off.

type S3rverInstance = {
  run: () => Promise<AddressInfo>;
  httpServer?: Server;
  close: () => Promise<void>;
};
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

export type TestS3 = {
  /** Settings for a blob store in the server's one bucket. */
  settings: S3Settings;
  /** The same as environment variables, for a server process. */
  env: Record<string, string>;
  close: () => Promise<void>;
};

export const TEST_BUCKET = 'servicebereich-test';

export async function startS3(): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), 'servicebereich-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    allowMismatchedSignatures: true,
    configureBuckets: [{ name: TEST_BUCKET }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${String(port)}`;
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    settings: {
      endpoint,
      bucket: TEST_BUCKET,
      region: 'eu-central-1',
      credentials,
      forcePathStyle: true,
      prefix: '',
    },
    env: {
      BLOB_STORE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: TEST_BUCKET,
      S3_REGION: 'eu-central-1',
      S3_ACCESS_KEY_ID: credentials.accessKeyId,
      S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      // The SDK keeps its connections open; they would hold the close up.
      server.httpServer?.closeAllConnections();
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
