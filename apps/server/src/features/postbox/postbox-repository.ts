import {
  viennaIsoDate,
  type PostboxConsentVersion,
  type PostboxEntry,
  type PostboxSettings,
} from '@servicebereich/protocol';
import type { Kysely, Selectable, Transaction } from 'kysely';
import { recordConsentEvent } from '../../db/records.ts';
import type { PostboxEntriesTable, Tables } from '../../db/tables.ts';

type EntryRow = Pick<
  Selectable<PostboxEntriesTable>,
  'id' | 'status' | 'title' | 'creation_date' | 'legally_relevant'
>;

const ENTRY_COLUMNS = ['id', 'status', 'title', 'creation_date', 'legally_relevant'] as const;

function entryOf(row: EntryRow): PostboxEntry {
  return {
    Key: row.id,
    id: row.id,
    Status: row.status,
    Title: row.title,
    CreationDate: row.creation_date,
    RechtlichRelevant: row.legally_relevant === 1,
  };
}

/** The settings a customer chooses; the consent's record is kept beside them. */
export type PostboxChoice = {
  /** The consent to electronic delivery, by the version of its text; null for none. */
  consent: PostboxConsentVersion | null;
  notify: boolean;
  email: string;
};

export type PaperCopyRequest =
  { kind: 'no-consent' } | { kind: 'requested'; requestedAt: number; isNew: boolean };

/**
 * Takes the customer's row lock with a no-op update, as a transaction's first statement: the
 * settings of one customer change one at a time on PostgreSQL too (SQLite's BEGIN IMMEDIATE
 * serialises every writer), so each change of the consent is recorded once.
 */
async function lockCustomer(trx: Transaction<Tables>, customerId: string): Promise<void> {
  await trx
    .updateTable('customers')
    .set((eb) => ({ customer_number: eb.ref('customer_number') }))
    .where('id', '=', customerId)
    .execute();
}

async function hasConsent(db: Kysely<Tables>, customerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('postbox_settings')
    .select('electronic_delivery')
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row?.electronic_delivery === 1;
}

async function lastConsent(db: Kysely<Tables>, customerId: string) {
  return db
    .selectFrom('postbox_consent_events')
    .select(['text_version', 'occurred_at'])
    .where('customer_id', '=', customerId)
    .where('kind', '=', 'consent')
    .orderBy('occurred_at', 'desc')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
}

export function postboxRepository(db: Kysely<Tables>) {
  /** Newest first. */
  async function listForCustomer(customerId: string): Promise<PostboxEntry[]> {
    const rows = await db
      .selectFrom('postbox_entries')
      .select(ENTRY_COLUMNS)
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
      .returning(ENTRY_COLUMNS)
      .executeTakeFirst();
    return row === undefined ? undefined : entryOf(row);
  }

  /**
   * Until the customer saves settings: no consent, no notices, the profile's e-mail address. The
   * consent's day and text are those of the last consent recorded while it stands.
   */
  async function settings(customerId: string): Promise<PostboxSettings> {
    const row = await db
      .selectFrom('customers')
      .leftJoin('postbox_settings', 'postbox_settings.customer_id', 'customers.id')
      .leftJoin(
        'postbox_paper_copy_requests',
        'postbox_paper_copy_requests.customer_id',
        'customers.id',
      )
      .select([
        'customers.email as profileEmail',
        'postbox_settings.electronic_delivery',
        'postbox_settings.notify',
        'postbox_settings.email',
        'postbox_paper_copy_requests.requested_at',
      ])
      .where('customers.id', '=', customerId)
      .executeTakeFirstOrThrow();
    const consent = row.electronic_delivery === 1 ? await lastConsent(db, customerId) : undefined;
    return {
      ElektronischeZustellung: row.electronic_delivery === 1,
      ZugestimmtAm: consent === undefined ? null : viennaIsoDate(consent.occurred_at),
      Zustimmungstext: consent?.text_version ?? null,
      PapierfassungAngefordertAm:
        row.requested_at === null ? null : viennaIsoDate(row.requested_at),
      Benachrichtigung: row.notify === 1,
      Email: row.email ?? row.profileEmail,
    };
  }

  /**
   * Saves the settings; a consent given or revoked by them is recorded in the same transaction.
   * Saving them again with the consent standing records nothing.
   */
  async function saveSettings(
    customerId: string,
    choice: PostboxChoice,
    now: number,
  ): Promise<void> {
    const values = {
      electronic_delivery: choice.consent === null ? 0 : 1,
      notify: choice.notify ? 1 : 0,
      email: choice.email,
      updated_at: now,
    };
    await db.transaction().execute(async (trx) => {
      await lockCustomer(trx, customerId);
      const had = await hasConsent(trx, customerId);
      await trx
        .insertInto('postbox_settings')
        .values({ customer_id: customerId, ...values })
        .onConflict((oc) => oc.column('customer_id').doUpdateSet(values))
        .execute();
      if (choice.consent !== null && !had) {
        await recordConsentEvent(trx, customerId, 'consent', choice.consent, now);
      } else if (choice.consent === null && had) {
        const revoked = await lastConsent(trx, customerId);
        await recordConsentEvent(trx, customerId, 'revocation', revoked?.text_version ?? '', now);
      }
    });
  }

  /** The free paper copy: requested once, and only while the consent stands. */
  async function requestPaperCopy(customerId: string, now: number): Promise<PaperCopyRequest> {
    return db.transaction().execute(async (trx) => {
      await lockCustomer(trx, customerId);
      const earlier = await trx
        .selectFrom('postbox_paper_copy_requests')
        .select('requested_at')
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      if (earlier !== undefined) {
        return { kind: 'requested', requestedAt: earlier.requested_at, isNew: false };
      }
      if (!(await hasConsent(trx, customerId))) return { kind: 'no-consent' };
      await trx
        .insertInto('postbox_paper_copy_requests')
        .values({ customer_id: customerId, requested_at: now })
        .execute();
      return { kind: 'requested', requestedAt: now, isNew: true };
    });
  }

  return { listForCustomer, findFile, markRead, settings, saveSettings, requestPaperCopy };
}

export type PostboxRepository = ReturnType<typeof postboxRepository>;
