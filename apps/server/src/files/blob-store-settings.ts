import { z } from 'zod/mini';
import { flag } from '../config-values.ts';
import type { S3Settings } from './s3-blob-store.ts';

/** Where file contents live: the data folder, or an S3 bucket. */
export const blobStoreEnv = z.object({
  BLOB_STORE: z._default(z.enum(['disk', 's3']), 'disk'),
  S3_ENDPOINT: z.optional(z.url({ protocol: /^https?$/ })),
  S3_BUCKET: z.optional(z.string().check(z.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/))),
  S3_REGION: z.optional(z.string().check(z.regex(/^[a-z0-9-]{2,40}$/))),
  S3_ACCESS_KEY_ID: z.optional(z.string().check(z.minLength(1))),
  S3_SECRET_ACCESS_KEY: z.optional(z.string().check(z.minLength(1))),
  S3_FORCE_PATH_STYLE: flag,
  // Folders ending in `/`, none starting with a dot: no `..` for a server that keeps a disk tree.
  S3_PREFIX: z._default(z.string().check(z.regex(/^([A-Za-z0-9_-][A-Za-z0-9._-]*\/)*$/)), ''),
});

type BlobStoreEnv = z.infer<typeof blobStoreEnv>;

export type BlobStoreSettings = {
  /** Where file contents live: `DATA_DIR/files` or a bucket (uploads stage in `DATA_DIR/files/tmp`). */
  blobStore: { kind: 'disk' } | ({ kind: 's3' } & S3Settings);
};

/** What is wrong in these settings taken together, each of which passed its schema. */
export function blobStoreProblems(e: BlobStoreEnv): string[] {
  return [
    e.BLOB_STORE === 's3' && (e.S3_BUCKET === undefined || e.S3_REGION === undefined)
      ? 'BLOB_STORE: s3 nur mit S3_BUCKET und S3_REGION'
      : null,
    (e.S3_ACCESS_KEY_ID === undefined) !== (e.S3_SECRET_ACCESS_KEY === undefined)
      ? 'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: nur gemeinsam'
      : null,
  ].filter((problem) => problem !== null);
}

export function blobStoreSettings(e: BlobStoreEnv): BlobStoreSettings {
  return {
    blobStore:
      e.BLOB_STORE === 's3'
        ? {
            kind: 's3',
            endpoint: e.S3_ENDPOINT ?? null,
            bucket: e.S3_BUCKET ?? '',
            region: e.S3_REGION ?? '',
            credentials:
              e.S3_ACCESS_KEY_ID === undefined || e.S3_SECRET_ACCESS_KEY === undefined
                ? null
                : { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY },
            forcePathStyle: e.S3_FORCE_PATH_STYLE ?? false,
            prefix: e.S3_PREFIX,
          }
        : { kind: 'disk' },
  };
}
