import { createHash, randomUUID } from 'node:crypto';
import { constants, createReadStream } from 'node:fs';
import { access, mkdir, open, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where file contents live, each under the SHA-256 of its content: on the local disk
 * (`diskBlobStore`) or in an S3-compatible bucket (`s3BlobStore`, `s3-blob-store.ts`). Rows in
 * the database name a blob by its hash. Both stage uploads in a folder on the local disk.
 */
export type BlobStore = {
  /** A fresh path in the staging folder, on the same file system as the blobs. */
  stagingPath: () => string;
  /** Moves a complete, fsynced staging file in under its hash (atomic; replaces an equal blob). */
  adopt: (stagingFile: string, hash: string) => Promise<void>;
  open: (hash: string) => Readable;
  read: (hash: string) => Promise<Buffer>;
  /** When the blob was last written, or null when there is none. */
  writtenAt: (hash: string) => Promise<number | null>;
  remove: (hash: string) => Promise<void>;
  /**
   * Every stored blob with the time it was last written, or a little later where the store
   * lists coarser times (a bucket lists whole seconds); `writtenAt` has the exact one.
   */
  list: () => AsyncIterable<{ hash: string; writtenAt: number }>;
  /** Removes staging files older than the given instant (left by a crash or a lost request). */
  clearStaging: (writtenBefore: number) => Promise<void>;
  /** Fails when the store cannot be reached or written (the readiness check). */
  check: () => Promise<void>;
};

export const HASH = /^[0-9a-f]{64}$/;

export function checkedHash(hash: string): string {
  // Hashes come from our own rows, but a path is built from them: never let one escape the folder.
  if (!HASH.test(hash)) throw new Error(`not a blob hash: ${hash}`);
  return hash;
}

async function fsyncPath(target: string): Promise<void> {
  const handle = await open(target, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/** Where a blob lives below the store's root, on disk and in a bucket alike: `blobs/ab/<hash>`. */
export function blobKey(hash: string): string {
  return `blobs/${hash.slice(0, 2)}/${checkedHash(hash)}`;
}

/** The staging folder of either store: uploads arrive there before they are stored. */
export async function stagingFolder(
  dir: string,
): Promise<Pick<BlobStore, 'stagingPath' | 'clearStaging'>> {
  await mkdir(dir, { recursive: true });
  return {
    stagingPath: () => path.join(dir, randomUUID()),
    clearStaging: async (writtenBefore) => {
      for (const name of await readdir(dir)) {
        const file = path.join(dir, name);
        const info = await stat(file).catch(() => null);
        if (info !== null && info.mtimeMs < writtenBefore) await rm(file, { force: true });
      }
    },
  };
}

/** Blobs on local disk: `<root>/blobs/ab/<hash>`, staging files in `<root>/tmp`. */
export async function diskBlobStore(root: string): Promise<BlobStore> {
  const blobsDir = path.join(root, 'blobs');
  await mkdir(blobsDir, { recursive: true });

  const blobPath = (hash: string) => path.join(root, blobKey(hash));

  return {
    ...(await stagingFolder(path.join(root, 'tmp'))),

    adopt: async (stagingFile, hash) => {
      const target = blobPath(hash);
      const dir = path.dirname(target);
      await mkdir(dir, { recursive: true });
      await rename(stagingFile, target);
      // The rename is durable only once its folder is on disk.
      await fsyncPath(dir);
    },

    open: (hash) => createReadStream(blobPath(hash)),

    read: (hash) => readFile(blobPath(hash)),

    writtenAt: async (hash) => {
      const info = await stat(blobPath(hash)).catch(() => null);
      return info === null ? null : info.mtimeMs;
    },

    remove: async (hash) => {
      await rm(blobPath(hash), { force: true });
    },

    list: async function* () {
      for (const prefix of await readdir(blobsDir)) {
        const dir = path.join(blobsDir, prefix);
        for (const name of await readdir(dir)) {
          if (!HASH.test(name)) continue;
          const info = await stat(path.join(dir, name));
          yield { hash: name, writtenAt: info.mtimeMs };
        }
      }
    },

    check: () => access(blobsDir, constants.W_OK),
  };
}

/** Writes data durably (fsync) to staging and moves it in under its hash. */
export async function putBlob(
  store: BlobStore,
  data: Buffer,
): Promise<{ hash: string; size: number }> {
  const file = store.stagingPath();
  const handle = await open(file, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  const hash = createHash('sha256').update(data).digest('hex');
  await store.adopt(file, hash);
  return { hash, size: data.length };
}
