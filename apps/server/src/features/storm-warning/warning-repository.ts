import { randomUUID } from 'node:crypto';
import type { Contract } from '@servicebereich/protocol';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { StormDeliveriesTable, StormWarningsTable, Tables } from '../../db/tables.ts';
import type { CapAlert, CapWarningInfo } from './cap.ts';

// The warnings read from the source, the postcodes they cover, and their deliveries; and the
// lease that lets one process at a time run the job.

export type DeliveryRow = Selectable<StormDeliveriesTable>;
export type WarningRow = Selectable<StormWarningsTable>;

/** A delivery to make, with what its message needs. */
/**
 * What one message delivers: the due deliveries of one warning to one recipient (one per place it
 * covers), named by the first of them, with all their ids and places.
 */
export type DueDelivery = DeliveryRow & {
  ids: string[];
  /** The places, in order: one message names all. */
  postcodes: string[];
  warning: WarningRow;
  /** The customer's name and address for an e-mail. */
  customer: { first_name: string; gender: 'm' | 'w'; email: string };
};

export type StoredAlert = 'stored' | 'known' | 'no-warning';

export function warningRepository(db: Kysely<Tables>) {
  /**
   * Takes the job's lease when it is free or ran out, or extends it for its holder; false when
   * another process holds it. One statement, so two processes never both take it.
   */
  async function takeLease(job: string, holder: string, now: number, leaseMs: number) {
    const taken = await db
      .updateTable('storm_jobs')
      .set({ holder, locked_until: now + leaseMs })
      .where('name', '=', job)
      .where((eb) => eb.or([eb('locked_until', '<=', now), eb('holder', '=', holder)]))
      .executeTakeFirst();
    return taken.numUpdatedRows > 0n;
  }

  async function releaseLease(job: string, holder: string): Promise<void> {
    await db
      .updateTable('storm_jobs')
      .set({ holder: null, locked_until: 0 })
      .where('name', '=', job)
      .where('holder', '=', holder)
      .execute();
  }

  async function seen(key: string): Promise<boolean> {
    const row = await db
      .selectFrom('storm_feed_documents')
      .select('key')
      .where('key', '=', key)
      .executeTakeFirst();
    return row !== undefined;
  }

  async function markSeen(
    trx: Kysely<Tables>,
    key: string,
    outcome: 'read' | 'malformed',
    now: number,
  ): Promise<void> {
    await trx
      .insertInto('storm_feed_documents')
      .values({ key, outcome, seen_at: now })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
  }

  /** Forgets documents read long ago (a source's old links are gone from it by then). */
  async function forgetDocuments(before: number): Promise<void> {
    await db.deleteFrom('storm_feed_documents').where('seen_at', '<', before).execute();
  }

  async function markMalformed(key: string, now: number): Promise<void> {
    await markSeen(db, key, 'malformed', now);
  }

  /**
   * An alert and the document it came in, in one transaction: its warning with the postcodes it
   * covers (once per sender and identifier), and the earlier alerts it updates or cancels.
   */
  async function storeAlert(
    key: string,
    alert: CapAlert,
    covered: (warning: CapWarningInfo) => readonly string[],
    now: number,
  ): Promise<StoredAlert> {
    return db.transaction().execute(async (trx) => {
      await markSeen(trx, key, 'read', now);
      const known = await trx
        .selectFrom('storm_warnings')
        .select('id')
        .where('sender', '=', alert.sender)
        .where('identifier', '=', alert.identifier)
        .executeTakeFirst();
      if (known !== undefined) return 'known';
      if (alert.msgType === 'Update' || alert.msgType === 'Cancel') {
        const status = alert.msgType === 'Cancel' ? 'cancelled' : 'replaced';
        for (const { sender, identifier } of alert.references) {
          await trx
            .insertInto('storm_superseded')
            .values({ sender, identifier, status })
            .onConflict((oc) => oc.columns(['sender', 'identifier']).doUpdateSet({ status }))
            .execute();
          await trx
            .updateTable('storm_warnings')
            .set({ status })
            .where('sender', '=', sender)
            .where('identifier', '=', identifier)
            .execute();
        }
      }
      const { warning } = alert;
      if (warning === null) return 'no-warning';
      // A later alert that arrived first may have updated or cancelled this one already.
      const superseded = await trx
        .selectFrom('storm_superseded')
        .select('status')
        .where('sender', '=', alert.sender)
        .where('identifier', '=', alert.identifier)
        .executeTakeFirst();
      const id = randomUUID();
      await trx
        .insertInto('storm_warnings')
        .values({
          id,
          sender: alert.sender,
          identifier: alert.identifier,
          sent_at: alert.sent,
          kind: warning.kind,
          level: warning.level,
          event: warning.event,
          headline: warning.headline,
          description: warning.description,
          instruction: warning.instruction,
          sender_name: warning.senderName,
          onset_at: warning.onset,
          expires_at: warning.expires,
          status: superseded?.status ?? 'actual',
          received_at: now,
        })
        .execute();
      const postcodes = covered(warning);
      for (let start = 0; start < postcodes.length; start += 500) {
        await trx
          .insertInto('storm_warning_postcodes')
          .values(
            postcodes.slice(start, start + 500).map((postcode) => ({ warning_id: id, postcode })),
          )
          .execute();
      }
      return 'stored';
    });
  }

  /**
   * Every delivery the current warnings call for that is not there yet: per warning, watched
   * postcode and recipient of an active contract with Features.Unwetter (its e-mail, confirmed
   * numbers, push devices). The unique index makes each one once, whoever plans it.
   */
  async function planDeliveries(now: number): Promise<number> {
    const matches = await db
      .selectFrom('storm_warnings as w')
      .innerJoin('storm_warning_postcodes as wp', 'wp.warning_id', 'w.id')
      .innerJoin('storm_postcodes as sp', 'sp.postcode', 'wp.postcode')
      .innerJoin('storm_settings as ss', 'ss.contract_number', 'sp.contract_number')
      .innerJoin('contracts as c', 'c.contract_number', 'sp.contract_number')
      .select([
        'w.id as warning_id',
        'wp.postcode',
        'c.contract_number',
        'c.customer_id',
        'c.features_json',
        'ss.email',
      ])
      .where('w.status', '=', 'actual')
      .where('w.expires_at', '>', now)
      .where('ss.active', '=', 1)
      .execute();
    let planned = 0;
    // A warning that reached a recipient in an earlier run does not come again for a place
    // watched since; the places of one run go out together (`dueDeliveries`).
    const plannedNow = new Set<string>();
    for (const match of matches) {
      const features = JSON.parse(match.features_json) as Contract['Features'];
      if (features.Unwetter !== true) continue;
      const devices = await db
        .selectFrom('storm_devices')
        .select(['device_id', 'kind', 'mobile'])
        .where('contract_number', '=', match.contract_number)
        .where('confirmed_at', 'is not', null)
        .execute();
      const recipients = [
        ...(match.email === 1
          ? [{ recipient: `email:${match.customer_id}`, channel: 'email' as const }]
          : []),
        ...devices.map((d) =>
          d.kind === 'sms'
            ? { recipient: `sms:${d.mobile ?? ''}`, channel: 'sms' as const }
            : { recipient: `push:${d.device_id}`, channel: 'push' as const },
        ),
      ];
      for (const { recipient, channel } of recipients) {
        const key = `${match.warning_id} ${recipient}`;
        if (!plannedNow.has(key)) {
          const earlier = await db
            .selectFrom('storm_deliveries')
            .select('id')
            .where('warning_id', '=', match.warning_id)
            .where('recipient', '=', recipient)
            .executeTakeFirst();
          if (earlier !== undefined) continue;
          plannedNow.add(key);
        }
        const inserted = await db
          .insertInto('storm_deliveries')
          .values({
            id: randomUUID(),
            warning_id: match.warning_id,
            postcode: match.postcode,
            recipient,
            channel,
            customer_id: match.customer_id,
            contract_number: match.contract_number,
            status: 'pending',
            attempts: 0,
            next_attempt_at: now,
            last_error: null,
            created_at: now,
            sent_at: null,
          })
          .onConflict((oc) => oc.columns(['warning_id', 'postcode', 'recipient']).doNothing())
          .executeTakeFirst();
        planned += Number(inserted.numInsertedOrUpdatedRows ?? 0n);
      }
    }
    return planned;
  }

  /**
   * Pending deliveries that are due, oldest first, one per warning and recipient with all the
   * places it covers, with their warning and customer; at most `limit` rows.
   */
  async function dueDeliveries(now: number, limit: number): Promise<DueDelivery[]> {
    const rows = await db
      .selectFrom('storm_deliveries')
      .selectAll()
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .orderBy('created_at')
      .orderBy('warning_id')
      .orderBy('recipient')
      .orderBy('postcode')
      .limit(limit)
      .execute();
    const groups = new Map<string, DeliveryRow[]>();
    for (const row of rows) {
      const key = `${row.warning_id} ${row.recipient}`;
      groups.set(key, [...(groups.get(key) ?? []), row]);
    }
    // A full batch may have cut the last message's places short: it waits for the next run.
    if (rows.length === limit && groups.size > 1) groups.delete([...groups.keys()].at(-1) ?? '');
    const deliveries = [...groups.values()].flatMap(([first, ...others]) =>
      first === undefined
        ? []
        : [
            {
              ...first,
              ids: [first.id, ...others.map((row) => row.id)],
              postcodes: [first.postcode, ...others.map((row) => row.postcode)],
            },
          ],
    );
    if (deliveries.length === 0) return [];
    const warnings = new Map(
      (
        await db
          .selectFrom('storm_warnings')
          .selectAll()
          .where('id', 'in', [...new Set(deliveries.map((d) => d.warning_id))])
          .execute()
      ).map((w) => [w.id, w]),
    );
    const customers = new Map(
      (
        await db
          .selectFrom('customers')
          .select(['id', 'first_name', 'gender', 'email'])
          .where('id', 'in', [...new Set(deliveries.map((d) => d.customer_id))])
          .execute()
      ).map(({ id, ...customer }) => [id, customer]),
    );
    return deliveries.flatMap((delivery) => {
      const warning = warnings.get(delivery.warning_id);
      const customer = customers.get(delivery.customer_id);
      return warning === undefined || customer === undefined
        ? []
        : [{ ...delivery, warning, customer }];
    });
  }

  /** Marks deliveries sent, with whatever is written with them (their mail, their push message). */
  async function delivered(
    ids: readonly string[],
    now: number,
    alsoWrite: (trx: Transaction<Tables>) => Promise<void> = () => Promise.resolve(),
  ): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await alsoWrite(trx);
      await trx
        .updateTable('storm_deliveries')
        .set({ status: 'sent', sent_at: now, attempts: (eb) => eb('attempts', '+', 1) })
        .where('id', 'in', ids)
        .execute();
    });
  }

  async function failed(
    ids: readonly string[],
    change: { giveUp: boolean; nextAttemptAt: number; reason: string },
  ): Promise<void> {
    await db
      .updateTable('storm_deliveries')
      .set((eb) => ({
        attempts: eb('attempts', '+', 1),
        next_attempt_at: change.nextAttemptAt,
        last_error: change.reason,
        ...(change.giveUp ? { status: 'failed' as const } : {}),
      }))
      .where('id', 'in', ids)
      .execute();
  }

  return {
    takeLease,
    releaseLease,
    seen,
    markMalformed,
    forgetDocuments,
    storeAlert,
    planDeliveries,
    dueDeliveries,
    delivered,
    failed,
  };
}

export type WarningRepository = ReturnType<typeof warningRepository>;
