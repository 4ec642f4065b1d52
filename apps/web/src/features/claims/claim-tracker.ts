import {
  CLAIM_STATUS_LABELS,
  type ClaimDetail,
  type ClaimStatus,
  type ClaimSummary,
  type claimHistoryEntrySchema,
} from '@servicebereich/protocol';
import type { z } from 'zod/mini';
import { claimTexts } from '../../text/claims.ts';

type HistoryEntry = z.infer<typeof claimHistoryEntrySchema>;

export type TrackerStep = {
  label: string;
  /** Reached, the claim's present step, passed by without it, or still ahead. */
  state: 'done' | 'current' | 'skipped' | 'open';
  /** When the claim reached the step (epoch ms), or null. */
  at: number | null;
  notes: string[];
  /** At the last step of a claim that has ended: how, settled or refused. */
  outcome: 'reguliert' | 'abgelehnt' | null;
};

/** The way of every claim; the last step is how it ended, settled or refused. */
const WAY = ['eingegangen', 'in-pruefung', 'unterlagen-angefordert', 'gutachten'] as const;
const ENDS = ['reguliert', 'abgelehnt'] as const satisfies readonly ClaimStatus[];

/** Whether the claim has ended, settled or refused. */
export function claimEnded(status: ClaimStatus): status is (typeof ENDS)[number] {
  return (ENDS as readonly ClaimStatus[]).includes(status);
}

/** The tracker of a claim: its five steps with their dates and the notes for the customer. */
export function trackerSteps(status: ClaimStatus, history: readonly HistoryEntry[]): TrackerStep[] {
  const ended = claimEnded(status);
  const current = ended ? WAY.length : WAY.indexOf(status);
  const groups: { label: string; statuses: readonly ClaimStatus[] }[] = [
    ...WAY.map((step) => ({ label: CLAIM_STATUS_LABELS[step], statuses: [step] })),
    {
      label: ended ? CLAIM_STATUS_LABELS[status] : claimTexts.list.finalPending,
      statuses: ENDS,
    },
  ];
  return groups.map((group, index) => {
    const entries = history.filter((entry) => group.statuses.includes(entry.Status));
    const state =
      index === current
        ? 'current'
        : index > current
          ? 'open'
          : entries.length > 0
            ? 'done'
            : 'skipped';
    return {
      label: group.label,
      state,
      at: entries.at(-1)?.Zeitpunkt ?? null,
      notes: entries.map((entry) => entry.Notiz).filter((note) => note !== ''),
      outcome: ended && index === current ? status : null,
    };
  });
}

/** Whether files came after the documents were last asked for: then they are with the desk. */
export function documentsSentSinceRequest(claim: ClaimDetail): boolean {
  const requested = claim.Verlauf.findLast((entry) => entry.Status === 'unterlagen-angefordert');
  return (
    requested !== undefined && claim.Dokumente.some((doc) => doc.Zeitpunkt > requested.Zeitpunkt)
  );
}

/**
 * The claims as the customer needs them: first those that wait for the customer's documents, then
 * those the desk is working on, then those that have ended; newest first within each, as listed.
 */
export function claimsInOrder(claims: readonly ClaimSummary[]): ClaimSummary[] {
  const rank = (claim: ClaimSummary) =>
    claim.Status === 'unterlagen-angefordert' ? 0 : claimEnded(claim.Status) ? 2 : 1;
  return claims.toSorted((a, b) => rank(a) - rank(b));
}
