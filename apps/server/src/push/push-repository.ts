import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type { PushKind, PushTopic, Tables } from '../db/tables.ts';
import { isUniqueViolation } from '../db/unique-violation.ts';
import type { PushMessage, PushTarget } from './push-sender.ts';

// The devices that get push notifications, the customer's topics, and the messages waiting to be
// sent (docs/decisions/030-push.md).

type Db = Kysely<Tables> | Transaction<Tables>;

export type NewRegistration = {
  installationId: string;
  kind: PushKind;
  address: string;
  p256dh: string | null;
  auth: string | null;
};

export type Topics = Record<PushTopic, boolean>;

/** A message to queue for a customer's devices (or the one installation named). */
export type QueuedPush = PushMessage & {
  customerId: string;
  installationId?: string;
  /** Not sent by then, it is dropped. */
  expiresAt: number;
};

export type DuePush = {
  id: string;
  registrationId: string;
  attempts: number;
  expiresAt: number;
  target: PushTarget;
  message: PushMessage;
};

const ALL_ON: Topics = { postbox: true, claims: true, storm: true };

export async function topicsOf(db: Db, customerId: string): Promise<Topics> {
  const row = await db
    .selectFrom('push_preferences')
    .select(['postbox', 'claims', 'storm'])
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  return row === undefined
    ? ALL_ON
    : { postbox: row.postbox === 1, claims: row.claims === 1, storm: row.storm === 1 };
}

/**
 * Queues a message for each of the customer's registered devices (or the one installation
 * named), within the caller's transaction, when the customer wants the topic pushed. Answers how
 * many were queued.
 */
export async function queuePush(db: Db, push: QueuedPush, now: number): Promise<number> {
  if (!(await topicsOf(db, push.customerId))[push.topic]) return 0;
  let query = db
    .selectFrom('push_registrations')
    .select('id')
    .where('customer_id', '=', push.customerId);
  if (push.installationId !== undefined) {
    query = query.where('installation_id', '=', push.installationId);
  }
  const registrations = await query.execute();
  if (registrations.length === 0) return 0;
  await db
    .insertInto('push_outbox')
    .values(
      registrations.map(({ id }) => ({
        id: randomUUID(),
        registration_id: id,
        topic: push.topic,
        title: push.title,
        body: push.body,
        screen: push.screen,
        badge: push.badge,
        attempts: 0,
        next_attempt_at: now,
        expires_at: push.expiresAt,
        created_at: now,
      })),
    )
    .execute();
  return registrations.length;
}

export function pushRepository(db: Kysely<Tables>) {
  /**
   * This device's registration for the customer, replacing the one it had; a token or endpoint
   * registered by another customer moves to this one (the device changed hands). Answers whether
   * it was taken from another customer.
   */
  async function register(
    customerId: string,
    sessionHash: string,
    registration: NewRegistration,
    now: number,
  ): Promise<{ moved: boolean }> {
    const attempt = () =>
      db.transaction().execute(async (trx) => {
        const taken = await trx
          .deleteFrom('push_registrations')
          .where('address', '=', registration.address)
          .where('customer_id', '!=', customerId)
          .executeTakeFirst();
        await trx
          .deleteFrom('push_registrations')
          .where('customer_id', '=', customerId)
          .where((eb) =>
            eb.or([
              eb('installation_id', '=', registration.installationId),
              eb('address', '=', registration.address),
            ]),
          )
          .execute();
        await trx
          .insertInto('push_registrations')
          .values({
            id: randomUUID(),
            customer_id: customerId,
            installation_id: registration.installationId,
            kind: registration.kind,
            address: registration.address,
            p256dh: registration.p256dh,
            auth: registration.auth,
            session_hash: sessionHash,
            created_at: now,
            last_used_at: now,
          })
          .execute();
        return { moved: taken.numDeletedRows > 0n };
      });
    try {
      return await attempt();
    } catch (error) {
      // The same device registering twice at once: the later one replaces the earlier.
      if (!isUniqueViolation(error)) throw error;
      return attempt();
    }
  }

  async function unregister(customerId: string, installationId: string): Promise<void> {
    await db
      .deleteFrom('push_registrations')
      .where('customer_id', '=', customerId)
      .where('installation_id', '=', installationId)
      .execute();
  }

  /** The devices a session registered (its logout, or its end from the device list). */
  async function removeForSession(sessionHash: string): Promise<void> {
    await db.deleteFrom('push_registrations').where('session_hash', '=', sessionHash).execute();
  }

  /**
   * Every device of the customer but those of one session (the other sessions ended, or the
   * password changed), within the caller's transaction if given.
   */
  async function removeAllBut(
    customerId: string,
    keepSessionHash: string,
    trx: Db = db,
  ): Promise<void> {
    await trx
      .deleteFrom('push_registrations')
      .where('customer_id', '=', customerId)
      .where('session_hash', '!=', keepSessionHash)
      .execute();
  }

  /** The session's devices go on with the session that replaced it (a password change). */
  async function moveToSession(fromHash: string, toHash: string): Promise<void> {
    await db
      .updateTable('push_registrations')
      .set({ session_hash: toHash })
      .where('session_hash', '=', fromHash)
      .execute();
  }

  async function topics(customerId: string): Promise<Topics> {
    return topicsOf(db, customerId);
  }

  async function setTopics(customerId: string, change: Partial<Topics>, now: number) {
    const next = { ...(await topicsOf(db, customerId)), ...change };
    const values = {
      postbox: next.postbox ? 1 : 0,
      claims: next.claims ? 1 : 0,
      storm: next.storm ? 1 : 0,
      updated_at: now,
    };
    await db
      .insertInto('push_preferences')
      .values({ customer_id: customerId, ...values })
      .onConflict((oc) => oc.column('customer_id').doUpdateSet(values))
      .execute();
    return next;
  }

  /** Messages due now, oldest first, with where they go. */
  async function due(now: number, limit: number): Promise<DuePush[]> {
    const rows = await db
      .selectFrom('push_outbox as o')
      .innerJoin('push_registrations as r', 'r.id', 'o.registration_id')
      .select([
        'o.id',
        'o.registration_id',
        'o.attempts',
        'o.expires_at',
        'o.topic',
        'o.title',
        'o.body',
        'o.screen',
        'o.badge',
        'r.kind',
        'r.address',
        'r.p256dh',
        'r.auth',
      ])
      .where('o.next_attempt_at', '<=', now)
      .orderBy('o.created_at')
      .orderBy('o.id')
      .limit(limit)
      .execute();
    return rows.map((row) => ({
      id: row.id,
      registrationId: row.registration_id,
      attempts: row.attempts,
      expiresAt: row.expires_at,
      target: { kind: row.kind, address: row.address, p256dh: row.p256dh, auth: row.auth },
      message: {
        topic: row.topic,
        title: row.title,
        body: row.body,
        screen: row.screen,
        badge: row.badge,
      },
    }));
  }

  async function sent(push: DuePush, now: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      await trx.deleteFrom('push_outbox').where('id', '=', push.id).execute();
      await trx
        .updateTable('push_registrations')
        .set({ last_used_at: now })
        .where('id', '=', push.registrationId)
        .execute();
    });
  }

  async function retryAt(id: string, nextAttemptAt: number): Promise<void> {
    await db
      .updateTable('push_outbox')
      .set((eb) => ({ attempts: eb('attempts', '+', 1), next_attempt_at: nextAttemptAt }))
      .where('id', '=', id)
      .execute();
  }

  async function drop(id: string): Promise<void> {
    await db.deleteFrom('push_outbox').where('id', '=', id).execute();
  }

  /** A device the provider no longer knows: its registration and its waiting messages go. */
  async function removeRegistration(id: string): Promise<void> {
    await db.deleteFrom('push_registrations').where('id', '=', id).execute();
  }

  return {
    register,
    unregister,
    removeForSession,
    removeAllBut,
    moveToSession,
    topics,
    setTopics,
    due,
    sent,
    retryAt,
    drop,
    removeRegistration,
  };
}

export type PushRepository = ReturnType<typeof pushRepository>;
