import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import path from 'node:path';
import { diskBlobStore, type BlobStore } from '../files/blob-store.ts';
import { openBlobStore } from '../files/open-blob-store.ts';
import { UsageError, type AdminCommand } from './admin-command.ts';

const PROGRESS_EVERY = 1000;

/**
 * Copies every blob of `from` that `to` does not have yet, through a staging file of `to`, which
 * stores it under its hash (a bucket checks the SHA-256 on arrival). Safe to run again: what is
 * there already is counted, not copied.
 */
export async function copyBlobs(
  from: BlobStore,
  to: BlobStore,
  out: (line: string) => void,
): Promise<{ copied: number; present: number }> {
  const done = { copied: 0, present: 0 };
  for await (const { hash } of from.list()) {
    if ((await to.writtenAt(hash)) !== null) {
      done.present += 1;
    } else {
      const staging = to.stagingPath();
      try {
        await pipeline(from.open(hash), createWriteStream(staging, { flush: true }));
        await to.adopt(staging, hash);
      } finally {
        await rm(staging, { force: true });
      }
      done.copied += 1;
    }
    if ((done.copied + done.present) % PROGRESS_EVERY === 0) {
      out(`… ${String(done.copied)} kopiert, ${String(done.present)} schon vorhanden`);
    }
  }
  return done;
}

/**
 * `blobs copy-to-bucket`: the files of `DATA_DIR/files` into the bucket of BLOB_STORE=s3 (the
 * move to object storage, docs/operations.md). `blobs verify`: every file a row names is in the
 * configured store.
 */
export const blobsCommand: AdminCommand = {
  usage: [
    'copy-to-bucket                                   Dateien von DATA_DIR/files in den Bucket',
    'verify                                           jede Datei der Datenbank im Speicher?',
  ],
  run: async (args, { db, config, out }) => {
    const [subcommand, ...rest] = args;
    if (rest.length > 0) throw new UsageError('Zu viele Angaben für blobs.');
    const store = await openBlobStore(config);
    if (subcommand === 'copy-to-bucket') {
      if (config.blobStore.kind !== 's3') {
        throw new UsageError('copy-to-bucket braucht BLOB_STORE=s3 und die S3_*-Einstellungen.');
      }
      const disk = await diskBlobStore(path.join(config.dataDir, 'files'));
      const { copied, present } = await copyBlobs(disk, store, out);
      out(`Fertig: ${String(copied)} Dateien kopiert, ${String(present)} waren schon im Bucket.`);
      return 0;
    }
    if (subcommand === 'verify') {
      const rows = await db.selectFrom('blobs').select('hash').execute();
      let missing = 0;
      for (const { hash } of rows) {
        if ((await store.writtenAt(hash)) === null) {
          missing += 1;
          out(`Fehlt: ${hash}`);
        }
      }
      out(`${String(rows.length)} Dateien geprüft, ${String(missing)} fehlen.`);
      return missing === 0 ? 0 : 1;
    }
    throw new UsageError('Unbekannter Befehl für blobs.');
  },
};
