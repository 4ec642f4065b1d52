import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../db/tables.ts';
import type { BlobStore } from './blob-store.ts';

type Db = Kysely<Tables> | Transaction<Tables>;

/**
 * A blob file with no blob row may belong to an upload between its rename and its commit (on
 * PostgreSQL, in another server process). Such a file is removed only after this long.
 */
export const ORPHAN_GRACE_MS = 60 * 60_000;

/** Records stored blobs inside the caller's transaction, so rows and blobs commit together. */
export async function registerBlobs(
  trx: Db,
  blobs: readonly { hash: string; size: number }[],
  now: number,
): Promise<void> {
  for (const blob of blobs) {
    await trx
      .insertInto('blobs')
      .values({ hash: blob.hash, size: blob.size, created_at: now })
      .onConflict((oc) => oc.column('hash').doNothing())
      .execute();
    await trx.deleteFrom('blob_deletions').where('hash', '=', blob.hash).execute();
  }
}

/**
 * After rows that named these blobs were deleted (in the same transaction): blobs nothing names
 * any more (no file, document, letter, claim file, adviser photo or queued mail) lose their row
 * and are queued for removal from disk.
 */
export async function releaseBlobs(trx: Db, hashes: readonly (string | null)[]): Promise<void> {
  for (const hash of new Set(hashes)) {
    if (hash === null) continue;
    const used = await trx
      .selectFrom('dokbox_files')
      .select('id')
      .where((eb) => eb.or([eb('blob_hash', '=', hash), eb('thumb_hash', '=', hash)]))
      .unionAll(trx.selectFrom('checklist_documents').select('id').where('blob_hash', '=', hash))
      .unionAll(
        trx
          .selectFrom('postbox_entries')
          .select('id')
          .where((eb) => eb.or([eb('blob_hash', '=', hash), eb('thumb_hash', '=', hash)])),
      )
      .unionAll(trx.selectFrom('claim_files').select('id').where('blob_hash', '=', hash))
      .unionAll(
        trx.selectFrom('advisers').select('agent_id as id').where('picture_hash', '=', hash),
      )
      // A queued mail still has to attach the file, even after its DokBox entry is gone.
      .unionAll(
        trx.selectFrom('mail_attachments').select('mail_id as id').where('blob_hash', '=', hash),
      )
      .limit(1)
      .executeTakeFirst();
    if (used !== undefined) continue;
    await trx.deleteFrom('blobs').where('hash', '=', hash).execute();
    await queueRemoval(trx, hash);
  }
}

async function queueRemoval(trx: Db, hash: string): Promise<void> {
  // Compared with the file's modification time, so this is the real clock, not the app's.
  const dueAt = Date.now();
  await trx
    .insertInto('blob_deletions')
    .values({ hash, due_at: dueAt })
    .onConflict((oc) => oc.column('hash').doUpdateSet({ due_at: dueAt }))
    .execute();
}

/** Blobs an upload put on disk whose transaction then failed: removed by the next sweep. */
export async function abandonBlobs(db: Kysely<Tables>, hashes: readonly string[]): Promise<void> {
  for (const hash of new Set(hashes)) await queueRemoval(db, hash);
}

/**
 * An upload of the same content may have put its file in place just before the blob was
 * released and not yet committed; waiting this long lets it commit (and keep the blob).
 */
const SWEEP_DELAY_MS = 60_000;

/**
 * Removes queued blob files that no row names (again); called periodically. A file written
 * after it was queued belongs to a newer upload and stays (a failed one is queued anew).
 */
export async function sweepBlobs(
  db: Kysely<Tables>,
  store: BlobStore,
  now = Date.now(),
): Promise<void> {
  const due = await db
    .selectFrom('blob_deletions')
    .leftJoin('blobs', 'blobs.hash', 'blob_deletions.hash')
    .select(['blob_deletions.hash', 'blob_deletions.due_at', 'blobs.hash as kept'])
    .where('blob_deletions.due_at', '<=', now - SWEEP_DELAY_MS)
    .execute();
  for (const { hash, due_at: queuedAt, kept } of due) {
    const writtenAt = await store.writtenAt(hash);
    if (kept === null && writtenAt !== null && writtenAt <= queuedAt) await store.remove(hash);
    await db.deleteFrom('blob_deletions').where('hash', '=', hash).execute();
  }
}

/**
 * At start: blob files without a row (a crash between rename and commit) and staging files
 * older than the grace are removed. With SQLite this process is the only writer, so the grace
 * is 0; on PostgreSQL other processes may be mid-upload.
 */
export async function removeOrphans(
  db: Kysely<Tables>,
  store: BlobStore,
  writtenBefore: number,
): Promise<void> {
  await store.clearStaging(writtenBefore);
  for await (const { hash, writtenAt } of store.list()) {
    if (
      writtenAt >= writtenBefore &&
      ((await store.writtenAt(hash)) ?? Infinity) >= writtenBefore
    ) {
      continue;
    }
    const row = await db
      .selectFrom('blobs')
      .select('hash')
      .where('hash', '=', hash)
      .executeTakeFirst();
    if (row === undefined) await store.remove(hash);
  }
}
