import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DokboxFilesTable, Tables } from '../../db/tables.ts';
import { abandonBlobs, registerBlobs, releaseBlobs } from '../../files/blob-repository.ts';
import type { StoredUpload } from '../../files/upload-pipeline.ts';

/** The synthetic folder in which the postbox's letters appear. */
export const POSTBOX_CATEGORY_ID = 99;
export const POSTBOX_CATEGORY_NAME = 'Postbox';

export type DokboxFileRow = Selectable<DokboxFilesTable>;

/** A postbox letter shown as a file of category 99. */
export type PostboxFileRow = {
  id: string;
  title: string;
  creation_date: string;
  file_name: string;
  blob_hash: string;
  created_at: number;
};

export type FileFields = {
  categoryId: number;
  name: string;
  description: string;
  date: string;
  is360: boolean;
};

/** A public link: its secret and the last day (in Austria, `yyyy-mm-dd`) on which it works. */
export type Share = { token: string; validUntil: string };

export type FileFilter = { categoryId?: number | undefined; year?: number | undefined };

export type GroupKey = {
  category_id: number;
  file_date: string;
  description: string;
  name: string;
  is_public: number;
};

/** A new file's row. */
function fileRow(
  customerId: string,
  fields: FileFields,
  upload: StoredUpload,
  share: Share | null,
  createdAt: number,
): DokboxFileRow {
  return {
    id: randomUUID(),
    customer_id: customerId,
    category_id: fields.categoryId,
    name: fields.name,
    description: fields.description,
    file_date: fields.date,
    is_360: fields.is360 ? 1 : 0,
    file_name: upload.fileName,
    content_type: upload.contentType,
    blob_hash: upload.hash,
    thumb_hash: upload.thumbnail?.hash ?? null,
    share_token: share?.token ?? null,
    share_valid_until: share?.validUntil ?? null,
    created_at: createdAt,
  };
}

export function dokboxRepository(db: Kysely<Tables>) {
  async function categories(): Promise<{ id: number; name: string }[]> {
    return db.selectFrom('dokbox_categories').select(['id', 'name']).orderBy('position').execute();
  }

  async function categoryExists(id: number): Promise<boolean> {
    const row = await db
      .selectFrom('dokbox_categories')
      .select('id')
      .where('id', '=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Years with files or postbox letters, newest first. */
  async function years(customerId: string): Promise<number[]> {
    const rows = await sql<{ year: string }>`
      select distinct substr(file_date, 1, 4) as year from dokbox_files where customer_id = ${customerId}
      union
      select distinct substr(creation_date, 1, 4) as year from postbox_entries where customer_id = ${customerId}
      order by year desc`.execute(db);
    return rows.rows.map((r) => Number(r.year));
  }

  function dateRange(filter: FileFilter) {
    return filter.year === undefined
      ? { from: '0000-00-00', to: '9999-99-99' }
      : { from: `${filter.year}-01-01`, to: `${filter.year}-12-31` };
  }

  /**
   * One page of groups (files with equal folder, date, description and title), newest first,
   * postbox letters included as folder 99, and the number of all groups. A group is public when
   * every file of it is, and a file while its link works on `today`: sharing one photo of an
   * upload keeps the upload one group (decision 039).
   */
  async function groupPage(
    customerId: string,
    filter: FileFilter,
    page: { offset: number; limit: number },
    today: string,
  ): Promise<{ groups: GroupKey[]; total: number }> {
    const { from, to } = dateRange(filter);
    const files = sql`
      select category_id, file_date, description, name,
        case when share_token is not null and share_valid_until >= ${today} then 1 else 0 end
          as is_public,
        created_at
      from dokbox_files
      where customer_id = ${customerId} and file_date between ${from} and ${to}
      ${filter.categoryId === undefined ? sql`` : sql`and category_id = ${filter.categoryId}`}`;
    const letters = sql`
      select ${sql.lit(POSTBOX_CATEGORY_ID)} as category_id, creation_date as file_date,
        '' as description, title as name, 0 as is_public, created_at
      from postbox_entries
      where customer_id = ${customerId} and creation_date between ${from} and ${to}`;
    const all =
      filter.categoryId === undefined
        ? sql`${files} union all ${letters}`
        : filter.categoryId === POSTBOX_CATEGORY_ID
          ? letters
          : files;
    const groups = await sql<GroupKey & { latest: number }>`
      select category_id, file_date, description, name, min(is_public) as is_public,
        max(created_at) as latest
      from (${all}) g
      group by category_id, file_date, description, name
      order by file_date desc, latest desc, name, description
      limit ${page.limit} offset ${page.offset}`.execute(db);
    const count = await sql<{ total: number | string }>`
      select count(*) as total from (
        select 1 as one from (${all}) g
        group by category_id, file_date, description, name
      ) c`.execute(db);
    return {
      groups: groups.rows.map((g) => ({
        category_id: g.category_id,
        file_date: g.file_date,
        description: g.description,
        name: g.name,
        is_public: g.is_public,
      })),
      total: Number(count.rows[0]?.total ?? 0),
    };
  }

  /** The files and letters of the given groups' dates, for sorting into the groups. */
  async function filesOnDates(
    customerId: string,
    dates: readonly string[],
  ): Promise<{ files: DokboxFileRow[]; letters: PostboxFileRow[] }> {
    if (dates.length === 0) return { files: [], letters: [] };
    const files = await db
      .selectFrom('dokbox_files')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('file_date', 'in', dates)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const letters = await db
      .selectFrom('postbox_entries')
      .select(['id', 'title', 'creation_date', 'file_name', 'blob_hash', 'created_at'])
      .where('customer_id', '=', customerId)
      .where('creation_date', 'in', dates)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return { files, letters };
  }

  async function findFile(customerId: string, fileId: string): Promise<DokboxFileRow | undefined> {
    return db
      .selectFrom('dokbox_files')
      .selectAll()
      .where('id', '=', fileId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  /** Those of the files that are the customer's. */
  async function findFiles(
    customerId: string,
    fileIds: readonly string[],
  ): Promise<DokboxFileRow[]> {
    if (fileIds.length === 0) return [];
    return db
      .selectFrom('dokbox_files')
      .selectAll()
      .where('id', 'in', fileIds)
      .where('customer_id', '=', customerId)
      .execute();
  }

  /** The file behind a link that works on `today`. */
  async function findShared(token: string, today: string): Promise<DokboxFileRow | undefined> {
    return db
      .selectFrom('dokbox_files')
      .selectAll()
      .where('share_token', '=', token)
      .where('share_valid_until', '>=', today)
      .executeTakeFirst();
  }

  /**
   * All files of one request in one transaction: all stored or none. `alsoWrite` writes what
   * belongs with them in the same transaction.
   */
  async function addFiles(
    customerId: string,
    fields: FileFields,
    uploads: readonly StoredUpload[],
    shares: readonly (Share | null)[],
    now: number,
    alsoWrite?: (trx: Transaction<Tables>, rows: readonly DokboxFileRow[]) => Promise<void>,
  ): Promise<DokboxFileRow[]> {
    return db.transaction().execute(async (trx) => {
      await registerBlobs(
        trx,
        uploads.flatMap((u) => (u.thumbnail === null ? [u] : [u, u.thumbnail])),
        now,
      );
      const rows = uploads.map((upload, index) =>
        // Keeps the order of the request within a group.
        fileRow(customerId, fields, upload, shares[index] ?? null, now + index),
      );
      await trx.insertInto('dokbox_files').values(rows).execute();
      await alsoWrite?.(trx, rows);
      return rows;
    });
  }

  /**
   * A file the server made as the only file of its entry: an entry with the same folder, title,
   * date and description loses its earlier file to this one, in the same transaction. Should that
   * fail, the stored blobs are queued for removal.
   */
  async function putSingleFile(
    customerId: string,
    fields: FileFields,
    file: StoredUpload,
    now: number,
  ): Promise<DokboxFileRow> {
    const blobs = file.thumbnail === null ? [file] : [file, file.thumbnail];
    try {
      return await db.transaction().execute(async (trx) => {
        await registerBlobs(trx, blobs, now);
        const replaced = await trx
          .deleteFrom('dokbox_files')
          .where('customer_id', '=', customerId)
          .where('category_id', '=', fields.categoryId)
          .where('name', '=', fields.name)
          .where('file_date', '=', fields.date)
          .where('description', '=', fields.description)
          .returning(['blob_hash', 'thumb_hash'])
          .execute();
        const row = fileRow(customerId, fields, file, null, now);
        await trx.insertInto('dokbox_files').values(row).execute();
        await releaseBlobs(
          trx,
          replaced.flatMap((r) => [r.blob_hash, r.thumb_hash]),
        );
        return row;
      });
    } catch (error) {
      await abandonBlobs(
        db,
        blobs.map((b) => b.hash),
      );
      throw error;
    }
  }

  /**
   * The files of the entry a file belongs to (equal folder, date, description and title, the
   * file itself included), oldest first; read in the caller's transaction.
   */
  async function entryFiles(
    trx: Transaction<Tables>,
    file: DokboxFileRow,
  ): Promise<DokboxFileRow[]> {
    return trx
      .selectFrom('dokbox_files')
      .selectAll()
      .where('customer_id', '=', file.customer_id)
      .where('category_id', '=', file.category_id)
      .where('file_date', '=', file.file_date)
      .where('description', '=', file.description)
      .where('name', '=', file.name)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
  }

  /**
   * Undefined when the file is not the customer's. A new upload replaces the content, and the
   * old content's blobs are released (removed once nothing names them). `alsoWrite` writes what
   * belongs with the change in the same transaction.
   */
  async function modifyFile(
    customerId: string,
    fileId: string,
    change: FileFields & { share: (current: DokboxFileRow) => Share | null },
    upload: StoredUpload | undefined,
    now: number,
    alsoWrite?: (trx: Transaction<Tables>, row: DokboxFileRow) => Promise<void>,
  ): Promise<DokboxFileRow | undefined> {
    return db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('dokbox_files')
        .selectAll()
        .where('id', '=', fileId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (current === undefined) return undefined;
      const content =
        upload === undefined
          ? {}
          : {
              file_name: upload.fileName,
              content_type: upload.contentType,
              blob_hash: upload.hash,
              thumb_hash: upload.thumbnail?.hash ?? null,
            };
      if (upload !== undefined) {
        await registerBlobs(
          trx,
          upload.thumbnail === null ? [upload] : [upload, upload.thumbnail],
          now,
        );
      }
      const share = change.share(current);
      const values = {
        category_id: change.categoryId,
        name: change.name,
        description: change.description,
        file_date: change.date,
        is_360: change.is360 ? 1 : 0,
        share_token: share?.token ?? null,
        share_valid_until: share?.validUntil ?? null,
        ...content,
      };
      await trx.updateTable('dokbox_files').set(values).where('id', '=', fileId).execute();
      if (upload !== undefined) await releaseBlobs(trx, [current.blob_hash, current.thumb_hash]);
      const row = { ...current, ...values };
      await alsoWrite?.(trx, row);
      return row;
    });
  }

  /** Sets or ends the file's public link; undefined when the file is not the customer's. */
  async function setShare(
    customerId: string,
    fileId: string,
    share: (current: DokboxFileRow) => Share | null,
  ): Promise<DokboxFileRow | undefined> {
    return db.transaction().execute(async (trx) => {
      const current = await trx
        .selectFrom('dokbox_files')
        .selectAll()
        .where('id', '=', fileId)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (current === undefined) return undefined;
      const next = share(current);
      const values = {
        share_token: next?.token ?? null,
        share_valid_until: next?.validUntil ?? null,
      };
      await trx.updateTable('dokbox_files').set(values).where('id', '=', fileId).execute();
      return { ...current, ...values };
    });
  }

  async function deleteFile(customerId: string, fileId: string): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const row = await trx
        .deleteFrom('dokbox_files')
        .where('id', '=', fileId)
        .where('customer_id', '=', customerId)
        .returning(['blob_hash', 'thumb_hash'])
        .executeTakeFirst();
      if (row === undefined) return false;
      await releaseBlobs(trx, [row.blob_hash, row.thumb_hash]);
      return true;
    });
  }

  /** The customer's contact details and the e-mail of their own adviser (null without one). */
  async function customer(customerId: string) {
    return db
      .selectFrom('customers')
      .leftJoin('advisers', 'advisers.agent_id', 'customers.adviser_id')
      .select([
        'customers.customer_number',
        'customers.title_prefix',
        'customers.first_name',
        'customers.last_name',
        'customers.email',
        'customers.mobile',
        'advisers.email as adviser_email',
      ])
      .where('customers.id', '=', customerId)
      .executeTakeFirstOrThrow();
  }

  /** A letter of the customer's postbox, with its thumbnail where one is drawn. */
  async function findLetter(customerId: string, letterId: string) {
    return db
      .selectFrom('postbox_entries')
      .select([
        'id',
        'title',
        'creation_date',
        'file_name',
        'blob_hash',
        'thumb_hash',
        'created_at',
      ])
      .where('id', '=', letterId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
  }

  /**
   * Keeps the drawn thumbnail of a letter. Where another request kept one first, that one stays
   * and this blob is released.
   */
  async function setLetterThumbnail(
    customerId: string,
    letterId: string,
    thumbnail: { hash: string; size: number },
    now: number,
  ): Promise<string> {
    return db.transaction().execute(async (trx) => {
      await registerBlobs(trx, [thumbnail], now);
      await trx
        .updateTable('postbox_entries')
        .set({ thumb_hash: thumbnail.hash })
        .where('id', '=', letterId)
        .where('customer_id', '=', customerId)
        .where('thumb_hash', 'is', null)
        .execute();
      const row = await trx
        .selectFrom('postbox_entries')
        .select('thumb_hash')
        .where('id', '=', letterId)
        .executeTakeFirstOrThrow();
      if (row.thumb_hash !== thumbnail.hash) await releaseBlobs(trx, [thumbnail.hash]);
      return row.thumb_hash ?? thumbnail.hash;
    });
  }

  return {
    categories,
    categoryExists,
    years,
    groupPage,
    filesOnDates,
    findFile,
    findFiles,
    findShared,
    findLetter,
    setLetterThumbnail,
    addFiles,
    putSingleFile,
    entryFiles,
    modifyFile,
    setShare,
    deleteFile,
    customer,
  };
}

export type DokboxRepository = ReturnType<typeof dokboxRepository>;
