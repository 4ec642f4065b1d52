import type { PostboxEntry, PostboxSettings } from '@servicebereich/protocol';
import type { Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';

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
    return rows.map((r) => ({
      Key: r.id,
      id: r.id,
      Status: r.status,
      Title: r.title,
      CreationDate: r.creation_date,
    }));
  }

  /** The entry's stored PDF, marking the entry read; undefined when it is not the customer's. */
  async function openFile(
    customerId: string,
    entryId: string,
  ): Promise<{ hash: string; fileName: string } | undefined> {
    const row = await db
      .updateTable('postbox_entries')
      .set({ status: 'READ' })
      .where('id', '=', entryId)
      .where('customer_id', '=', customerId)
      .returning(['blob_hash', 'file_name'])
      .executeTakeFirst();
    return row === undefined ? undefined : { hash: row.blob_hash, fileName: row.file_name };
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

  return { listForCustomer, openFile, settings, saveSettings };
}

export type PostboxRepository = ReturnType<typeof postboxRepository>;
