import type { Kysely, Transaction } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { queuePush } from '../../push/push-repository.ts';

/** A new-letter notification is worth sending within a day; the letter stays in the postbox. */
const LETTER_PUSH_LIFETIME_MS = 24 * 3_600_000;

/**
 * Queues the push notification of a new letter, within the transaction that stored it, with the
 * customer's unread letters as the app icon's count.
 */
export async function queueLetterPush(
  trx: Kysely<Tables> | Transaction<Tables>,
  customerId: string,
  title: string,
  now: number,
): Promise<void> {
  const { unread } = await trx
    .selectFrom('postbox_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('unread'))
    .where('customer_id', '=', customerId)
    .where('status', '=', 'UNREAD')
    .executeTakeFirstOrThrow();
  await queuePush(
    trx,
    {
      customerId,
      topic: 'postbox',
      title: 'Neuer Brief in deiner Postbox',
      body: title,
      screen: '/nachrichten',
      badge: Number(unread),
      expiresAt: now + LETTER_PUSH_LIFETIME_MS,
    },
    now,
  );
}
