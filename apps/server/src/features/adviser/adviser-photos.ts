import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { abandonBlobs, registerBlobs, releaseBlobs } from '../../files/blob-repository.ts';
import { putBlob, type BlobStore } from '../../files/blob-store.ts';

/** The app shows a photo 64 px wide, so 256 px are sharp on a 4× screen; more only costs bytes. */
const PHOTO_SIZE = 256;
/** Decoding a larger image would take more memory than a photo is worth. */
const PHOTO_MAX_PIXELS = 50_000_000;

/**
 * Makes the image (any format sharp reads) the adviser's photo, served from the app's origin
 * (`GetBeraterBild`): a square JPEG, turned upright, without the metadata of the original. The
 * previous photo is released. False for an adviser that does not exist.
 */
export async function setAdviserPhoto(
  db: Kysely<Tables>,
  store: BlobStore,
  agentId: string,
  image: Buffer,
  now: number,
): Promise<boolean> {
  const { sharp } = await import('../../files/sharp.ts');
  const photo = await sharp(image, { failOn: 'error', limitInputPixels: PHOTO_MAX_PIXELS })
    .rotate()
    .resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85 })
    .toBuffer();
  const blob = await putBlob(store, photo);
  const stored = await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('advisers')
      .select('picture_hash')
      .where('agent_id', '=', agentId)
      .executeTakeFirst();
    if (row === undefined) return false;
    await registerBlobs(trx, [blob], now);
    await trx
      .updateTable('advisers')
      .set({ picture_hash: blob.hash })
      .where('agent_id', '=', agentId)
      .execute();
    if (row.picture_hash !== blob.hash) await releaseBlobs(trx, [row.picture_hash]);
    return true;
  });
  if (!stored) await abandonBlobs(db, [blob.hash]);
  return stored;
}
