import { createReadStream } from 'node:fs';
import { rm, stat } from 'node:fs/promises';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { blobKey, HASH, stagingFolder, type BlobStore } from './blob-store.ts';

export type S3Settings = {
  /** The service's address; null: AWS itself, found from the region. */
  endpoint: string | null;
  bucket: string;
  region: string;
  /** null: the SDK's default chain (AWS_* variables, an instance or pod role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  /** `bucket` in the path instead of the host name, as MinIO and most S3-compatible servers want. */
  forcePathStyle: boolean;
  /** Put before every key, so one bucket can hold several installations (`prod/`). */
  prefix: string;
};

/** Metadata with the instant a blob was stored, on the server's clock and to the millisecond. */
const WRITTEN_AT = 'written-at';

function isNotFound(error: unknown): boolean {
  return (
    error instanceof S3ServiceException &&
    (error.name === 'NotFound' ||
      error.name === 'NoSuchKey' ||
      error.$metadata.httpStatusCode === 404)
  );
}

/**
 * Blobs in an S3-compatible bucket under `<prefix>blobs/ab/<hash>`, uploads staged on the local
 * disk (`stagingDir`) as with the disk store. `adopt` answers once the service has confirmed the
 * object, sent with its SHA-256 for the service to check: nothing is acknowledged before that
 * (decision 011). An object is written whole or not at all, so a crash leaves no partial object,
 * at most one that no row names, which the orphan sweep removes.
 */
export async function s3BlobStore(settings: S3Settings, stagingDir: string): Promise<BlobStore> {
  const client = new S3Client({
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    ...(settings.endpoint === null ? {} : { endpoint: settings.endpoint }),
    ...(settings.credentials === null ? {} : { credentials: settings.credentials }),
    // The SDK's default checksums travel in a trailer of a chunked body, which several
    // S3-compatible servers do not read; the SHA-256 we send ourselves is checked by all of them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: {
      connectionTimeout: 5_000,
      // Silence on the socket; a download paced by a slow reader still moves within this.
      requestTimeout: 60_000,
    },
  });
  const { bucket } = settings;
  const key = (hash: string) => `${settings.prefix}${blobKey(hash)}`;
  const listPrefix = `${settings.prefix}blobs/`;

  return {
    ...(await stagingFolder(stagingDir)),

    adopt: async (stagingFile, hash) => {
      const { size } = await stat(stagingFile);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key(hash),
          Body: createReadStream(stagingFile),
          ContentLength: size,
          ChecksumSHA256: Buffer.from(hash, 'hex').toString('base64'),
          Metadata: { [WRITTEN_AT]: String(Date.now()) },
        }),
      );
      await rm(stagingFile, { force: true });
    },

    open: (hash) => {
      // Callers get the stream at once, as from the disk; a missing object fails it like a
      // missing file.
      const out = new PassThrough();
      client.send(new GetObjectCommand({ Bucket: bucket, Key: key(hash) })).then(
        (answer) => {
          pipeline(answer.Body as Readable, out).catch((error: unknown) => {
            out.destroy(error instanceof Error ? error : new Error(String(error)));
          });
        },
        (error: unknown) => {
          out.destroy(error instanceof Error ? error : new Error(String(error)));
        },
      );
      return out;
    },

    read: async (hash) => {
      const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key(hash) }));
      const bytes = await answer.Body?.transformToByteArray();
      if (bytes === undefined) throw new Error(`blob ${hash} came without content`);
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },

    writtenAt: async (hash) => {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key(hash) }));
        const stored = Number(head.Metadata?.[WRITTEN_AT]);
        // Objects copied in from the disk store have no metadata; LastModified has whole seconds.
        return Number.isFinite(stored) ? stored : (head.LastModified?.getTime() ?? 0) + 999;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    remove: async (hash) => {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key(hash) }));
    },

    list: async function* () {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: listPrefix,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          const hash = object.Key?.slice(object.Key.lastIndexOf('/') + 1) ?? '';
          if (HASH.test(hash) && object.Key === key(hash)) {
            yield { hash, writtenAt: (object.LastModified?.getTime() ?? 0) + 999 };
          }
        }
        token = page.IsTruncated === true ? page.NextContinuationToken : undefined;
      } while (token !== undefined);
    },

    check: async () => {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
  };
}
