import { randomUUID } from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DatabaseDialect } from '../db/dialect.ts';
import type { MailQueueTable, Tables } from '../db/tables.ts';
import { releaseBlobs } from '../files/blob-repository.ts';

type Db = Kysely<Tables> | Transaction<Tables>;

/** A mail as a feature queues it; attachments name stored blobs, read only when it is sent. */
export type QueuedMail = {
  /** What the mail is for (`dokbox-adviser`, …); the log names this, never the content. */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  attachments?: readonly { fileName: string; contentType: string; blobHash: string }[];
};

/** A mail a sender has taken: no other sender takes it before `locked_until`. */
export type ClaimedMail = Selectable<MailQueueTable> & { locked_until: number };

/** Queues a mail inside the caller's transaction, due at once. */
export async function queueMail(trx: Db, mail: QueuedMail, now: number): Promise<void> {
  const id = randomUUID();
  await trx
    .insertInto('mail_queue')
    .values({
      id,
      kind: mail.kind,
      recipient: mail.to,
      reply_to: mail.replyTo ?? null,
      subject: mail.subject,
      body: mail.text,
      status: 'queued',
      attempts: 0,
      next_attempt_at: now,
      locked_until: null,
      last_error: null,
      created_at: now,
    })
    .execute();
  const attachments = mail.attachments ?? [];
  if (attachments.length === 0) return;
  await trx
    .insertInto('mail_attachments')
    .values(
      attachments.map((a, position) => ({
        mail_id: id,
        position,
        file_name: a.fileName,
        content_type: a.contentType,
        blob_hash: a.blobHash,
      })),
    )
    .execute();
}

export function mailRepository(db: Kysely<Tables>, dialect: DatabaseDialect) {
  /** When the next queued mail may be taken (at once if that is past), or null with none. */
  async function nextDueAt(): Promise<number | null> {
    const { rows } = await sql<{ due: number | string | null }>`
      select min(case when locked_until > next_attempt_at then locked_until else next_attempt_at end) as due
      from mail_queue where status = 'queued'`.execute(db);
    const due = rows[0]?.due ?? null;
    return due === null ? null : Number(due);
  }

  /**
   * Takes the mail that is due longest, in one statement, so two senders (processes) never take
   * the same one; its lease runs until `now + leaseMs`. Each taking counts as an attempt, so a
   * mail that kills its sender is given up on too.
   */
  async function claim(now: number, leaseMs: number): Promise<ClaimedMail | undefined> {
    const row = await db
      .updateTable('mail_queue')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), locked_until: now + leaseMs }))
      .where((eb) =>
        eb.and([
          eb(
            'id',
            '=',
            eb
              .selectFrom('mail_queue as due')
              .select('due.id')
              .where('due.status', '=', 'queued')
              .where('due.next_attempt_at', '<=', now)
              .where((d) =>
                d.or([d('due.locked_until', 'is', null), d('due.locked_until', '<=', now)]),
              )
              .orderBy('due.next_attempt_at')
              .orderBy('due.created_at')
              .limit(1)
              // Another process's sender skips the row this one is taking instead of waiting.
              .$if(dialect === 'postgres', (q) => q.forUpdate().skipLocked()),
          ),
          // Checked again on the row itself: PostgreSQL re-reads a row that changed meanwhile.
          eb('status', '=', 'queued'),
          eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]),
        ]),
      )
      .returningAll()
      .executeTakeFirst();
    return row === undefined ? undefined : { ...row, locked_until: now + leaseMs };
  }

  async function attachments(mailId: string) {
    return db
      .selectFrom('mail_attachments')
      .select(['file_name', 'content_type', 'blob_hash'])
      .where('mail_id', '=', mailId)
      .orderBy('position')
      .execute();
  }

  /** A sent mail goes, and with it the hold on its attachments' blobs. */
  async function delivered(mailId: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const attached = await trx
        .deleteFrom('mail_attachments')
        .where('mail_id', '=', mailId)
        .returning('blob_hash')
        .execute();
      await trx.deleteFrom('mail_queue').where('id', '=', mailId).execute();
      await releaseBlobs(
        trx,
        attached.map((a) => a.blob_hash),
      );
    });
  }

  /** Lets go of a taken mail, changed as given; nothing when another sender has it by now. */
  async function release(
    mail: ClaimedMail,
    change: {
      status?: 'failed';
      attempts?: number;
      next_attempt_at?: number;
      last_error?: string;
    },
  ): Promise<void> {
    await db
      .updateTable('mail_queue')
      .set({ ...change, locked_until: null })
      .where('id', '=', mail.id)
      .where('locked_until', '=', mail.locked_until)
      .execute();
  }

  return { nextDueAt, claim, attachments, delivered, release };
}

export type MailRepository = ReturnType<typeof mailRepository>;
