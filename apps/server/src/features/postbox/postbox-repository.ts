import type { PostboxEntry, PostboxSettings } from '@servicebereich/protocol';
import type { Kysely, Selectable } from 'kysely';
import type { PostboxEntriesTable, Tables } from '../../db/tables.ts';

type EntryRow = Pick<Selectable<PostboxEntriesTable>, 'id' | 'status' | 'title' | 'creation_date'>;

function entryOf(row: EntryRow): PostboxEntry {
  return {
    Key: row.id,
    id: row.id,
    Status: row.status,
    Title: row.title,
    CreationDate: row.creation_date,
  };
}

export function postboxRepository(db: Kysely<Tables>) {
  /** Newest first. */
  async function listForCustomer(customerId: string): Promise<PostboxEntry[]> {
    const rows = await db
      .selectFrom('postbox_entries')
      .select(['id', 'status', 'title', 'creation_date'])
      .where('customer_id', '=', customerId)
      .orderBy('creation_date', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(entryOf);
  }

  /** The entry's stored PDF; undefined when it is not the customer's. */
  async function findFile(
    customerId: string,
    entryId: string,
  ): Promise<{ hash: string; fileName: string } | undefined> {
    const row = await db
      .selectFrom('postbox_entries')
      .select(['blob_hash', 'file_name'])
      .where('id', '=', entryId)
      .where('customer_id', '=', customerId)
      .executeTakeFirst();
    return row === undefined ? undefined : { hash: row.blob_hash, fileName: row.file_name };
  }

  /** Marks the entry read in the statement that checks it is the customer's; undefined if not. */
  async function markRead(customerId: string, entryId: string): Promise<PostboxEntry | undefined> {
    const row = await db
      .updateTable('postbox_entries')
      .set({ status: 'READ' })
      .where('id', '=', entryId)
      .where('customer_id', '=', customerId)
      .returning(['id', 'status', 'title', 'creation_date'])
      .executeTakeFirst();
    return row === undefined ? undefined : entryOf(row);
  }

  /** Until the customer saves settings: no consent, no notices, the profile's e-mail address. */
  async function settings(customerId: string): Promise<PostboxSettings> {
    const row = await db
      .selectFrom('customers')
      .leftJoin('postbox_settings', 'postbox_settings.customer_id', 'customers.id')
      .select([
        'customers.email as profileEmail',
        'postbox_settings.electronic_delivery',
        'postbox_settings.notify',
        'postbox_settings.email',
      ])
      .where('customers.id', '=', customerId)
      .executeTakeFirstOrThrow();
    return {
      ElektronischeZustellung: row.electronic_delivery === 1,
      Benachrichtigung: row.notify === 1,
      Email: row.email ?? row.profileEmail,
    };
  }

  async function saveSettings(
    customerId: string,
    settings: PostboxSettings,
    now: number,
  ): Promise<void> {
    const values = {
      electronic_delivery: settings.ElektronischeZustellung ? 1 : 0,
      notify: settings.Benachrichtigung ? 1 : 0,
      email: settings.Email,
      updated_at: now,
    };
    await db
      .insertInto('postbox_settings')
      .values({ customer_id: customerId, ...values })
      .onConflict((oc) => oc.column('customer_id').doUpdateSet(values))
      .execute();
  }

  return { listForCustomer, findFile, markRead, settings, saveSettings };
}

export type PostboxRepository = ReturnType<typeof postboxRepository>;
