import type { Kysely, Selectable } from 'kysely';
import { DatabaseBusyError } from '../db/database-busy-error.ts';
import { keptReads } from '../db/kept-reads.ts';
import { preparedQuery } from '../db/prepared-query.ts';
import type { SessionsTable, Tables } from '../db/tables.ts';
import type { WriteWatch } from '../db/write-watch.ts';
import { hashToken, newToken } from '../security/tokens.ts';

export type Session = {
  idHash: string;
  customerId: string | null;
  csrfToken: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
};

export type SessionTimeouts = { idleMs: number; absoluteMs: number };

/** last_seen_at is written at most this often, so a busy session does not write on every call. */
const TOUCH_INTERVAL_MS = 60_000;
const USER_AGENT_MAX_LENGTH = 512;

/** At most this many sessions are kept in memory (SQLite). */
const KEPT_SESSIONS_MAX = 10_000;

type SessionRow = Selectable<SessionsTable>;

/** What the parts of the store share. */
type Sessions = {
  db: Kysely<Tables>;
  timeouts: SessionTimeouts;
  /** The sessions read, kept in memory; null where another process writes sessions too. */
  kept: ReturnType<typeof keptReads<SessionRow>> | null;
};

/**
 * The sessions, in the database. Where no other process writes sessions (SQLite, `writes`), the
 * store keeps the sessions it has read in memory (`kept-reads.ts`): it writes every session
 * itself and forgets what it changes.
 */
export function sessionStore(
  db: Kysely<Tables>,
  timeouts: SessionTimeouts,
  writes: WriteWatch | null,
) {
  const kept = writes === null ? null : keptReads<SessionRow>(writes, { max: KEPT_SESSIONS_MAX });
  const sessions: Sessions = { db, timeouts, kept };
  return { ...sessionLifecycle(sessions), ...customerSessions(sessions) };
}

export type SessionStore = ReturnType<typeof sessionStore>;

/**
 * A session's life: started, looked up by every call (its use written down now and then), ended or
 * replaced, purged once expired.
 */
function sessionLifecycle({ db, timeouts, kept }: Sessions) {
  // Every call looks its session up: the query is compiled once.
  const selectSession = preparedQuery(db, ['idHash'], ({ idHash }) =>
    db.selectFrom('sessions').selectAll().where('id_hash', '=', idHash),
  );

  /** A new session; `client` says with which browser and where it was started. */
  async function create(
    customerId: string | null,
    now: number,
    client: { userAgent: string | null; place: string | null } = { userAgent: null, place: null },
  ): Promise<{ cookieValue: string; session: Session }> {
    const cookieValue = newToken();
    const session: Session = {
      idHash: hashToken(cookieValue),
      customerId,
      csrfToken: newToken(),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: now + timeouts.absoluteMs,
    };
    await db
      .insertInto('sessions')
      .values({
        id_hash: session.idHash,
        customer_id: customerId,
        csrf_token: session.csrfToken,
        created_at: now,
        last_seen_at: now,
        expires_at: session.expiresAt,
        user_agent: client.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) ?? null,
        place: client.place,
      })
      .execute();
    return { cookieValue, session };
  }

  async function find(cookieValue: string, now: number): Promise<Session | null> {
    const idHash = hashToken(cookieValue);
    let row = kept?.get(idHash);
    if (row === undefined) {
      const mark = kept?.reading() ?? null;
      [row] = await selectSession({ idHash });
      if (row === undefined) return null;
      kept?.keep(idHash, row, mark);
    }
    if (isExpired(row, now, timeouts)) {
      await remove(idHash);
      return null;
    }
    if (now - row.last_seen_at >= TOUCH_INTERVAL_MS && (await touch(db, idHash, now))) {
      kept?.forget(idHash);
    }
    return sessionOf(row, idHash, now);
  }

  async function remove(idHash: string): Promise<void> {
    await db.deleteFrom('sessions').where('id_hash', '=', idHash).execute();
    kept?.forget(idHash);
  }

  /**
   * Ends a session that a new one replaces (a login, an activation, a password change). What a
   * visitor unlocked (decision 006) goes on to the new session, so a login from a page behind a
   * page password leads back to it open; a customer's unlocks end with their session, so whoever
   * logs in next on the device does not get them.
   */
  async function replace(previous: Session, successorIdHash: string): Promise<void> {
    await db.transaction().execute(async (trx) => {
      if (previous.customerId === null) {
        await trx
          .updateTable('session_page_unlocks')
          .set({ session_id_hash: successorIdHash })
          .where('session_id_hash', '=', previous.idHash)
          .execute();
      }
      await trx.deleteFrom('sessions').where('id_hash', '=', previous.idHash).execute();
    });
    kept?.forget(previous.idHash);
  }

  async function purgeExpired(now: number): Promise<number> {
    const result = await db
      .deleteFrom('sessions')
      .where((eb) =>
        eb.or([eb('expires_at', '<=', now), eb('last_seen_at', '<=', now - timeouts.idleMs)]),
      )
      .executeTakeFirst();
    kept?.forget();
    return Number(result.numDeletedRows);
  }

  return { create, find, remove, replace, purgeExpired };
}

/** A customer's sessions: listed, ended one by one, all but one, or all. */
function customerSessions({ db, timeouts, kept }: Sessions) {
  /** A customer's live sessions, the latest used first. */
  async function listOf(customerId: string, now: number) {
    const rows = await db
      .selectFrom('sessions')
      .select(['id_hash', 'created_at', 'last_seen_at', 'expires_at', 'user_agent', 'place'])
      .where('customer_id', '=', customerId)
      .orderBy('last_seen_at', 'desc')
      .execute();
    return rows.filter((row) => !isExpired(row, now, timeouts));
  }

  /** Ends one session of a customer (and no other customer's). */
  async function removeOf(customerId: string, idHash: string): Promise<void> {
    await db
      .deleteFrom('sessions')
      .where('customer_id', '=', customerId)
      .where('id_hash', '=', idHash)
      .execute();
    kept?.forget(idHash);
  }

  /** Ends every session of a customer but one. */
  async function removeOthersOf(customerId: string, keepIdHash: string): Promise<void> {
    await db
      .deleteFrom('sessions')
      .where('customer_id', '=', customerId)
      .where('id_hash', '!=', keepIdHash)
      .execute();
    kept?.forget();
  }

  /**
   * Ends every session of a customer (inside the caller's transaction, if given: no session read
   * until it ends is kept).
   */
  async function removeAllOf(customerId: string, trx: Kysely<Tables> = db): Promise<void> {
    await trx.deleteFrom('sessions').where('customer_id', '=', customerId).execute();
    kept?.forget();
  }

  return { listOf, removeOf, removeOthersOf, removeAllOf };
}

function isExpired(
  row: { last_seen_at: number; expires_at: number },
  now: number,
  timeouts: SessionTimeouts,
): boolean {
  return now >= row.expires_at || now - row.last_seen_at >= timeouts.idleMs;
}

/** The session a row stores, as a call that uses it at `now` sees it. */
function sessionOf(row: SessionRow, idHash: string, now: number): Session {
  return {
    idHash,
    customerId: row.customer_id,
    csrfToken: row.csrf_token,
    createdAt: row.created_at,
    lastSeenAt: now,
    expiresAt: row.expires_at,
  };
}

/** Writes down that a session is used at `now`; false where that is left to a later call. */
async function touch(db: Kysely<Tables>, idHash: string, now: number): Promise<boolean> {
  try {
    await db
      .updateTable('sessions')
      .set({ last_seen_at: now })
      .where('id_hash', '=', idHash)
      .execute();
    return true;
  } catch (error) {
    // While another process holds SQLite's write lock, a read is still answered: the touch is
    // left to the next call (the idle timeout is many touch intervals long).
    if (!(error instanceof DatabaseBusyError)) throw error;
    return false;
  }
}
