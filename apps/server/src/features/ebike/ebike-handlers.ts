import {
  EBIKE_MESSAGES,
  trackerNotActivated,
  type EbikeTrackerReason,
  type EbikeTrackerStatus,
} from '@servicebereich/protocol';
import { randomUUID } from 'node:crypto';
import { fieldError, generalError, refusedId } from '../../http/api-error.ts';
import type { Handlers } from '../../http/handlers.ts';
import type { MailOutbox } from '../../mail/mail-queue.ts';
import type { ContractRepository } from '../contracts/contract-repository.ts';
import { deskMail } from './ebike-mails.ts';
import type { EbikeRepository, TrackerRow } from './ebike-repository.ts';

type EbikeHandlers = Pick<Handlers, 'getEbikeTrackerStatus' | 'activateEbikeTracker'>;

function isoOrNull(instant: number | null): string | null {
  return instant === null ? null : new Date(instant).toISOString();
}

function statusOf(row: TrackerRow | undefined, available: boolean): EbikeTrackerStatus {
  if (row === undefined) return trackerNotActivated(available);
  return {
    Status: row.status,
    Verfuegbar: available,
    TrackerId: row.tracker_id,
    Rahmennummer: row.frame_number,
    Angefragt: isoOrNull(row.requested_at),
    Aktiviert: isoOrNull(row.activated_at),
    Grund: row.reason as EbikeTrackerReason | null,
  };
}

export function ebikeHandlers(deps: {
  trackers: EbikeRepository;
  contracts: ContractRepository;
  mails: MailOutbox;
  /** The provider desk's address. */
  deskEmail: string;
  /** Whether a provider is connected; without one, activations are refused. */
  available: boolean;
  /** Called once a request is stored: the provider is asked at once. */
  onRequested: () => void;
}): EbikeHandlers {
  const { trackers, contracts, mails } = deps;

  /** The customer's contract with a tracker; another customer's is answered like a missing one. */
  async function trackedContract(customerId: string, contractNumber: string): Promise<void> {
    const contract = await contracts.findForCustomer(customerId, contractNumber);
    if (contract === undefined) {
      throw refusedId('vertragsnummer', EBIKE_MESSAGES.contractNotFound);
    }
    if (contract.Features.EbikeTracker !== true) {
      throw fieldError('vertragsnummer', EBIKE_MESSAGES.noTracker);
    }
  }

  return {
    getEbikeTrackerStatus: async ({ vertragsnummer }, ctx) => {
      await trackedContract(ctx.customerId, vertragsnummer);
      return statusOf(await trackers.find(vertragsnummer), deps.available);
    },

    activateEbikeTracker: async ({ vertragsnummer, rahmennummer, trackerid }, ctx) => {
      await trackedContract(ctx.customerId, vertragsnummer);
      if (!deps.available) throw generalError(EBIKE_MESSAGES.unavailable);
      const holder = await trackers.holder(ctx.customerId);
      const outcome = await trackers.request(
        {
          contractNumber: vertragsnummer,
          customerId: ctx.customerId,
          trackerId: trackerid,
          frameNumber: rahmennummer,
          reference: randomUUID(),
        },
        ctx.now,
        // The desk's mail is kept with the request, or neither is.
        (trx, row) => mails.queueIn(trx, deskMail(row, holder, deps.deskEmail), ctx.now),
      );
      if (outcome.kind === 'busy') {
        throw generalError(
          outcome.status === 'aktiv'
            ? EBIKE_MESSAGES.alreadyActive
            : EBIKE_MESSAGES.alreadyRequested,
        );
      }
      mails.sendSoon();
      deps.onRequested();
      return statusOf(outcome.row, deps.available);
    },
  };
}
