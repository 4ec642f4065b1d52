import { CLAIM_STATUS_LABELS, type ClaimStatus } from '@servicebereich/protocol';
import type { QueuedPush } from '../../push/push-repository.ts';
import type { ClaimRecord } from './claim-repository.ts';

/** A status notification is worth sending within a day; later the mail has said it. */
const STATUS_PUSH_LIFETIME_MS = 24 * 3_600_000;

/**
 * The push notification of a status change, for a customer who reported the claim logged in
 * (a visitor has no devices registered); null for a visitor's claim.
 */
export function statusPush(record: ClaimRecord, now: number): QueuedPush | null {
  const { claim } = record;
  if (claim.reported_by_visitor === 1) return null;
  return {
    customerId: claim.customer_id,
    topic: 'claims',
    title: `Schadensmeldung ${claim.claim_number}`,
    body: `Neuer Stand: ${CLAIM_STATUS_LABELS[claim.status as ClaimStatus]}`,
    screen: '/services/meine-schaeden',
    badge: null,
    expiresAt: now + STATUS_PUSH_LIFETIME_MS,
  };
}
