import { randomInt, randomUUID } from 'node:crypto';
import {
  CLAIM_STATUSES,
  viennaIsoDate,
  type ClaimStatus,
  type ClaimType,
} from '@servicebereich/protocol';
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { ClaimFilesTable, ClaimHistoryTable, ClaimsTable, Tables } from '../../db/tables.ts';
import { registerBlobs } from '../../files/blob-repository.ts';
import type { StoredUpload } from '../../files/upload-pipeline.ts';

export type ClaimRow = Selectable<ClaimsTable>;
export type ClaimFileRow = Selectable<ClaimFilesTable>;
export type ClaimHistoryRow = Selectable<ClaimHistoryTable>;

export type ClaimRecord = {
  claim: ClaimRow;
  history: ClaimHistoryRow[];
  files: ClaimFileRow[];
};

/** What is written together with a claim's rows, in the same transaction (its mails). */
type AlsoWrite = (trx: Transaction<Tables>, record: ClaimRecord) => Promise<void>;

export type NewClaim = {
  customerId: string;
  contractNumber: string;
  type: ClaimType;
  eventDate: string;
  answers: Record<string, unknown>;
  /** Per file of the request, the damaged item whose receipt it is, or null. */
  fileItems: readonly (number | null)[];
  reporterEmail: string;
  byVisitor: boolean;
};

/** The holder of a contract, as a visitor must name them. */
export type ContractHolder = {
  customer_id: string;
  kind: string;
  features_json: string;
  birth_date: string;
  postcode: string;
};

/** What became of a status change; `mailTo` is where its mail goes (empty: nowhere). */
export type Advance =
  | { kind: 'advanced'; record: ClaimRecord; mailTo: string }
  | { kind: 'not-found' }
  | { kind: 'not-after'; current: ClaimStatus };

const FINAL: readonly ClaimStatus[] = ['reguliert', 'abgelehnt'];

/** A later status may follow an earlier one; reguliert and abgelehnt end the way. */
export function mayFollow(current: ClaimStatus, next: ClaimStatus): boolean {
  return !FINAL.includes(current) && CLAIM_STATUSES.indexOf(next) > CLAIM_STATUSES.indexOf(current);
}

function fileRows(
  claimId: string,
  uploads: readonly StoredUpload[],
  now: number,
  fileItems: readonly (number | null)[] = [],
): ClaimFileRow[] {
  return uploads.map((upload, index) => ({
    id: randomUUID(),
    claim_id: claimId,
    file_name: upload.fileName,
    content_type: upload.contentType,
    blob_hash: upload.hash,
    // Keeps the order of the request.
    created_at: now + index,
    item_index: fileItems[index] ?? null,
  }));
}

export function claimRepository(db: Kysely<Tables>) {
  async function record(trx: Kysely<Tables>, claim: ClaimRow): Promise<ClaimRecord> {
    const history = await trx
      .selectFrom('claim_history')
      .selectAll()
      .where('claim_id', '=', claim.id)
      .orderBy('position')
      .execute();
    const files = await trx
      .selectFrom('claim_files')
      .selectAll()
      .where('claim_id', '=', claim.id)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return { claim, history, files };
  }

  /**
   * A number nobody has yet: the year and seven random digits, so numbers say nothing about how
   * many claims there are and cannot be counted through.
   */
  async function newClaimNumber(trx: Kysely<Tables>, now: number): Promise<string> {
    const year = viennaIsoDate(now).slice(0, 4);
    for (;;) {
      const number = `S-${year}-${String(randomInt(10_000_000)).padStart(7, '0')}`;
      const taken = await trx
        .selectFrom('claims')
        .select('id')
        .where('claim_number', '=', number)
        .executeTakeFirst();
      if (taken === undefined) return number;
    }
  }

  /** The contract with its holder's birth date and postcode, for a visitor's report. */
  async function contractHolder(contractNumber: string): Promise<ContractHolder | undefined> {
    return db
      .selectFrom('contracts')
      .innerJoin('customers', 'customers.id', 'contracts.customer_id')
      .select([
        'contracts.customer_id',
        'contracts.kind',
        'contracts.features_json',
        'customers.birth_date',
        'customers.postcode',
      ])
      .where('contracts.contract_number', '=', contractNumber)
      .executeTakeFirst();
  }

  /** The customer as the claims desk sees a reporter. */
  async function customer(customerId: string) {
    return db
      .selectFrom('customers')
      .select([
        'customer_number',
        'title_prefix',
        'first_name',
        'last_name',
        'email',
        'mobile',
        'street',
        'house_number',
        'stair_floor_door',
        'postcode',
        'city',
      ])
      .where('id', '=', customerId)
      .executeTakeFirstOrThrow();
  }

  /** The claim, its first status and its files in one transaction: all stored or none. */
  async function submit(
    claim: NewClaim,
    uploads: readonly StoredUpload[],
    now: number,
    alsoWrite: AlsoWrite,
  ): Promise<ClaimRecord> {
    return db.transaction().execute(async (trx) => {
      const row: ClaimRow = {
        id: randomUUID(),
        claim_number: await newClaimNumber(trx, now),
        customer_id: claim.customerId,
        contract_number: claim.contractNumber,
        claim_type: claim.type,
        status: 'eingegangen',
        event_date: claim.eventDate,
        answers_json: JSON.stringify(claim.answers),
        reporter_email: claim.reporterEmail,
        reported_by_visitor: claim.byVisitor ? 1 : 0,
        created_at: now,
      };
      await trx.insertInto('claims').values(row).execute();
      const history: ClaimHistoryRow = {
        claim_id: row.id,
        position: 0,
        status: 'eingegangen',
        note: '',
        changed_at: now,
      };
      await trx.insertInto('claim_history').values(history).execute();
      const files = fileRows(row.id, uploads, now, claim.fileItems);
      if (files.length > 0) {
        await registerBlobs(trx, uploads, now);
        await trx.insertInto('claim_files').values(files).execute();
      }
      const written = { claim: row, history: [history], files };
      await alsoWrite(trx, written);
      return written;
    });
  }

  async function listForCustomer(customerId: string): Promise<ClaimRow[]> {
    return db
      .selectFrom('claims')
      .selectAll()
      .where('customer_id', '=', customerId)
      .orderBy('created_at', 'desc')
      .orderBy('claim_number')
      .execute();
  }

  /** Another customer's claim is answered exactly like a missing one. */
  async function findForCustomer(
    customerId: string,
    claimNumber: string,
  ): Promise<ClaimRecord | undefined> {
    const claim = await db
      .selectFrom('claims')
      .selectAll()
      .where('customer_id', '=', customerId)
      .where('claim_number', '=', claimNumber)
      .executeTakeFirst();
    return claim === undefined ? undefined : record(db, claim);
  }

  /**
   * Opens a transaction holding the claim's row lock (the no-op update comes first), so that
   * changes of one claim queue up on PostgreSQL as SQLite's BEGIN IMMEDIATE makes them anyway.
   */
  function withLockedClaim<T>(
    claimNumber: string,
    customerId: string | null,
    work: (trx: Transaction<Tables>, claim: ClaimRow) => Promise<T>,
  ): Promise<T | undefined> {
    return db.transaction().execute(async (trx) => {
      const claim = await trx
        .updateTable('claims')
        .set((eb) => ({ status: eb.ref('status') }))
        .where('claim_number', '=', claimNumber)
        .$if(customerId !== null, (q) => q.where('customer_id', '=', customerId ?? ''))
        .returningAll()
        .executeTakeFirst();
      return claim === undefined ? undefined : work(trx, claim);
    });
  }

  /** More files for an own claim, in one transaction; undefined for a foreign or missing one. */
  async function addFiles(
    customerId: string,
    claimNumber: string,
    uploads: readonly StoredUpload[],
    now: number,
    alsoWrite: (trx: Transaction<Tables>, claim: ClaimRow, added: ClaimFileRow[]) => Promise<void>,
  ): Promise<ClaimRecord | undefined> {
    return withLockedClaim(claimNumber, customerId, async (trx, claim) => {
      const added = fileRows(claim.id, uploads, now);
      await registerBlobs(trx, uploads, now);
      await trx.insertInto('claim_files').values(added).execute();
      await alsoWrite(trx, claim, added);
      return record(trx, claim);
    });
  }

  /**
   * Where a claim's status mails go: a visitor's to the address they gave, a customer's to the
   * customer's address as it is now (it may have changed since the report).
   */
  async function statusRecipient(trx: Kysely<Tables>, claim: ClaimRow): Promise<string> {
    if (claim.reported_by_visitor === 1) return claim.reporter_email;
    const customer = await trx
      .selectFrom('customers')
      .select('email')
      .where('id', '=', claim.customer_id)
      .executeTakeFirstOrThrow();
    return customer.email;
  }

  /** The back office moves a claim on: a new status with its note, the reporter's mail with it. */
  async function advance(
    claimNumber: string,
    status: ClaimStatus,
    note: string,
    now: number,
    alsoWrite: (trx: Transaction<Tables>, record: ClaimRecord, mailTo: string) => Promise<void>,
  ): Promise<Advance> {
    const done = await withLockedClaim(claimNumber, null, async (trx, claim): Promise<Advance> => {
      const current = claim.status as ClaimStatus;
      if (!mayFollow(current, status)) return { kind: 'not-after', current };
      const last = await trx
        .selectFrom('claim_history')
        .select((eb) => eb.fn.max('position').as('position'))
        .where('claim_id', '=', claim.id)
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('claim_history')
        .values({
          claim_id: claim.id,
          position: last.position + 1,
          status,
          note,
          changed_at: now,
        })
        .execute();
      await trx.updateTable('claims').set({ status }).where('id', '=', claim.id).execute();
      const changed = await record(trx, { ...claim, status });
      const mailTo = await statusRecipient(trx, claim);
      await alsoWrite(trx, changed, mailTo);
      return { kind: 'advanced', record: changed, mailTo };
    });
    return done ?? { kind: 'not-found' };
  }

  /** Every claim, newest first, for the back office. */
  async function all(): Promise<ClaimRow[]> {
    return db.selectFrom('claims').selectAll().orderBy('created_at', 'desc').execute();
  }

  return {
    contractHolder,
    customer,
    submit,
    listForCustomer,
    findForCustomer,
    addFiles,
    advance,
    all,
  };
}

export type ClaimRepository = ReturnType<typeof claimRepository>;
