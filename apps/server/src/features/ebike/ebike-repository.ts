import { sql, type Kysely, type Selectable, type Transaction, type Updateable } from 'kysely';
import type { DatabaseDialect } from '../../db/dialect.ts';
import type { EbikeTrackersTable, Tables } from '../../db/tables.ts';

export type TrackerRow = Selectable<EbikeTrackersTable>;

/** A row a process has taken to ask the provider about: nobody else asks before `locked_until`. */
export type HeldTracker = TrackerRow & { locked_until: number };

export type TrackerRequest = {
  contractNumber: string;
  customerId: string;
  trackerId: string;
  frameNumber: string;
  reference: string;
};

/** What became of a request: the new row, or the state that stood in its way. */
export type RequestOutcome =
  { kind: 'requested'; row: TrackerRow } | { kind: 'busy'; status: 'angefragt' | 'aktiv' };

/** The states a new request may replace: the provider said no, or never answered. */
const RETRYABLE: readonly TrackerRow['status'][] = ['abgelehnt', 'fehlgeschlagen'];

export function ebikeRepository(db: Kysely<Tables>, dialect: DatabaseDialect) {
  async function find(contractNumber: string): Promise<TrackerRow | undefined> {
    return db
      .selectFrom('ebike_trackers')
      .selectAll()
      .where('contract_number', '=', contractNumber)
      .executeTakeFirst();
  }

  /**
   * Starts an activation for the contract, unless one is under way or done; `alsoWrite` writes
   * what belongs with it (the provider desk's mail) in the same transaction.
   */
  async function request(
    request: TrackerRequest,
    now: number,
    alsoWrite: (trx: Transaction<Tables>, row: TrackerRow) => Promise<void>,
  ): Promise<RequestOutcome> {
    return db.transaction().execute(async (trx) => {
      const row: TrackerRow = {
        contract_number: request.contractNumber,
        customer_id: request.customerId,
        status: 'angefragt',
        tracker_id: request.trackerId,
        frame_number: request.frameNumber,
        reference: request.reference,
        provider_activation_id: null,
        reason: null,
        requested_at: now,
        activated_at: null,
        failures: 0,
        next_check_at: now,
        locked_until: null,
        changed_at: now,
      };
      // One statement each, so two requests at once cannot both start one.
      const written =
        (await trx
          .insertInto('ebike_trackers')
          .values(row)
          .onConflict((oc) => oc.column('contract_number').doNothing())
          .returning('contract_number')
          .executeTakeFirst()) ??
        (await trx
          .updateTable('ebike_trackers')
          .set(row)
          .where('contract_number', '=', request.contractNumber)
          .where('status', 'in', RETRYABLE)
          .returning('contract_number')
          .executeTakeFirst());
      if (written === undefined) {
        const current = await trx
          .selectFrom('ebike_trackers')
          .select('status')
          .where('contract_number', '=', request.contractNumber)
          .executeTakeFirstOrThrow();
        return { kind: 'busy', status: current.status === 'aktiv' ? 'aktiv' : 'angefragt' };
      }
      await alsoWrite(trx, row);
      return { kind: 'requested', row };
    });
  }

  /**
   * When the next activation may be taken (at once if that is past), or null with none: when it
   * is due, or when the process holding it lets go, whichever is later.
   */
  async function nextDueAt(): Promise<number | null> {
    const { rows } = await sql<{ due: number | string | null }>`
      select min(case when locked_until > next_check_at then locked_until else next_check_at end) as due
      from ebike_trackers where status = 'angefragt'`.execute(db);
    const due = rows[0]?.due ?? null;
    return due === null ? null : Number(due);
  }

  /**
   * Takes the activation that is due longest, in one statement, so two processes never ask the
   * provider about the same one at once; it is held until `now + leaseMs`.
   */
  async function take(now: number, leaseMs: number): Promise<HeldTracker | undefined> {
    const row = await db
      .updateTable('ebike_trackers')
      .set({ locked_until: now + leaseMs })
      .where((eb) =>
        eb.and([
          eb(
            'contract_number',
            '=',
            eb
              .selectFrom('ebike_trackers as due')
              .select('due.contract_number')
              .where('due.status', '=', 'angefragt')
              .where('due.next_check_at', '<=', now)
              .where((d) =>
                d.or([d('due.locked_until', 'is', null), d('due.locked_until', '<=', now)]),
              )
              .orderBy('due.next_check_at')
              .limit(1)
              // Another process skips the row this one is taking instead of waiting for it.
              .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
          ),
          // Checked again on the row itself: PostgreSQL re-reads a row that changed meanwhile.
          eb('status', '=', 'angefragt'),
          eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    return row === undefined ? undefined : { ...row, locked_until: now + leaseMs };
  }

  /**
   * Writes what the provider's answer (or its silence) changed and lets go of the row; nothing
   * when the hold ran out and another process took it meanwhile. `alsoWrite` writes what belongs
   * with the change, in the same transaction.
   */
  async function record(
    held: HeldTracker,
    change: Updateable<EbikeTrackersTable>,
    now: number,
    alsoWrite?: (trx: Transaction<Tables>, row: TrackerRow) => Promise<void>,
  ): Promise<boolean> {
    return db.transaction().execute(async (trx) => {
      const written = await trx
        .updateTable('ebike_trackers')
        .set({ ...change, locked_until: null, changed_at: now })
        .where('contract_number', '=', held.contract_number)
        .where('reference', '=', held.reference)
        .where('locked_until', '=', held.locked_until)
        .returningAll()
        .executeTakeFirst();
      if (written === undefined) return false;
      await alsoWrite?.(trx, written);
      return true;
    });
  }

  /** Whom to tell about an activation: the contract's holder. */
  async function holder(customerId: string) {
    return db
      .selectFrom('customers')
      .select(['title_prefix', 'first_name', 'last_name', 'email', 'gender'])
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
  }

  return { find, request, nextDueAt, take, record, holder };
}

export type EbikeRepository = ReturnType<typeof ebikeRepository>;
